import type { Migration, Payload } from 'payload'
import pg from 'pg'

import { adminCredentials, databaseUri } from '@/platform/env'
import { migrations } from '@/migrations'
import { FIRST_ADMIN_FROM_ENV } from '@/features/staff/hooks/password-policy'

/** Arbitrary constant naming the start-up lock in pg_advisory_lock. */
const BOOTSTRAP_LOCK_KEY = 7_250_214

/**
 * Runs whenever Payload starts (payload.config onInit: the app, a job worker, the set-up step): applies the
 * committed migrations and creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is no user yet.
 * The site's content is not filled in here but by the set-up step before the app starts (src/seed/setup.ts), so
 * the running app never loads the seed.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  keepPoolAliveOnErrors(payload)
  await withStartupLock(async () => {
    // The generated list is typed with the postgres adapter's argument types; migrate() takes the generic ones.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await ensureFirstAdmin(payload)
  })
}

/**
 * Runs `work` under the start-up's PostgreSQL advisory lock, so that several instances starting at once (and the
 * set-up step filling in the content) take turns. The lock is held on a connection of its own, outside the pool, so
 * `work` can use every pooled connection meanwhile.
 */
export async function withStartupLock(work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUri() })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [BOOTSTRAP_LOCK_KEY])
    await work()
  } finally {
    // Closing the session releases the advisory lock.
    await lock.end()
  }
}

/**
 * When PostgreSQL restarts it closes every connection; node-postgres then emits 'error' on the pool for
 * each idle client, and an 'error' event without a listener ends the process. With this listener the
 * pool drops the dead clients and opens new ones once the database is back.
 */
function keepPoolAliveOnErrors(payload: Payload): void {
  const pool = payload.db.pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => payload.logger.warn(`PostgreSQL connection lost: ${error.message}`))
}

async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const admin = adminCredentials()
  if (!admin) {
    payload.logger.warn('No user exists and ADMIN_EMAIL / ADMIN_PASSWORD are not set: nobody can sign in yet.')
    return
  }
  try {
    await payload.create({
      collection: 'users',
      data: { ...admin, role: 'admin', name: 'Admin' },
      context: { [FIRST_ADMIN_FROM_ENV]: true },
    })
  } catch (error) {
    const problems = (error as { data?: { errors?: Array<{ message?: string }> } }).data?.errors
    if (!problems?.length) throw error
    // A weak ADMIN_PASSWORD stops the start with the reason, rather than leaving nobody able to sign in.
    throw new Error(`ADMIN_PASSWORD is refused: ${problems.map((p) => p.message).join(' ')}`)
  }
  payload.logger.info(`Created the first admin: ${admin.email}`)
}
