import type { Pool } from 'pg'

import { migrations } from '@/migrations'

export type Health = {
  status: 'ok' | 'unavailable'
  database: 'up' | 'down'
  migrations?: { committed: number; pending: string[] }
  jobs?: { waiting: number; oldestWaitingSeconds: number | null }
}

/**
 * What an operator's health check wants to know, read from PostgreSQL in one round trip: the committed
 * migrations that are not in payload_migrations yet, and the jobs that are due but not picked up (mail,
 * campaigns, retention). A job is waiting from the moment it may run (created, or its retry time), so a
 * growing age means no worker is running or the workers cannot keep up.
 */
export async function readHealth(pool: Pool): Promise<Health> {
  const { rows } = await pool.query<{ applied: string[] | null; waiting: number; oldest: number | null }>(
    `SELECT (SELECT array_agg(name) FROM payload_migrations) AS applied,
            count(*)::int AS waiting,
            extract(epoch FROM now() - min(coalesce(wait_until, created_at)))::float8 AS oldest
       FROM payload_jobs
      WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND NOT coalesce(processing, false)
        AND (wait_until IS NULL OR wait_until <= now())`,
  )
  const applied = new Set(rows[0]?.applied ?? [])
  const pending = migrations.map((m) => m.name).filter((name) => !applied.has(name))
  return {
    status: pending.length ? 'unavailable' : 'ok',
    database: 'up',
    migrations: { committed: migrations.length, pending },
    jobs: {
      waiting: rows[0]?.waiting ?? 0,
      oldestWaitingSeconds: rows[0]?.oldest == null ? null : Math.max(0, Math.round(rows[0].oldest)),
    },
  }
}
