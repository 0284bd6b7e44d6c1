import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterEach, beforeAll, expect } from 'vitest'

import { adminCookie, postJson } from './http'
import { runMailQueues } from './mail-queues'
import * as setUp from './payload-with-sink'
import type { SmtpSink } from './smtp-sink'

type State = { sink: SmtpSink; payload: Payload; pool: Pool; cookie: string }

/**
 * Campaign sends against a real SMTP server (the in-process sink) and the built app, the worker being the test
 * process running Payload's mail queue as `npm run jobs` does. Registers the file's set-up (short SMTP timeouts
 * and retry delays, so relay faults take seconds) and returns the helpers; `state` is filled before the file's own
 * beforeAll runs. `name` tells this file's schools apart from other files'; `settings` are the file's own mail
 * settings over those (README "Environment"), in the environment of the file's own process, where the jobs read them.
 */
export function campaignFixture(name: string, settings: Record<string, string> = {}) {
  const state = {} as State

  setUp.payloadWithSink({
    MAIL_FROM: 'hello@agency.test',
    MAIL_PER_SECOND: '0',
    MAIL_RETRY_DELAY_MS: '200',
    MAIL_CLAIM_TIMEOUT_MS: '15000',
    MAIL_MAX_ATTEMPTS: '3',
    SMTP_CONNECTION_TIMEOUT: '3',
    SMTP_GREETING_TIMEOUT: '3',
    SMTP_SOCKET_TIMEOUT: '5',
    ...settings,
  })
  beforeAll(async () => {
    Object.assign(state, { sink: setUp.sink, payload: setUp.payload, pool: setUp.pool })
    state.cookie = await adminCookie()
  })

  afterEach(() => {
    state.sink.setDown(false)
    state.sink.setVerdict(() => null)
    state.sink.setRecipientVerdict(() => null)
    state.sink.setSenderVerdict(() => null)
    state.sink.setLoginVerdict(() => null)
  })

  let seq = 0
  return {
    state,

    runMailJobs: () => runMailQueues(state.payload, { urgent: false }),

    send: () => state.payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: 'mail' }),

    sleep: (ms: number) => new Promise((r) => setTimeout(r, ms)),

    async makeSchools(count: number) {
      const { rows } = await state.pool.query<{ id: number; email: string }>(
        `INSERT INTO schools (name, email, country, city, contact_person, updated_at, created_at)
         SELECT $3 || ' School ' || n, lower($3) || n || '@mail.test', 'Italy', 'Bari', 'Teacher ' || n, now(), now()
           FROM generate_series($1::int, $2::int) AS n RETURNING id, email`,
        [seq + 1, seq + count, name],
      )
      seq += count
      return rows
    },

    async createCampaign(recipients: number[]) {
      const res = await postJson(
        '/api/email-campaigns',
        {
          name,
          subject: 'Trips for -schoolName-',
          htmlContent: '<html><body><p>Dear -contactPerson-,</p><p>Ideas for -schoolName-.</p></body></html>',
          recipients,
        },
        { cookie: state.cookie },
      )
      expect(res.status).toBe(201)
      return (await res.json()) as { id: number }
    },

    action: (id: number, verb: string, options: { cookie?: string } = { cookie: state.cookie }) =>
      postJson(`/api/email-campaigns/${id}/${verb}`, {}, options),

    async deliveries(campaignId: number) {
      const { rows } = await state.pool.query<{
        email: string
        status: string
        attempts: number
        lastError: string | null
      }>(
        `SELECT email, status, attempts::int AS attempts, last_error AS "lastError" FROM email_deliveries
          WHERE campaign_id = $1 ORDER BY id`,
        [campaignId],
      )
      return rows
    },

    statusOf: async (id: number) =>
      (await state.pool.query<{ status: string }>('SELECT status FROM email_campaigns WHERE id = $1', [id])).rows[0]!
        .status,

    /** How many mails each address received. */
    received() {
      const counts = new Map<string, number>()
      for (const m of state.sink.accepted) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1)
      return counts
    },
  }
}
