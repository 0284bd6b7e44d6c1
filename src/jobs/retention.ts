import type { JobsConfig, TaskConfig } from 'payload'

import { runRetention } from '@/lib/privacy/retention'

type AutorunCronConfig = Exclude<NonNullable<JobsConfig['autoRun']>, (...args: never[]) => unknown>[number]

/** The queue of the privacy jobs. */
export const PRIVACY_QUEUE = 'privacy'

type RetentionIO = {
  input: { asOf?: string | null }
  output: { asOf: string; removed: Record<string, number> }
}

/**
 * The daily retention job (src/lib/privacy/retention.ts): deletes the rows whose retention period has ended
 * and keeps how many of each kind it removed in the job's output (and in the audit trail). Scheduled every day
 * at 03:00 (server time); `asOf` lets a run use a controlled clock in the past (tests), never the future.
 */
export const retentionTask: TaskConfig<RetentionIO> = {
  slug: 'privacy-retention',
  label: 'Privacy: delete data past its retention period',
  inputSchema: [{ name: 'asOf', type: 'date' }],
  outputSchema: [
    { name: 'asOf', type: 'date', required: true },
    { name: 'removed', type: 'json', required: true },
  ],
  schedule: [{ cron: '0 3 * * *', queue: PRIVACY_QUEUE }],
  retries: 3,
  handler: async ({ input, req }) => {
    const report = await runRetention(req.payload, input.asOf ? new Date(input.asOf) : new Date())
    req.payload.logger.info({ msg: 'Retention job done', ...report })
    return { output: report }
  },
}

/**
 * Runs the privacy queue's due jobs every 10 minutes in the app process and queues the next scheduled run.
 * (`payload jobs:run --queue privacy` does the same from a separate worker.)
 */
export const privacyAutoRun: AutorunCronConfig = { cron: '*/10 * * * *', queue: PRIVACY_QUEUE }
