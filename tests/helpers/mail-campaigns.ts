import { expect } from 'vitest'

import { postJson } from './http'
import { cookie } from './mail-fixture'
import { pool } from './payload-with-sink'
import type { ReceivedMail } from './smtp-sink'

/**
 * A campaign of the mail files (mail-fixture.ts) through the admin's API, as the signed-in test admin: created for
 * some schools, moved on (send, schedule, cancel), and what it delivered to whom.
 */
export async function createCampaign(recipients: number[], fields: Record<string, unknown> = {}) {
  const res = await postJson(
    '/api/email-campaigns',
    {
      name: 'Spring trips',
      subject: 'Trips for -schoolName-',
      htmlContent:
        '<html><body><p>Dear -contactPerson-,</p><p>Ideas for -schoolName- in -city-, -country-.</p><p><a href="{{unsubscribeUrl}}">Unsubscribe</a></p></body></html>',
      recipients,
      ...fields,
    },
    { cookie },
  )
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; status: string }
}

export const action = (id: number, verb: string, body: unknown = {}) =>
  postJson(`/api/email-campaigns/${id}/${verb}`, body, { cookie })

export async function deliveries(campaignId: number) {
  const { rows } = await pool.query<{ email: string; status: string; attempts: number }>(
    'SELECT email, status, attempts::int AS attempts FROM email_deliveries WHERE campaign_id = $1 ORDER BY id',
    [campaignId],
  )
  return rows
}

/** How many of `mails` each address received. */
export const byEmail = (mails: ReceivedMail[]) => {
  const counts = new Map<string, number>()
  for (const m of mails) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}
