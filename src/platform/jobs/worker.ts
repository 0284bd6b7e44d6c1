import { getPayload, type SanitizedConfig } from 'payload'

import { startJobRunner } from './runner'
import { handBackCampaignWork } from './worker-shutdown'

/**
 * `npm run jobs` (src/platform/jobs/worker-main.ts, bundled by `npm run build`): a job worker, running the job
 * runner (src/platform/jobs/runner.ts) as the app does in development. SIGTERM or SIGINT lets the jobs in progress
 * finish, hands the campaign sender's claims back (src/platform/jobs/worker-shutdown.ts), then exits.
 */
export async function runJobWorker(config: SanitizedConfig): Promise<void> {
  // This process is where the queues run (jobsRunInApp reads it).
  process.env.JOBS_IN_APP = 'true'
  const payload = await getPayload({ config })
  const runner = startJobRunner(payload)
  // Listened for before "Job worker started" is logged: a supervisor (or a test) that stops the worker as soon as it
  // reads that line must reach this shutdown, not Node's default one, which ends the process without handing its
  // work back (exit by signal). Logged first, a stop that came in the moment between was lost now and then.
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'))
    process.once('SIGINT', () => resolve('SIGINT'))
    payload.logger.info('Job worker started')
  })
  payload.logger.info(`Job worker stopping (${signal})`)
  // Never longer than 10 s (a supervisor's usual grace period): claims left then time out elsewhere.
  setTimeout(() => process.exit(143), 10_000).unref()
  await Promise.all([runner.stop(), handBackCampaignWork(payload)])
  await payload.destroy()
}
