import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requestDrizzle } from '@/platform/db'
import { addPoint } from '@/platform/request-counter'
import { clientKey } from '@/platform/client-ip'

/**
 * Failed sign-in counting, shared by POST /api/admin/login and Payload's /api/cms/users/login (both run
 * Payload's login operation, whose hooks call this).
 *
 * There is deliberately no account-wide lock: whoever can make an account lock can lock its owner out
 * (OWASP ASVS "no malicious lockout"). Instead failures are counted per client address:
 * - per (email, address) pair: after PAIR_FAILURES failures for one email from one address, that address
 *   gets 423 for that email until the window ends. The email is counted whether or not an account has it,
 *   so a 423 tells a stranger nothing about which accounts exist, and the staff member on any other
 *   address is not affected;
 * - per address, over every email: RATE_LIMIT_LOGINS failures, then 429, so one address cannot try a
 *   password against many accounts.
 * A successful sign-in clears both. Guessing from many addresses is slowed per address and made hopeless
 * by the password policy (src/features/staff/validation/password.ts).
 *
 * The counters (src/platform/request-counter.ts) use the request's own connection: after a correct password
 * Payload's login runs in a transaction, and asking the pool for a second connection there can wait
 * forever on a small pool.
 */
export const PAIR_FAILURES = 5
export const addressFailures = () => Number(process.env.RATE_LIMIT_LOGINS) || 20
export const WINDOW_SECONDS = 15 * 60

/** Payload compares emails lower-cased and trimmed; counting must too, or case changes would reset it. */
export const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.toLowerCase().trim() : '')

function keysFor(req: PayloadRequest, email: string) {
  const ip = clientKey(req.headers)
  // The email is hashed so that the table does not collect the addresses strangers type.
  const pair = createHash('sha256')
    .update(`${normalizeEmail(email)}\n${ip}`)
    .digest('hex')
  return { pair: `login-pair:${pair}`, address: `login:${ip}` }
}

export type SignInRefusal = { status: 423 | 429; retryAfter: number }

/**
 * Counts this attempt as a failure before the password is checked (so parallel attempts cannot slip
 * past the limit), and says whether it must be refused. A success clears the counts again.
 */
export async function countAttempt(req: PayloadRequest, email: string): Promise<SignInRefusal | null> {
  const db = await requestDrizzle(req)
  const keys = keysFor(req, email)
  const pair = await addPoint(db, keys.pair, WINDOW_SECONDS)
  if (pair.count > PAIR_FAILURES) return { status: 423, retryAfter: pair.retryAfter }
  const address = await addPoint(db, keys.address, WINDOW_SECONDS)
  if (address.count > addressFailures()) return { status: 429, retryAfter: address.retryAfter }
  return null
}

/** A correct password: forget this address's failures (runs inside Payload's login transaction). */
export async function clearAttempts(req: PayloadRequest, email: string): Promise<void> {
  const db = await requestDrizzle(req)
  const keys = keysFor(req, email)
  await db.execute(sql`DELETE FROM rate_limits WHERE key IN (${keys.pair}, ${keys.address})`)
}
