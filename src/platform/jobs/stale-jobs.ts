import type { Payload, TaskConfig, Where } from 'payload'

import { senderHasWork } from '@/features/campaigns/deliveries'
import type { Queryable } from '@/platform/db'
import { mailSettings } from '@/platform/mail/settings'

type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

/**
 * beforeSchedule of a recurring task (the campaign sender, the enquiry reminders), called by every worker on
 * every tick of the job runner's timed lane (src/platform/jobs/timed-lane.ts). `hasWork` says whether a run is wanted now rather than at its time.
 *
 * Payload's default schedules a task only when no job of it is open — "processing" ones included. A worker
 * killed (or stopped by SIGTERM) in the middle of a job leaves that job `processing: true` for ever, so
 * a fresh worker found nothing to run and scheduled nothing until the old job was declared stale: minutes
 * doing nothing (see docs/architecture.md › Mail and campaigns). Here only a job that is *waiting* counts: processing
 * ones may belong to a dead worker and never block, since several sender runs at once are safe. When there is
 * work now (a recipient due, a dead worker's claims, a due scheduled campaign), the run is due now, not at
 * the next minute: a fresh worker starts sending on its first tick.
 */
export function recurringTaskGuard(
  taskSlug: string,
  hasWork: (payload: Payload) => Promise<boolean> = async () => false,
): BeforeScheduleFn {
  return async ({ req, queueable }) => {
    const settings = mailSettings()
    const { payload } = req
    const open: Where[] = [
      { taskSlug: { equals: taskSlug } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
    ]
    // Tidy-up only: a job processing for longer than a run can last belonged to a dead worker. Back to the
    // queue it goes (its work is idempotent), rather than lying about for ever.
    const stale = new Date(Date.now() - settings.jobBudgetMs - settings.claimTimeoutMs).toISOString()
    await payload.update({
      collection: 'payload-jobs',
      where: { and: [...open, { processing: { equals: true } }, { updatedAt: { less_than: stale } }] },
      data: { processing: false },
      overrideAccess: true,
      depth: 0,
    })
    const now = new Date()
    const { docs: waiting } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [...open, { processing: { equals: false } }] },
      select: { waitUntil: true },
      sort: 'waitUntil',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    const first = waiting[0]
    if (first && (!first.waitUntil || new Date(first.waitUntil) <= now)) {
      return { shouldSchedule: false } // due now: this tick runs it
    }
    const urgent = await hasWork(payload)
    if (first) {
      // A run is waiting for a later minute: bring it forward when there is work now.
      if (urgent) {
        await payload.update({
          collection: 'payload-jobs',
          id: first.id,
          data: { waitUntil: new Date(now.getTime() - 1000).toISOString() },
          overrideAccess: true,
          depth: 0,
        })
      }
      return { shouldSchedule: false }
    }
    return {
      shouldSchedule: true,
      input: {},
      // Payload runs only jobs whose waitUntil is strictly in the past.
      waitUntil: urgent ? new Date(now.getTime() - 1000) : queueable.waitUntil,
    }
  }
}

/** The campaign sender's: due at once when a recipient is due, a dead worker's claims expired, or a campaign is due. */
export const campaignSenderGuard = (taskSlug: string) =>
  recurringTaskGuard(taskSlug, (payload) => senderHasWork(payload.db.pool, mailSettings().claimTimeoutMs))

/**
 * Puts back in their queue the jobs of `queues` that a dead worker left `processing: true`: Payload has no lease
 * on a job, so a worker killed (SIGKILL, out of memory) in the middle of a batch leaves them so for ever, and no
 * runner ever picks a processing job. Answers how many it gave back.
 *
 * Only for the urgent lane's queues, whose batches run under its lock (src/platform/jobs/runner-lock.ts), and only
 * called while holding it: a live runner marks its jobs processing and finishes them inside the lock, so any
 * job still processing when another batch has the lock belongs to a runner that is gone. That tells a dead
 * worker from a slow one at once, without an age threshold a slow SMTP server could pass.
 */
export async function releaseJobsOfDeadRunners(db: Queryable, queues: readonly string[]): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing AND completed_at IS NULL AND queue = ANY($1::text[])`,
    [queues],
  )
  return rowCount ?? 0
}

/** How long a finished job is kept (payload.config.ts keeps them rather than delete them on completion). */
export const FINISHED_JOBS_KEPT_MS = 24 * 60 * 60_000

/**
 * Deletes the jobs that finished (done, or failed for good) more than `olderThanMs` ago, their logs with them.
 * Answers how many it deleted.
 */
export async function deleteFinishedJobs(db: Queryable, olderThanMs = FINISHED_JOBS_KEPT_MS): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM payload_jobs
      WHERE (completed_at IS NOT NULL OR has_error) AND NOT coalesce(processing, false)
        AND updated_at < now() - make_interval(secs => $1::float8 / 1000)`,
    [olderThanMs],
  )
  return rowCount ?? 0
}
