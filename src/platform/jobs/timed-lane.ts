import { Cron } from 'croner'
import type { Payload } from 'payload'

import { PRIVACY_QUEUE } from '@/features/privacy/jobs/retention'
import { MAIL_QUEUE } from './mail-queue'

/**
 * The timed lane's queues and how often each is looked at. Each tick first queues what the queue's schedules have
 * due (Payload's `jobs.handleSchedules`: the campaign sweep and the follow-up reminders on the mail queue, the
 * daily retention run on the privacy queue), then runs up to `limit` due jobs (`jobs.run`): what Payload's own
 * autoRun does, in the runner that also owns the urgent lane. No lock: two workers' ticks may both run a
 * campaign sweep, which shares its work through claims of its own (src/features/campaigns/delivery-queue.ts).
 */
export const TIMED_QUEUES = [
  { queue: MAIL_QUEUE, cron: '*/10 * * * * *', limit: 20 },
  { queue: PRIVACY_QUEUE, cron: '*/10 * * * *', limit: 10 },
] as const

/**
 * Starts one tick per queue of TIMED_QUEUES. A tick still running when the next is due is not doubled
 * (`protect`): a campaign run may hold its job for up to MAIL_JOB_BUDGET_MS. `stop()` ends the ticks and waits for
 * those in progress.
 */
export function startTimedLane(payload: Payload) {
  const inProgress = new Set<Promise<unknown>>()
  let stopping = false
  const ticks = TIMED_QUEUES.map(
    ({ queue, cron, limit }) =>
      new Cron(cron, { protect: true }, async () => {
        if (stopping) return
        const tick = (async () => {
          await payload.jobs.handleSchedules({ queue })
          // A stop that came while the schedules were queued: no job is started any more.
          if (!stopping) await payload.jobs.run({ queue, limit, silent: { info: true } })
        })().catch((error: unknown) => {
          // The database may be down for a moment: the next tick tries again.
          payload.logger.error({ err: error, msg: `Job runner (timed lane) failed on queue ${queue}; trying again` })
        })
        inProgress.add(tick)
        await tick
        inProgress.delete(tick)
      }),
  )
  return {
    stop: async () => {
      stopping = true
      for (const tick of ticks) tick.stop()
      await Promise.all(inProgress)
    },
  }
}
