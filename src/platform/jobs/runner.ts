import type { Payload } from 'payload'

import { startTimedLane } from './timed-lane'
import { startUrgentLane } from './urgent-lane'

/**
 * The job runner: the one thing that runs the queues, in whichever process runs jobs (`npm run jobs` in
 * production, src/platform/jobs/worker.ts; the app itself in development, src/start-payload.ts). Payload's
 * autoRun is off (payload.config.ts). It has two lanes, side by side, because their jobs differ:
 * - the urgent lane (src/platform/jobs/urgent-lane.ts): mails someone is waiting for and the editors' scheduled
 *   publications, drained batch after batch, one process at a time under a lock, due within a second;
 * - the timed lane (src/platform/jobs/timed-lane.ts): campaigns, follow-up reminders and the retention run, and
 *   the schedules that queue them, every 10 seconds (10 minutes for privacy). A campaign run holds its job for
 *   up to 50 s and must never hold up a new enquiry's notification.
 * `stop()` lets the jobs in progress finish.
 */
export function startJobRunner(payload: Payload) {
  const lanes = [startUrgentLane(payload), startTimedLane(payload)]
  return { stop: async () => void (await Promise.all(lanes.map((lane) => lane.stop()))) }
}
