import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import type { Queryable } from '@/platform/db'

/**
 * Per-IP limits, stored in PostgreSQL (table rate_limits, created by a migration) so that every app
 * instance shares them. Points per window are configurable by env: RATE_LIMIT_ENQUIRIES (POST
 * /api/contacts), RATE_LIMIT_SIGNUPS (POST /api/newsletter) and RATE_LIMIT_CMS (requests to Payload's REST
 * API /api/cms from anonymous clients, src/platform/http/cms-guard.ts; signed-in staff are not counted, so the
 * admin panel is never slowed down) and RATE_LIMIT_TEST_MAILS (addresses a staff member may send a campaign's
 * test to per hour, keyed by the staff member rather than the address). Failed sign-ins are counted in the same
 * table by src/features/staff/sign-in-attempts.ts.
 */
export const policies = {
  enquiry: { points: () => Number(process.env.RATE_LIMIT_ENQUIRIES) || 10, duration: 600 },
  signup: { points: () => Number(process.env.RATE_LIMIT_SIGNUPS) || 20, duration: 600 },
  cms: { points: () => Number(process.env.RATE_LIMIT_CMS) || 120, duration: 60 },
  testMails: { points: () => Number(process.env.RATE_LIMIT_TEST_MAILS) || 30, duration: 3600 },
} as const

export type RatePolicy = keyof typeof policies

export class RateLimitedError extends Error {
  readonly status = 429
  constructor(readonly retryAfter: number) {
    super(`Too many requests. Try again in ${retryAfter} seconds.`)
  }
}

const limiters = new Map<string, RateLimiterPostgres>()

const limiterOptions = (policy: RatePolicy) => ({
  tableName: 'rate_limits',
  tableCreated: true,
  keyPrefix: policy,
  points: policies[policy].points(),
  duration: policies[policy].duration,
})

/**
 * The pool's limiter is kept (it also clears expired rows every few minutes). On one connection, the
 * request's open transaction, a limiter is made for the call: code inside a transaction must not wait for
 * a second connection (the embedded database serves no other until the transaction ends).
 */
function limiterFor(db: Queryable, policy: RatePolicy): RateLimiterPostgres {
  if (!isPool(db)) {
    return new RateLimiterPostgres({
      ...limiterOptions(policy),
      storeClient: db,
      storeType: 'client',
      clearExpiredByTimeout: false,
    })
  }
  const key = `${policy}:${policies[policy].points()}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({ ...limiterOptions(policy), storeClient: db, storeType: 'pool' })
    limiters.set(key, limiter)
  }
  return limiter
}

const isPool = (db: Queryable): db is Pool => 'totalCount' in db

const retryAfterOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/** Takes `points` (one) for `key`; throws RateLimitedError when the window's points are used up. */
export async function consumePoint(db: Queryable, policy: RatePolicy, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(db, policy).consume(key, points)
  } catch (result) {
    if (result instanceof RateLimiterRes) throw new RateLimitedError(retryAfterOf(result))
    throw result
  }
}

/** Throws RateLimitedError if `key` has no points left, without taking one. */
export async function assertPointsLeft(db: Queryable, policy: RatePolicy, key: string): Promise<void> {
  const res = await limiterFor(db, policy).get(key)
  if (res && res.consumedPoints >= policies[policy].points()) throw new RateLimitedError(retryAfterOf(res))
}

/** Forgets `key`'s points. */
export async function resetPoints(db: Queryable, policy: RatePolicy, key: string): Promise<void> {
  await limiterFor(db, policy).delete(key)
}
