import type { Payload, Sort } from 'payload'

import { enquiryMailSettings, type EnquiryMailSettings } from '@/platform/mail/settings'
import { closeEnquiryMailLock, withEnquiryMailLock } from './runner-lock'
import { deleteFinishedJobs, releaseJobsOfDeadRunners } from '@/platform/jobs/stale-jobs'

/**
 * The enquiry-mail queues: mails about one enquiry, which someone is waiting for. They are not run by Payload's
 * 10-second autoRun ticks (10 or 20 jobs a tick, so 3,000 enquiries took ~50 minutes) but by a runner that keeps
 * claiming batches while there is work (startEnquiryMailRunner, below) in whichever process runs the jobs:
 * `npm run jobs` in production (src/platform/jobs/worker.ts), the app itself in development.
 *
 * To add a mail: register its task in `enquiryMailTasks` (src/platform/jobs/mail-tasks.ts) and queue it on one of these
 * queues, as src/features/enquiries/jobs/queue-mail.ts does for a new enquiry's two mails.
 */

/** Mails to the staff (a new enquiry's notification): newest first, ahead of everything below. */
export const STAFF_MAIL_QUEUE = 'staff-mail'
/** Mails to the people who wrote (the auto-reply), oldest first. */
export const ENQUIRY_MAIL_QUEUE = 'enquiry-mail'

/**
 * The editors' scheduled publications (Payload's schedulePublish task, on Payload's default queue). Not in
 * Payload's autoRun either: it claims a job by reading it and then updating it, and every worker's autoRun
 * ticks at the same second, so with two job runners one publication ran twice (seen in the e2e run: the app
 * and a worker on one database). Under this runner's lock, one at a time, and due within a second of its time
 * instead of ten.
 */
export const PUBLISH_QUEUE = 'default'

/**
 * Most urgent first: a batch is taken from the first queue that has due jobs. A publication is one short job at
 * a minute an editor chose, so it goes first rather than wait behind a burst of enquiries' mails.
 */
export const RUNNER_QUEUES = [PUBLISH_QUEUE, STAFF_MAIL_QUEUE, ENQUIRY_MAIL_QUEUE] as const

/**
 * Payload's `processingOrder` per queue. Staff notifications go newest first: after a burst of thousands of
 * enquiries (often a bot's), the staff hear of the next real one within a batch instead of after the whole
 * burst; the burst's own notifications follow as fast as the worker sends. Auto-replies keep arrival order.
 */
export const enquiryQueuesProcessingOrder: Record<string, Sort> = {
  [STAFF_MAIL_QUEUE]: '-createdAt',
  [ENQUIRY_MAIL_QUEUE]: 'createdAt',
}

/**
 * Runs one batch of the most urgent of the runner's queues that has due jobs; answers how many jobs it ran
 * (0: nothing is due). Tests call it until it answers 0.
 */
export async function runEnquiryMailBatch(payload: Payload, limit = enquiryMailSettings().batch): Promise<number> {
  // One batch at a time across processes, or two workers could claim the same job (src/features/enquiries/jobs/runner-lock.ts).
  return withEnquiryMailLock(async () => {
    // Holding the lock, no live runner has a batch in progress: jobs still processing were left by a dead one.
    const released = await releaseJobsOfDeadRunners(payload.db.pool, RUNNER_QUEUES)
    if (released) payload.logger.warn(`Enquiry mail runner: ${released} jobs left by a stopped worker queued again`)
    await tidyFinishedJobs(payload)
    for (const queue of RUNNER_QUEUES) {
      const result = await payload.jobs.run({ queue, limit, silent: { info: true } })
      const ran = Object.keys(result.jobStatus ?? {}).length
      if (ran) return ran
    }
    return 0
  })
}

let lastTidy = 0

/** Finished jobs of every queue go after a day; looked for once every ten minutes by each runner. */
async function tidyFinishedJobs(payload: Payload): Promise<void> {
  if (Date.now() - lastTidy < 10 * 60_000) return
  lastTidy = Date.now()
  await deleteFinishedJobs(payload.db.pool)
}

/**
 * Keeps running enquiry-mail batches while there are due jobs, and looks again every `pollMs` when there are
 * none. One runner per process; the runners of several processes take turns (runEnquiryMailBatch). `stop()` lets
 * the batch in progress finish, so no job is left marked as processing.
 */
export function startEnquiryMailRunner(payload: Payload, settings: EnquiryMailSettings = enquiryMailSettings()) {
  let stopping = false
  let wake: (() => void) | undefined
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const running = (async () => {
    while (!stopping) {
      try {
        if (await runEnquiryMailBatch(payload, settings.batch)) continue
      } catch (error) {
        // The database may be down for a moment: try again at the next poll, as Payload's own crons do.
        payload.logger.error({ err: error, msg: 'Enquiry mail runner failed; trying again' })
      }
      if (!stopping) await pause(settings.pollMs)
    }
  })()
  return {
    stop: async () => {
      stopping = true
      wake?.()
      await running
      await closeEnquiryMailLock()
    },
  }
}
