import { randomUUID } from 'node:crypto'

import { afterEach, beforeAll, expect } from 'vitest'

import { adminCookie, postJson } from './http'
import { payload, payloadWithSink, pool, sink } from './payload-with-sink'

export const STAFF = 'office@followup.test'
export const FROM = 'hello@followup.test'
/** A colleague of the test admin, with an address of this file's own: a user's email is unique in the database. */
export const COLLEAGUE = {
  email: `marta.${randomUUID().slice(0, 8)}@followup.test`,
  password: 'Colleague-password-2026!',
  name: 'Marta Ruiz',
}

/** The test admin's session cookie, and the colleague's session and user id: set by `followupFixture()`. */
export let cookie: string
export let colleagueCookie: string
export let colleagueId: number

/**
 * Registers the set-up of the follow-up files (docs/staff.md › Following up enquiries): the SMTP sink and Payload
 * (payload-with-sink.ts), the test admin and the colleague signed in, and the sink up and the enquiry clock real again
 * after each test. The mail jobs run in this process (as `npm run jobs` would), against the sink.
 */
export function followupFixture() {
  payloadWithSink({ MAIL_FROM: FROM, STAFF_EMAIL: STAFF })
  beforeAll(async () => {
    cookie = await adminCookie()
    // Enquiry mails other files queued (the suite's app runs no jobs) would go to this file's sink with the follow-up
    // mails, which share their queue.
    await pool.query(`DELETE FROM payload_jobs WHERE queue IN ('staff-mail', 'enquiry-mail')`)
    const colleague = await payload.create({ collection: 'users', data: { ...COLLEAGUE, role: 'admin' } })
    colleagueId = colleague.id
    const login = await postJson('/api/admin/login', { username: COLLEAGUE.email, password: COLLEAGUE.password })
    expect(login.status).toBe(200)
    colleagueCookie = login.headers.get('set-cookie')!.split(';')[0]!
  })
  afterEach(() => {
    sink.setDown(false)
    delete process.env.ENQUIRY_NOW
  })
}
