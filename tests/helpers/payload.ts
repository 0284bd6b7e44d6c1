import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { fillMissingContent } from '@/seed/fill-missing'

let filled: Promise<void> | undefined

/**
 * The run's Payload instance (migrated by its onInit, exactly as the app starts). Its database is a copy of the
 * template the set-up step filled in; with no app server (TEST_INT_NO_APP=1) nothing did, so the first call of each
 * process fills it in, as the set-up step does (idempotent: a second process finds it done).
 */
export async function testPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (process.env.TEST_INT_NO_APP === '1') await (filled ??= fillMissingContent(payload))
  return payload
}
