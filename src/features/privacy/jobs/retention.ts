import { Cron } from 'croner'
import type { TaskConfig } from 'payload'

import { runRetention } from '../retention'

type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>
/** The part of Payload's job stats (global payload-jobs-stats) that says when each task was last scheduled. */
type ScheduledRuns = Record<string, { tasks?: Record<string, { lastScheduledRun?: string }> }>

/** The queue of the privacy jobs. */
export const PRIVACY_QUEUE = 'privacy'

/** Every day at 03:00, read in Madrid's time zone (Payload reads a schedule's cron in the server's own). */
export const RETENTION_CRON = '0 3 * * *'
export const RETENTION_TIME_ZONE = 'Europe/Madrid'

/** The first 03:00 in Madrid after `after`: 02:00 UTC in winter, 01:00 UTC in summer. */
export function nextRetentionRun(after: Date): Date {
  return new Cron(RETENTION_CRON, { timezone: RETENTION_TIME_ZONE }).nextRun(after)!
}

/**
 * Payload queues the next run when the last one was scheduled, due at the cron's next time in the server's time
 * zone; this hook keeps its other checks (one scheduled run waiting at a time) and sets the time in Madrid's.
 */
const inMadridTime: BeforeScheduleFn = async (args) => {
  const decision = await args.defaultBeforeSchedule!(args)
  const queues = args.jobStats?.stats?.scheduledRuns?.queues as ScheduledRuns | undefined
  const lastScheduledRun = queues?.[PRIVACY_QUEUE]?.tasks?.[retentionTask.slug]?.lastScheduledRun
  return { ...decision, waitUntil: nextRetentionRun(lastScheduledRun ? new Date(lastScheduledRun) : new Date()) }
}

type RetentionIO = {
  input: { asOf?: string | null }
  output: { asOf: string; removed: Record<string, number> }
}

/**
 * The daily retention job (src/features/privacy/retention.ts): deletes the rows whose retention period has ended
 * and keeps how many of each kind it removed in the job's output (and in the audit trail). Scheduled every day
 * at 03:00 in Madrid, summer and winter alike (servers run on UTC); `asOf` lets a run use a controlled clock in
 * the past (tests), never the future.
 */
export const retentionTask: TaskConfig<RetentionIO> = {
  slug: 'privacy-retention',
  label: 'Privacy: delete data past its retention period',
  inputSchema: [{ name: 'asOf', type: 'date' }],
  outputSchema: [
    { name: 'asOf', type: 'date', required: true },
    { name: 'removed', type: 'json', required: true },
  ],
  schedule: [{ cron: RETENTION_CRON, queue: PRIVACY_QUEUE, hooks: { beforeSchedule: inMadridTime } }],
  retries: 3,
  handler: async ({ input, req }) => {
    const report = await runRetention(req.payload, input.asOf ? new Date(input.asOf) : new Date())
    req.payload.logger.info({ msg: 'Retention job done', ...report })
    return { output: report }
  },
}
