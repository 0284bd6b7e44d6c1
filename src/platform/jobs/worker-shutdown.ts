import type { Payload } from 'payload'

import { stopCampaignSenders } from '@/features/campaigns/sender'

/** Jobs of the campaign sender this process is running (payload_jobs ids). */
const runningJobs = new Set<number | string>()
let installed = false

/**
 * Tracks a campaign sender job of this process, so that SIGTERM in a job worker hands its work back
 * (handBackCampaignWork). Only in a worker: the Next.js server has its own shutdown. Never longer than 10 s: after
 * that the process exits anyway (its claims then time out).
 */
export function trackSenderJob(payload: Payload, jobId: number | string | undefined): () => void {
  if (jobId === undefined) return () => {}
  installShutdown(payload)
  runningJobs.add(jobId)
  return () => runningJobs.delete(jobId)
}

function installShutdown(payload: Payload) {
  // `payload jobs:run` (Payload's own command) gets this handler; `npm run jobs` (src/platform/jobs/worker.ts)
  // calls handBackCampaignWork from its own shutdown, which also lets the job runner's jobs in progress finish.
  if (installed || !process.argv.includes('jobs:run')) return
  installed = true
  process.once('SIGTERM', () => {
    setTimeout(() => process.exit(143), 10_000).unref()
    void handBackCampaignWork(payload).finally(() => process.exit(143))
  })
}

/**
 * On shutdown: stop claiming, hand the claimed recipients that were not yet given to the SMTP server back to the
 * queue, let the mails in transmission finish (they are recorded), and mark this process's sender jobs as no longer
 * processing, so another worker carries on at once instead of after the claim timeout.
 */
export async function handBackCampaignWork(payload: Payload): Promise<void> {
  // Taken before stopping: a stopped run returns from its job, which then leaves this set, but the process
  // exits before Payload records that job as completed.
  const jobs = [...runningJobs].map(Number)
  try {
    await stopCampaignSenders()
    if (jobs.length) {
      await payload.db.pool.query(
        'UPDATE payload_jobs SET processing = false WHERE id = ANY($1::int[]) AND completed_at IS NULL',
        [jobs],
      )
    }
    payload.logger.info('Job worker stopping: campaign claims handed back.')
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Job worker shutdown' })
  }
}
