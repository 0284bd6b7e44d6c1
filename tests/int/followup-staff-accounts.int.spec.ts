import { describe, expect, it } from 'vitest'

import { enquiry, patch, timeline } from '../helpers/followup-api'
import { COLLEAGUE, colleagueId, cookie, followupFixture } from '../helpers/followup-fixture'
import { api, postJson } from '../helpers/http'
import { pool } from '../helpers/payload-with-sink'

/**
 * Staff accounts in enquiry follow-up (docs/staff.md › Following up enquiries: your colleagues), against the
 * production build and a real PostgreSQL: every account has a name (required in the editor's language; an older one
 * shows its email's local part), and a colleague is invited and chooses a password through the mailed link.
 */
followupFixture()

describe('staff names', () => {
  it('a new or edited account needs a name, in the editor’s language; a nameless one shows its email’s local part', async () => {
    const create = (body: Record<string, unknown>, language = 'en') =>
      api('/api/cms/users', {
        method: 'POST',
        cookie: `${cookie}; payload-lng=${language}`,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'Nameless-password-2026!', role: 'admin', ...body }),
      })
    const fieldError = async (res: Response) => {
      expect(res.status).toBe(400)
      const { errors } = await res.json()
      return errors[0].data.errors.find((e: { path: string }) => e.path === 'name')?.message as string
    }
    expect(await fieldError(await create({ email: `noname${Date.now()}@followup.test` }))).toMatch(/^Enter a name/)
    expect(await fieldError(await create({ email: `noname${Date.now()}@followup.test`, name: '  ' }, 'es'))).toMatch(
      /^Escriba un nombre/,
    )

    // An account from before names were required: its name is empty in the database.
    const email = `lola.perez${Date.now()}@followup.test`
    const created = await create({ email, name: 'Lola' })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    await pool.query('UPDATE users SET name = NULL WHERE id = $1', [doc.id])
    const staff = await (await api('/api/staff', { cookie })).json()
    expect(staff).toEqual(expect.arrayContaining([{ id: doc.id, name: email.split('@')[0], email }]))
    const id = await enquiry()
    expect((await patch(id, { ownerId: doc.id })).status).toBe(200)
    const owner = (await timeline(id)).entries.find((e) => e.type === 'owner')!
    expect(owner.data.toName).toBe(email.split('@')[0])

    const edit = (name: string) =>
      api(`/api/cms/users/${doc.id}`, {
        method: 'PATCH',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      })
    expect(await fieldError(await edit(''))).toMatch(/^Enter a name/)
    expect((await edit('Lola Pérez')).status).toBe(200)
  })
})

describe('staff', () => {
  it('lists colleagues and invites one, who chooses a password through the mailed link', async () => {
    const staff = await (await api('/api/staff', { cookie })).json()
    expect(staff).toEqual(expect.arrayContaining([{ id: colleagueId, name: COLLEAGUE.name, email: COLLEAGUE.email }]))

    const email = `new${Date.now()}@followup.test`
    const res = await postJson('/api/staff/invite', { name: 'Nuria Gil', email }, { cookie })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ name: 'Nuria Gil', email, mailSent: false })
    // The app under test has no SMTP server of its own (see tests/helpers/app-server.ts), so the link is read back.
    const { rows } = await pool.query('SELECT reset_password_token FROM users WHERE email = $1', [email])
    const token = rows[0].reset_password_token as string
    const reset = await postJson('/api/cms/users/reset-password', { token, password: 'Nuria-chose-this-2026!' })
    expect(reset.status).toBe(200)
    const login = await postJson('/api/admin/login', { username: email, password: 'Nuria-chose-this-2026!' })
    expect(login.status).toBe(200)

    expect((await postJson('/api/staff/invite', { name: 'Nuria Gil', email }, { cookie })).status).toBe(409)
    const bad = await postJson('/api/staff/invite', { name: 'N', email: 'nope' }, { cookie })
    expect(bad.status).toBe(400)
    expect((await postJson('/api/staff/invite', { name: 'X Y', email: 'x@y.test' })).status).toBe(401)
  })
})
