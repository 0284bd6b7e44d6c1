import type { Migration, Payload } from 'payload'
import pg from 'pg'

import { adminCredentials, databaseUri } from '@/platform/env'
import { migrations } from '@/migrations'
import { FIRST_ADMIN_FROM_ENV } from '@/features/staff/hooks/password-policy'

/** Arbitrary constant naming the start-up lock in pg_advisory_lock. */
const BOOTSTRAP_LOCK_KEY = 7_250_214

/**
 * Runs once when Payload starts (payload.config onInit): applies the committed migrations, creates the
 * first admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is no user yet, and seeds an empty database.
 * A PostgreSQL advisory lock makes several instances starting at once take turns; it is held on a
 * connection of its own, outside the pool, so migrations can use every pooled connection meanwhile.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  keepPoolAliveOnErrors(payload)
  const lock = new pg.Client({ connectionString: databaseUri() })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [BOOTSTRAP_LOCK_KEY])
    // The generated list is typed with the postgres adapter's argument types; migrate() takes the generic ones.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await ensureFirstAdmin(payload)
    // The pages' content is the site itself, not sample content: a page never published gets today's
    // text whatever SEED_ON_START says (also how databases from before the page globals get it).
    const { publishMissingPages } = await import('@/seed/pages')
    await publishMissingPages(payload)
    const { publishMissingCompany } = await import('@/seed/company')
    await publishMissingCompany(payload)
    // Staff always find the branded default among the campaign templates, on fresh and existing databases alike.
    const { ensureDefaultTemplate } = await import('@/features/campaigns/templates')
    await ensureDefaultTemplate(payload)
    // Likewise the courses and destinations, into a collection that never held any (src/seed/catalogue.ts).
    const { publishMissingCatalogue } = await import('@/seed/catalogue')
    await publishMissingCatalogue(payload)
    // And the price rules of those destinations, into a collection that never held any (plan-a-trip).
    const { publishMissingPriceRules } = await import('@/features/trips/seed-rules')
    await publishMissingPriceRules(payload)
    if (process.env.SEED_ON_START !== 'false' && (await isContentEmpty(payload))) {
      // Loaded only when needed: the seed content is large and most starts do not use it.
      const { seed } = await import('@/seed/seed')
      await seed(payload)
    }
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

async function isContentEmpty(payload: Payload): Promise<boolean> {
  const [posts, testimonials] = await Promise.all([
    payload.count({ collection: 'blog-posts' }),
    payload.count({ collection: 'testimonials' }),
  ])
  return posts.totalDocs === 0 && testimonials.totalDocs === 0
}
