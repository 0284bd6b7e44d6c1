import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAIL_QUEUE } from '@/platform/jobs/mail-queue'
import { deleteFinishedJobs } from '@/platform/jobs/stale-jobs'
import { testPayload } from '../helpers/payload'
import { waitFor } from '../helpers/staff'

/**
 * Payload claims a job by reading it and then updating it, so two runners polling in the same instant (every
 * worker's job runner ticks at the same second) can both run one job: the campaign sweep, due every minute, is such
 * a job. The sweep itself is safe to run twice (recipients are claimed with FOR UPDATE SKIP LOCKED). Payload's
 * bookkeeping was not: the second run wrote its log for a job the first had already deleted, failed, and left
 * its transaction open, one pooled connection lost for good each time, until a worker had none left.
 */
describe('two runners taking the same job at once', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  /** Sessions of this database sitting in an open transaction, with what each last ran. */
  const openTransactions = async () => {
    const { rows } = await payload.db.pool.query<{ pid: number; query: string }>(
      `SELECT pid, left(query, 120) AS query FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
    return rows
  }

  it('both finish the job and leave no transaction open', async () => {
    for (let round = 0; round < 3; round++) {
      const job = await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
      // Both read the queue before either marks the job as processing, as two workers' ticks do.
      const runs = await Promise.allSettled([
        payload.jobs.run({ queue: MAIL_QUEUE, silent: true }),
        payload.jobs.run({ queue: MAIL_QUEUE, silent: true }),
      ])
      expect(runs.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ran'))).toEqual(['ran', 'ran'])
      // Finished jobs are kept (deleteJobOnComplete: false), so the job is there, completed once, without an error
      // and no longer claimed: a run that failed on it would have marked it hasError or left it processing.
      const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, disableErrors: true })
      expect(
        done && {
          completed: Boolean(done.completedAt),
          hasError: Boolean(done.hasError),
          processing: Boolean(done.processing),
        },
        `job ${job.id} after both runs: ${JSON.stringify(done)}`,
      ).toEqual({ completed: true, hasError: false, processing: false })
    }
    // A transaction the runs left open stays open for good; a pooled one ending normally closes in milliseconds.
    await waitFor(
      'every transaction of the two runs closed',
      async () => ((await openTransactions()).length === 0 ? true : undefined),
      { ms: 5_000, describe: async () => JSON.stringify(await openTransactions()) },
    )
  })

  it('finished jobs are kept for a day, then deleted; open ones never', async () => {
    const old = await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
    await payload.jobs.run({ queue: MAIL_QUEUE, silent: true })
    const open = await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
    const recent = await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
    await payload.db.pool.query(
      `UPDATE payload_jobs SET completed_at = now() - interval '25 hours', updated_at = now() - interval '25 hours' WHERE id = $1`,
      [old.id],
    )
    await payload.db.pool.query(`UPDATE payload_jobs SET updated_at = now() - interval '25 hours' WHERE id = $1`, [
      open.id,
    ])
    await payload.db.pool.query(`UPDATE payload_jobs SET completed_at = now() WHERE id = $1`, [recent.id])
    expect(await deleteFinishedJobs(payload.db.pool)).toBeGreaterThanOrEqual(1)
    const { rows } = await payload.db.pool.query<{ id: number }>(
      'SELECT id FROM payload_jobs WHERE id = ANY($1::int[]) ORDER BY id',
      [[old.id, open.id, recent.id]],
    )
    expect(rows.map((r) => r.id)).toEqual([open.id, recent.id])
    await payload.db.pool.query('DELETE FROM payload_jobs WHERE id = ANY($1::int[])', [[open.id, recent.id]])
  })
})
