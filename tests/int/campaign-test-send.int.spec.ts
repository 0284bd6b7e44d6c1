/**
 * A campaign's test send cannot be used to mail strangers in bulk: each address gets a mail of its own (nobody sees
 * the others), addresses on the suppression list are skipped and the answer says so, and each staff member may
 * send tests to at most 30 addresses an hour. Against a server of its own whose relay is the test's SMTP sink.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer } from '../helpers/app-server'
import { appClient } from '../helpers/app-client'
import { testPayload } from '../helpers/payload'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { newStaff } from '../helpers/staff'
import { suppress } from '@/features/privacy/suppression'
import { workerDatabaseUri, workerPorts } from '../helpers/worker'

let payload: Payload
let sink: SmtpSink
let app: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  payload = await testPayload()
  sink = await startSmtpSink()
  app = await startAppServer(workerDatabaseUri(), workerPorts().app, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
  })
}, 180_000)

afterAll(async () => {
  await app?.stop()
  await sink?.close()
})

/** Signs a staff member of the test's own in on the test's server (the budget is theirs alone). */
async function staffOnApp() {
  const staff = await newStaff(payload, 'Test Sender')
  const client = appClient(app.url)
  const login = await client.postJson('/api/admin/login', { username: staff.email, password: staff.password })
  expect(login.status).toBe(200)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  const post = (path: string, body: unknown) =>
    client.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
  return { post }
}

describe('a campaign test send', { timeout: 120_000 }, () => {
  it('mails each address on its own, skips suppressed ones and says so', async () => {
    const { post } = await staffOnApp()
    const run = randomUUID().slice(0, 8)
    const created = await post('/api/email-campaigns', {
      name: `Test send ${run}`,
      subject: 'Ideas for -schoolName-',
      htmlContent: '<p>Dear -contactPerson-, a trip for you.</p>',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = await created.json()
    const [one, two, gone] = ['one', 'two', 'gone'].map((n) => `${n}-${run}@inbox.example`)
    await suppress(payload, gone!, 'unsubscribed')

    const res = await post(`/api/email-campaigns/${id}/test`, { emails: [one, two, gone] })
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ sent: 2, emails: [one, two], skipped: [gone] })
    const mails = sink.accepted.filter((m) => m.subject?.includes('[TEST]') && m.raw.includes(run))
    expect(mails.map((m) => m.envelopeTo).sort(), 'one envelope recipient per mail').toEqual([[one], [two]])
    for (const mail of mails) {
      expect(mail.raw).not.toContain(mail.envelopeTo[0] === one ? two : one)
    }
    expect(sink.to(gone!)).toHaveLength(0)
  })

  it('allows each staff member 30 addresses an hour, then answers 429 with Retry-After', async () => {
    const { post } = await staffOnApp()
    const created = await post('/api/email-campaigns', {
      name: `Budget ${randomUUID().slice(0, 8)}`,
      subject: 'Budget',
      htmlContent: '<p>Hello there</p>',
    })
    const { id } = await created.json()
    const statuses: number[] = []
    for (let call = 0; call < 4; call++) {
      const emails = Array.from(
        { length: 10 },
        (_, i) => `budget-${call}-${i}-${randomUUID().slice(0, 6)}@inbox.example`,
      )
      const res = await post(`/api/email-campaigns/${id}/test`, { emails })
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
