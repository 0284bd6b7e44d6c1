import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { hashLikeAPassword } from '@/features/staff/dummy-password-hash'
import { publicError } from '@/platform/payload-errors'
import { clearAttempts, countAttempt, normalizeEmail } from '@/features/staff/sign-in-attempts'
import { hasNoNul, NUL_MESSAGE } from '@/platform/validation/fields'

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
      throw publicError(`${field}: ${NUL_MESSAGE}`, 400, { errors: [{ path: field, message: NUL_MESSAGE }] })
    }
  }
}

export const LOCKED_MESSAGE =
  'Too many failed sign-ins for this account from your network. Try again in {minutes} minutes.'
export const THROTTLED_MESSAGE = 'Too many sign-in attempts from your network. Try again in {minutes} minutes.'

/**
 * Every sign-in (Payload's /api/cms/users/login and POST /api/admin/login both run the login operation)
 * is counted per (email, address) and per address before the password is checked; see
 * src/features/staff/sign-in-attempts.ts for the rule and why there is no account-wide lock.
 */
export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return
  const email = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
  const refusal = await countAttempt(req, email)
  if (!refusal) return
  const template = refusal.status === 423 ? LOCKED_MESSAGE : THROTTLED_MESSAGE
  const message = template.replace('{minutes}', String(Math.ceil(refusal.retryAfter / 60)))
  // Payload's REST answer carries the request's response headers, errors included.
  const headers = new Headers(req.responseHeaders ?? undefined)
  headers.set('Retry-After', String(refusal.retryAfter))
  req.responseHeaders = headers
  throw publicError(message, refusal.status, {
    errors: [{ path: 'username', message }],
    retryAfter: refusal.retryAfter,
  })
}

/** Runs inside Payload's login transaction, on its connection (no second pooled connection). */
export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearAttempts(req, normalizeEmail((user as { email?: unknown }).email))
  return user
}

/**
 * Payload answers an unknown email at once but checks a known one's password (PBKDF2, about 200 ms), so
 * the answer time would tell a stranger which emails are accounts. For an unknown email the same hash is
 * computed against a dummy before the usual 401.
 */
export const equalTimeForUnknownEmail: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return
  const email = normalizeEmail((args as { data?: { email?: unknown } }).data?.email)
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (!email || typeof password !== 'string' || password.trim() === '') return // Payload's 400 for a missing field
  const user = await req.payload.db.findOne({ collection: collection.slug, req, where: { email: { equals: email } } })
  if (user) return
  await hashLikeAPassword(password)
  throw new AuthenticationError(req.t)
}
