/**
 * Sessions against strangers (docs/product.md › The /api contract; docs/security.md): another site cannot act with a
 * signed-in admin's cookie (CSRF), and the login throttle locks one email for one address after 5 failures, on both
 * login routes. Over real HTTP against the built app; the row counts of every collection are compared before and
 * after.
 */
import { describe, expect, inject, it } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { freshIp, postJson } from '../helpers/http'
import { campaign, counts, send } from '../helpers/refused-requests'

signedInAdmin()

describe('a stranger cannot act as a signed-in admin from another site (CSRF)', () => {
  const evil = 'https://evil.example'
  const crossSite = (path: string, body: BodyInit, type?: string) =>
    send(path, {
      method: 'POST',
      cookie,
      origin: evil,
      body,
      headers: type ? { 'Content-Type': type } : undefined,
    })

  it('form posts with the admin cookie from another origin do nothing', async () => {
    const before = await counts()
    const form = new FormData()
    form.append('csvFile', new Blob(['email\ncsrf.victim@x.es\n'], { type: 'text/csv' }), 'list.csv')
    const attempts = [
      await crossSite('/api/email-campaigns', JSON.stringify(campaign), 'text/plain'),
      await crossSite(
        '/api/email-campaigns',
        'name=CSRF&subject=x&htmlContent=%3Cp%3Ehello+world%3C%2Fp%3E',
        'application/x-www-form-urlencoded',
      ),
      await crossSite('/api/newsletter/upload-csv', form),
      await crossSite('/api/admin/logout', ''),
      await crossSite(
        '/api/cms/users',
        'email=intruder%40evil.example&password=intruder-pass&role=admin',
        'application/x-www-form-urlencoded',
      ),
      await crossSite(
        '/api/cms/users',
        JSON.stringify({ email: 'intruder@evil.example', password: 'intruder-pass', role: 'admin' }),
        'text/plain',
      ),
    ]
    for (const result of attempts) expect([401, 403]).toContain(result.status)
    expect(await counts()).toEqual(before)
    // The forged logout did not end the real session.
    expect((await send('/api/admin/check', { cookie })).status).toBe(200)
  })

  it('the same requests from the site itself work (the test is not vacuous)', async () => {
    const result = await send('/api/email-campaigns', {
      method: 'POST',
      cookie,
      body: JSON.stringify(campaign),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(result.status).toBe(201)
  })
})

describe('login throttle', () => {
  it('after 5 failures for one email from one address, that address gets 423 for it on both login routes', async () => {
    const email = `throttle.${Date.now()}@test.example`
    await payload.create({
      collection: 'users',
      data: { email, password: 'right-password-123', role: 'admin', name: 'Throttled' },
    })
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      expect((await postJson('/api/admin/login', { username: email, password: 'wrong' }, { ip })).status).toBe(401)
    }
    const locked = await postJson('/api/admin/login', { username: email, password: 'right-password-123' }, { ip })
    expect(locked.status).toBe(423)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Payload's own login route counts the same failures.
    const cms = await postJson('/api/cms/users/login', { email, password: 'right-password-123' }, { ip })
    expect(cms.status).toBe(423)
    // Staff signing in from another address are not affected.
    expect((await postJson('/api/admin/login', { username: email, password: 'right-password-123' })).status).toBe(200)
  })

  it('a successful sign-in clears the failures of its address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 4; i++)
      await postJson('/api/admin/login', { username: inject('admin').email, password: 'wrong' }, { ip })
    expect(
      (
        await postJson(
          '/api/admin/login',
          { username: inject('admin').email, password: inject('admin').password },
          { ip },
        )
      ).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect(
        (await postJson('/api/admin/login', { username: inject('admin').email, password: 'wrong' }, { ip })).status,
      ).toBe(401)
    }
  })
})
