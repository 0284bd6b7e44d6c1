import { beforeAll } from 'vitest'

import { adminCookie } from './http'
import { runMailQueues } from './mail-queues'
import { payload, payloadWithSink, QUICK_RETRIES } from './payload-with-sink'

/** The test admin's session cookie: set by `campaignComposeFixture()`. */
export let cookie: string

let seq = 0

/**
 * Registers the set-up of the campaign-compose files (docs/product.md › Mail and campaigns): the SMTP sink, short
 * retry and claim delays and Payload (payload-with-sink.ts), and the test admin signed in. `schoolsAfter` numbers
 * this file's schools from there on: a school's address is unique in the worker's database, which the files share.
 */
export function campaignComposeFixture({ schoolsAfter = 0 }: { schoolsAfter?: number } = {}) {
  seq = schoolsAfter
  payloadWithSink({ ...QUICK_RETRIES, MAIL_FROM: 'hello@agency.test' })
  beforeAll(async () => {
    cookie = await adminCookie()
  })
}

/** Runs the mail queue until nothing is due, as `npm run jobs` would. */
export const runMailJobs = () => runMailQueues(payload, { urgent: false })

export async function school(data: Record<string, unknown>) {
  const n = ++seq
  return payload.create({
    collection: 'schools',
    data: { name: `Compose School ${n}`, email: `compose${n}@school.test`, contactPerson: `Teacher ${n}`, ...data },
  })
}

export const errorsOf = async (res: Response) =>
  ((await res.json()) as { errors: Array<{ field: string; message: string }> }).errors
