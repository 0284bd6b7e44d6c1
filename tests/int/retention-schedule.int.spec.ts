/**
 * The daily retention job runs at 03:00 in Madrid, whatever the server's time zone and across daylight-saving
 * changes: Payload's own scheduler (payload.jobs.handleSchedules, as the job runner's timed lane calls it) queues the next
 * run at that time, counted from when the previous one was scheduled.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PRIVACY_QUEUE, retentionTask } from '@/features/privacy/jobs/retention'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Payload's scheduler, as if the previous run had been scheduled at `last`; answers the queued run's time. */
async function nextRunScheduledAfter(last: string): Promise<string> {
  const pool = payload.db.pool
  // No run waiting (the scheduler queues one only when none is), and the previous one scheduled at `last`.
  await pool.query(`DELETE FROM payload_jobs WHERE task_slug = 'privacy-retention' AND completed_at IS NULL`)
  await payload.updateGlobal({
    slug: 'payload-jobs-stats',
    data: {
      stats: {
        scheduledRuns: { queues: { [PRIVACY_QUEUE]: { tasks: { [retentionTask.slug]: { lastScheduledRun: last } } } } },
      },
    },
    overrideAccess: true,
  })
  const result = await payload.jobs.handleSchedules({ queue: PRIVACY_QUEUE })
  expect(result.queued, `queued ${JSON.stringify(result)}`).toHaveLength(1)
  const { rows } = await pool.query<{ wait_until: Date }>(
    `SELECT wait_until FROM payload_jobs WHERE task_slug = 'privacy-retention' AND completed_at IS NULL`,
  )
  expect(rows).toHaveLength(1)
  return rows[0]!.wait_until.toISOString()
}

describe('the retention job’s schedule', () => {
  it.each([
    // Winter time (UTC+1): 03:00 in Madrid is 02:00 UTC.
    ['a winter day', '2027-01-14T02:30:00.000Z', '2027-01-15T02:00:00.000Z'],
    // Summer time begins on Sunday 28 March 2027 at 02:00: the night before is still winter, that night summer.
    ['the night before summer time', '2027-03-26T02:30:00.000Z', '2027-03-27T02:00:00.000Z'],
    ['the night summer time begins', '2027-03-27T02:30:00.000Z', '2027-03-28T01:00:00.000Z'],
    ['a summer day', '2027-07-01T01:30:00.000Z', '2027-07-02T01:00:00.000Z'],
    // Winter time returns on Sunday 31 October 2027 at 03:00 summer time.
    ['the night before winter time', '2027-10-29T01:30:00.000Z', '2027-10-30T01:00:00.000Z'],
    ['the night winter time returns', '2027-10-30T01:30:00.000Z', '2027-10-31T02:00:00.000Z'],
  ])('after %s, runs at 03:00 in Madrid', async (_, last, expected) => {
    expect(await nextRunScheduledAfter(last)).toBe(expected)
  })
})
