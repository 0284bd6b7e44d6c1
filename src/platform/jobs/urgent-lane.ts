import type { Payload } from 'payload'

import { ENQUIRY_MAIL_QUEUE, STAFF_MAIL_QUEUE } from '@/features/enquiries/jobs/enquiry-queues'
import { enquiryMailSettings, type EnquiryMailSettings } from '@/platform/mail/settings'
import { closeUrgentLaneLock, withUrgentLaneLock } from './runner-lock'
import { deleteFinishedJobs, releaseJobsOfDeadRunners } from './stale-jobs'

/**
 * The editors' scheduled publications: Payload's schedulePublish task, on Payload's default queue. One short job at
 * a minute an editor chose, due within a second of it instead of at a 10-second tick.
 */
export const PUBLISH_QUEUE = 'default'

/**
 * The urgent lane's queues, most urgent first: a batch is taken from the first that has due jobs. A publication
 * goes first rather than wait behind a burst of enquiries' mails; then the mails to staff (a new enquiry's
 * notification, a reply, a new owner's notice), then the mails to the people who wrote.
 */
export const URGENT_QUEUES = [PUBLISH_QUEUE, STAFF_MAIL_QUEUE, ENQUIRY_MAIL_QUEUE] as const

/**
 * Runs one batch of the most urgent queue that has due jobs; answers how many jobs it ran (0: nothing is due).
 * Tests call it until it answers 0.
 */
export async function runUrgentBatch(payload: Payload, limit = enquiryMailSettings().batch): Promise<number> {
  return withUrgentLaneLock(async () => {
    // Holding the lock, no live runner has a batch in progress: jobs still processing were left by a dead one.
    const released = await releaseJobsOfDeadRunners(payload.db.pool, URGENT_QUEUES)
    if (released) payload.logger.warn(`Job runner: ${released} jobs left by a stopped worker queued again`)
    await tidyFinishedJobs(payload)
    for (const queue of URGENT_QUEUES) {
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
 * Keeps running batches while there are due jobs, and looks again every `pollMs` when there are none. The lanes
 * of several processes take turns (runUrgentBatch). `stop()` lets the batch in progress finish, so no job is left
 * marked as processing.
 */
export function startUrgentLane(payload: Payload, settings: EnquiryMailSettings = enquiryMailSettings()) {
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
        if (await runUrgentBatch(payload, settings.batch)) continue
      } catch (error) {
        // The database may be down for a moment: try again at the next poll.
        payload.logger.error({ err: error, msg: 'Job runner (urgent lane) failed; trying again' })
      }
      if (!stopping) await pause(settings.pollMs)
    }
  })()
  return {
    stop: async () => {
      stopping = true
      wake?.()
      await running
      await closeUrgentLaneLock()
    },
  }
}
