import type { Payload } from 'payload'

/**
 * Runs the `mail` queue (campaigns, the follow-up mails) until nothing is due, as `npm run jobs` would; with `urgent`,
 * the urgent lane too (an enquiry's mails), until neither has anything left.
 */
export async function runMailQueues(payload: Payload, { urgent }: { urgent: boolean }): Promise<void> {
  const runUrgentBatch = urgent ? (await import('@/platform/jobs/urgent-lane')).runUrgentBatch : null
  for (let i = 0; i < 20; i++) {
    const result = await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
    if (result.noJobsRemaining && !(runUrgentBatch && (await runUrgentBatch(payload)))) return
  }
}
