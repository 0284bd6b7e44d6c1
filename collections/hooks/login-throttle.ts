import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientIp } from '@/lib/client-ip'
import { requestSql } from '@/lib/db'
import { consumePoint, RateLimitedError, resetPoints } from '@/lib/rate-limit'
import { hasNoNul, NUL_MESSAGE } from '@/lib/validation/fields'

/**
 * Payload's own login route passes the email straight to a query; a NUL character makes PostgreSQL fail
 * and Payload answer 500. Refused here as the 400 it is (POST /api/admin/login checks it with zod first).
 */
export const refuseUnstorableLogin: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'login') return
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  for (const field of ['email', 'username'] as const) {
    const value = data[field]
    if (typeof value === 'string' && !hasNoNul(value)) {
      throw new APIError(`${field}: ${NUL_MESSAGE}`, 400, { errors: [{ path: field, message: NUL_MESSAGE }] }, true)
    }
  }
}

/**
 * Per-address throttle in front of every sign-in (Payload's /api/cms/users/login and POST
 * /api/admin/login both run the login operation). Each attempt takes a point before the password is
 * checked, so a throttled attempt never reaches the account lock; a successful sign-in clears the
 * address's points, so what counts is failures.
 */
export const throttleLogin: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login') return
  try {
    await consumePoint(await requestSql(req), 'login', clientIp(req.headers))
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    const message = `Too many sign-in attempts from your network. Try again in ${Math.ceil(error.retryAfter / 60)} minutes.`
    throw new APIError(message, 429, { errors: [{ path: 'username', message }], retryAfter: error.retryAfter }, true)
  }
}

/** Runs inside Payload's login transaction, so on its connection (src/lib/db.ts, requestSql). */
export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await resetPoints(await requestSql(req), 'login', clientIp(req.headers))
  return user
}
