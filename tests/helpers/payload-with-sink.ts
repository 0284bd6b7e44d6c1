import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll } from 'vitest'

import { type SmtpSink, startSmtpSink } from './smtp-sink'
import { appUrl } from './worker'

/** The file's SMTP sink, Payload and pool: set by `payloadWithSink()`. */
export let sink: SmtpSink
export let payload: Payload
export let pool: Pool

/**
 * Registers the file's mail set-up: a real SMTP server in this process (the sink), the mail settings pointing at it
 * with `settings` over them (links in the mails point at the app under test), then Payload, which reads them when it
 * loads. The settings go into this process's environment: a file using this runs in a process of its own
 * (OWN_PROCESS or SERIAL in vitest.config.ts). The values above are set before the file's own beforeAll runs, and
 * the sink is closed after its own afterAll.
 */
export function payloadWithSink(settings: Record<string, string>) {
  beforeAll(async () => {
    sink = await startSmtpSink()
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      NEXT_PUBLIC_SERVER_URL: appUrl(),
      ...settings,
    })
    // Payload's config reads the mail settings when it loads: import it only now.
    payload = await (await import('./payload')).testPayload()
    pool = payload.db.pool
  })

  afterAll(async () => {
    await sink?.close()
  })
}

/** Mail settings for tests that send many mails and retry them: no throttle, and retries and stale claims in ms. */
export const QUICK_RETRIES = { MAIL_PER_SECOND: '0', MAIL_RETRY_DELAY_MS: '200', MAIL_CLAIM_TIMEOUT_MS: '1500' }
