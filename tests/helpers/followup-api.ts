import { expect } from 'vitest'

import { cookie } from './followup-fixture'
import { api, postJson } from './http'
import { runMailQueues } from './mail-queues'
import { payload, pool } from './payload-with-sink'

/**
 * The follow-up of an enquiry through the Dashboard's API (docs/staff.md › Following up enquiries), as the signed-in
 * test admin of the follow-up files (followup-fixture.ts): an enquiry sent through the public form, changed, its
 * timeline and its row in the list; and the mails they queue, sent.
 */
/** Runs the mail and enquiry-mail queues until nothing is due, as `npm run jobs` would. */
export const runMailJobs = () => runMailQueues(payload, { urgent: true })

let seq = 0
/** An enquiry through the public form, as a visitor sends it; answers its id. */
export async function enquiry(extra: Record<string, unknown> = {}): Promise<number> {
  const n = ++seq
  const email = `follow${n}-${Date.now()}@school.test`
  const res = await postJson('/api/contacts', {
    name: `Teacher ${n}`,
    email,
    organization: `IES Follow ${n}`,
    contactType: 'school',
    destination: 'porto',
    message: 'We would like a week in Porto for 30 pupils.\nIn May, if possible.',
    privacyConsent: true,
    ...extra,
  })
  expect(res.status).toBe(201)
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM contacts WHERE email = $1', [
    String(extra.email ?? email).toLowerCase(),
  ])
  // The enquiry's own mails are not what these tests look at: clear them out of the queue.
  await pool.query(`DELETE FROM payload_jobs WHERE input->>'contactId' = $1`, [String(rows[0]!.id)])
  return rows[0]!.id
}

export const patch = (id: number, body: unknown, as = cookie) =>
  api(`/api/contacts/${id}`, {
    method: 'PATCH',
    cookie: as,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

type Entry = {
  type: string
  at: string
  by: { id: number; name: string } | null
  text?: string
  data: Record<string, unknown> & { status?: string; error?: string; from?: string; to?: string; toName?: string }
}
type Timeline = {
  entries: Entry[]
  related: Array<{ id: number; sameEmail: boolean }>
  replyDraft: { subject: string; text: string }
}
export async function timeline(id: number): Promise<Timeline> {
  const res = await api(`/api/contacts/${id}/timeline`, { cookie })
  expect(res.status).toBe(200)
  return res.json()
}

export async function listed(id: number) {
  const all = await (await api('/api/contacts', { cookie })).json()
  return all.find((c: { id: number }) => c.id === id)
}
