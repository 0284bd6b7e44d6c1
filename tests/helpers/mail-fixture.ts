import { afterEach, beforeAll } from 'vitest'

import { adminCookie } from './http'
import { runMailQueues } from './mail-queues'
import { payload, payloadWithSink, pool, QUICK_RETRIES, sink } from './payload-with-sink'

/** Where the staff notifications of enquiries go. */
export const STAFF = 'office@agency.test'

/** The test admin's session cookie, and the number of the last school `makeSchools` made: set by `mailFixture()`. */
export let cookie: string
export let schoolSeq = 0

/**
 * Registers the set-up of the mail files (docs/product.md › Mail and campaigns): the SMTP sink, short retry and claim
 * delays and Payload (payload-with-sink.ts), the test admin signed in, and the sink back to accepting after each
 * test. `schoolsAfter` numbers this file's schools from there on: a school's address is unique in the worker's
 * database, which the files share, and one opted out stays on the suppression list.
 */
export function mailFixture({ schoolsAfter = 0 }: { schoolsAfter?: number } = {}) {
  schoolSeq = schoolsAfter
  payloadWithSink({ ...QUICK_RETRIES, MAIL_FROM: 'hello@agency.test', STAFF_EMAIL: STAFF, MAIL_MAX_ATTEMPTS: '3' })
  beforeAll(async () => {
    cookie = await adminCookie()
  })
  afterEach(() => {
    sink.setDown(false)
    sink.setVerdict(() => null)
  })
}

/** Runs the mail and enquiry-mail queues until nothing is due, as `npm run jobs` would. */
export const runMailJobs = () => runMailQueues(payload, { urgent: true })

/** Retries wait (exponential backoff); make them due now, as a worker would find them when their time comes. */
export const makeRetriesDue = () =>
  pool.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE completed_at IS NULL`)

export const send = () => payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: 'mail' })

export async function makeSchools(count: number, extra: Record<string, unknown> = {}) {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const n = ++schoolSeq
    const doc = await payload.create({
      collection: 'schools',
      data: {
        name: `Mail School ${n}`,
        email: `school${n}@mail.test`,
        country: 'Italy',
        city: 'Bari',
        contactPerson: `Teacher ${n}`,
        ...extra,
      },
    })
    ids.push(doc.id)
  }
  return ids
}
