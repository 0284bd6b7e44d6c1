import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { HttpError, payload } from './http'

/**
 * Per-IP limits on the public create endpoints, stored in PostgreSQL (table rate_limits, created by a
 * migration) so that every app instance shares them. Limits are per 10 minutes, configurable by env.
 */
const policies = {
  enquiry: { points: () => Number(process.env.RATE_LIMIT_ENQUIRIES) || 10, duration: 600 },
  signup: { points: () => Number(process.env.RATE_LIMIT_SIGNUPS) || 20, duration: 600 },
} as const

export type RatePolicy = keyof typeof policies

const limiters = new Map<string, RateLimiterPostgres>()

function limiterFor(instance: Payload, policy: RatePolicy): RateLimiterPostgres {
  const points = policies[policy].points()
  const key = `${policy}:${points}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: instance.db.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: policy,
      points,
      duration: policies[policy].duration,
    })
    limiters.set(key, limiter)
  }
  return limiter
}

/** The client address as the proxy in front of the app reports it (first X-Forwarded-For hop). */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || req.headers.get('x-real-ip') || 'local'
}

export async function enforceRateLimit(req: Request, policy: RatePolicy): Promise<void> {
  try {
    await limiterFor(await payload(), policy).consume(clientIp(req))
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result
    const retryAfter = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw new HttpError(429, [{ field: 'body', message: `Too many requests. Try again in ${retryAfter} seconds.` }], {
      'Retry-After': String(retryAfter),
    })
  }
}
