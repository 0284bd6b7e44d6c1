/**
 * The account findings of the security probe, each tested over real HTTP against the built app, as an outside
 * attacker would try them: only the site itself can end a session through logout, staff passwords are at least 12
 * characters and not common, and nobody can delete the last staff account or claim the admin through first-register.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newStaff } from '../helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('only the site itself can expire the session cookie through logout', { timeout: 120_000 }, () => {
  it('a cross-site form posting to /api/admin/logout gets 401, no expired cookie, and the session lives on', async () => {
    const cookie = await adminCookie()
    const forged = await api('/api/admin/logout', {
      method: 'POST',
      cookie,
      origin: 'https://evil.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(forged.status).toBe(401)
    expect(forged.headers.get('set-cookie')).toBeNull()
    expect((await api('/api/admin/check', { cookie })).status).toBe(200)
    // From the site itself the same request signs out and expires the cookie.
    const own = await api('/api/admin/logout', { method: 'POST', cookie })
    expect(own.status).toBe(200)
    expect(own.headers.get('set-cookie')).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
  })
})

describe('staff passwords are at least 12 characters and not common', { timeout: 120_000 }, () => {
  const weak = ['12345', 'password', 'password1234', 'passwordpassword', '123456789012']
  const errorsOf = async (res: Response) => JSON.stringify(await res.json())

  it('creating a user through the REST API (as the admin panel does) refuses weak passwords, naming the field', async () => {
    const cookie = await adminCookie()
    const create = (password: string) =>
      api('/api/cms/users', {
        method: 'POST',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: `new.${randomUUID().slice(0, 8)}@test.example`,
          name: 'New Colleague',
          password,
          role: 'admin',
        }),
      })
    for (const password of weak) {
      const res = await create(password)
      expect(res.status, password).toBe(400)
      expect(await errorsOf(res)).toContain('password')
    }
    expect((await create(`Toledo-${randomUUID()}`)).status).toBe(201)
  })

  it('changing a password (REST and local API) and resetting it refuse weak passwords too', async () => {
    const cookie = await adminCookie()
    const { email } = await newStaff(payload, 'Sign-in Tester')
    const user = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]
    const change = (password: string) =>
      api(`/api/cms/users/${user.id}`, {
        method: 'PATCH',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      })
    expect((await change('password')).status).toBe(400)
    expect((await change(`Segovia-${randomUUID()}`)).status).toBe(200)
    await expect(payload.update({ collection: 'users', id: user.id, data: { password: '12345' } })).rejects.toThrow()

    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const reset = (password: string) => postJson('/api/cms/users/reset-password', { token, password })
    expect((await reset('password')).status).toBe(400)
    expect((await reset(`Cuenca-${randomUUID()}`)).status).toBe(200)
  })
})

describe(
  'nobody can delete the last staff account or claim the admin through first-register',
  { timeout: 120_000 },
  () => {
    const json = { 'Content-Type': 'application/json' }

    it('a bulk delete of every user, through REST or the local API with a user, is refused and deletes nobody', async () => {
      const cookie = await adminCookie()
      const before = (await payload.count({ collection: 'users' })).totalDocs
      const everyone = await api('/api/cms/users?where[id][exists]=true', { method: 'DELETE', cookie })
      expect(everyone.status).toBe(409)
      expect(await everyone.text()).toContain('last staff account')
      const admin = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
      await expect(
        payload.delete({
          collection: 'users',
          where: { id: { exists: true } },
          user: { ...admin, collection: 'users' },
          overrideAccess: false,
        }),
      ).rejects.toThrow(/last staff account/)
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(before)
    })

    it('deleting accounts one by one stops at the last one', async () => {
      const cookie = await adminCookie()
      const ids = (await payload.find({ collection: 'users', pagination: false, depth: 0 })).docs.map((u) => u.id)
      // Deleting each of the others one by one (the admin panel's delete) works; the signed-in admin's own
      // account is then the last one and stays.
      const self = (await (await api('/api/admin/check', { cookie })).json()).user.id
      for (const id of ids.filter((id) => id !== self)) {
        expect((await api(`/api/cms/users/${id}`, { method: 'DELETE', cookie })).status).toBe(200)
      }
      const last = await api(`/api/cms/users/${self}`, { method: 'DELETE', cookie })
      expect(last.status).toBe(409)
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
      const demote = await api(`/api/cms/users/${self}`, {
        method: 'PATCH',
        cookie,
        headers: json,
        body: JSON.stringify({ role: 'editor' }),
      })
      expect(demote.status).toBeGreaterThanOrEqual(400)
      expect(demote.status).toBeLessThan(500)
      expect((await api('/api/admin/check', { cookie })).status).toBe(200)
    })

    it('first-register is refused while users exist, and even after every account was removed behind the app', async () => {
      const register = () =>
        postJson('/api/cms/users/first-register', {
          email: 'intruder@evil.example',
          password: `Intruder-${randomUUID()}`,
        })
      const refused = await register()
      expect(refused.status).toBe(403)
      expect(refused.headers.get('set-cookie')).toBeNull()
      // Accounts wiped at the database level (an operator's mistake, a restore): still nobody can claim the admin.
      const db = payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }
      const { sql } = await import('@payloadcms/db-postgres')
      // The test admin is the only account left by now (the test above); it is created again afterwards.
      await db.drizzle.execute(sql`DELETE FROM users`)
      try {
        const res = await register()
        expect(res.status).toBe(403)
        expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
      } finally {
        await payload.delete({ collection: 'users', where: { id: { exists: true } } }).catch(() => undefined)
        await payload.create({ collection: 'users', data: { ...inject('admin'), role: 'admin', name: 'Admin' } })
      }
    })
  },
)
