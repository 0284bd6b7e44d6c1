import { test } from './fixtures'

import { startAppServer } from '../helpers/app-server'
import { e2eWorkerPorts } from '../helpers/ports'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

/** The address of the app `startsSendingApp` runs: a spec that uses it opens its pages there (`test.use`). */
export const sendingAppURL = `http://127.0.0.1:${e2eWorkerPorts().extraApp}`

/**
 * For a spec whose staff send mail and read what arrived: an app of its own on the run's database, mailing into an
 * in-process SMTP sink and running the mail queue itself (JOBS_IN_APP), started before the spec's tests and stopped
 * after them. The sink listens on the worker app's own mail port too: that app runs the same job queues on the same
 * database, and either may claim the campaign's sends. Returns the sink's getter (it exists once the tests run).
 */
export function startsSendingApp(): () => SmtpSink {
  let sink: SmtpSink | undefined
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
    app = await startAppServer(process.env.E2E_DATABASE_URI!, e2eWorkerPorts().extraApp, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      JOBS_IN_APP: 'true',
      MAIL_PER_SECOND: '0',
    })
  })
  test.afterAll(async () => {
    await app?.stop()
    await sink?.close()
  })
  return () => sink!
}
