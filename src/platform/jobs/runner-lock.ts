import pg from 'pg'

import { databaseUri } from '@/platform/env'

/** The urgent lane's key in PostgreSQL's advisory-lock space (any constant of our own; the value it always had). */
const URGENT_LANE_LOCK = 7_424_001

let client: pg.Client | null = null
/** Batches of this process, one after another: the lock is the session's, so it would let a second one in. */
let inProcess: Promise<unknown> = Promise.resolve()

async function lockClient(): Promise<pg.Client> {
  if (client) return client
  const next = new pg.Client({ connectionString: databaseUri(), connectionTimeoutMillis: 5000 })
  // A lost connection has dropped the lock with it: the next batch connects again.
  next.on('error', () => {
    if (client === next) client = null
  })
  next.on('end', () => {
    if (client === next) client = null
  })
  await next.connect()
  client = next
  return next
}

/**
 * Runs `fn` while no other process runs a batch of the urgent lane (src/platform/jobs/urgent-lane.ts). Payload
 * claims jobs with a read and then an update (not FOR UPDATE SKIP LOCKED), so the batches of two workers polling
 * at once could both claim one job and send its mail, or run its publication, twice. A PostgreSQL advisory lock
 * makes the second wait for the first, which has then marked its jobs done. The lock is held by a connection of
 * its own, outside Payload's pool (which a batch needs whole); a worker that dies drops the connection, and
 * PostgreSQL the lock with it.
 */
export function withUrgentLaneLock<T>(fn: () => Promise<T>): Promise<T> {
  const run = inProcess.then(async () => {
    const db = await lockClient()
    await db.query('SELECT pg_advisory_lock($1)', [URGENT_LANE_LOCK])
    try {
      return await fn()
    } finally {
      await db.query('SELECT pg_advisory_unlock($1)', [URGENT_LANE_LOCK]).catch(() => {
        // The connection is gone, and the lock with it.
        void db.end().catch(() => {})
      })
    }
  })
  inProcess = run.catch(() => {})
  return run
}

/** Closes the lock's connection (a worker stopping, a test file ending). */
export async function closeUrgentLaneLock(): Promise<void> {
  const db = client
  client = null
  await db?.end().catch(() => {})
}
