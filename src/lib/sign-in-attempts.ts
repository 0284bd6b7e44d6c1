import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { clientIp } from '@/lib/client-ip'

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
 * by the password policy (src/lib/validation/password.ts).
 *
 * The counters live in the rate_limits table (same layout as src/lib/rate-limit.ts) but are read and
 * written on the request's own connection: after a correct password Payload's login runs in a
 * transaction, and asking the pool for a second connection there can wait forever on a small pool.
 */
export const PAIR_FAILURES = 5
export const addressFailures = () => Number(process.env.RATE_LIMIT_LOGINS) || 20
export const WINDOW_SECONDS = 15 * 60

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** The request's transaction when it has one, otherwise the adapter's pool. */
async function connectionOf(req: PayloadRequest): Promise<Db> {
  const adapter = req.payload.db as unknown as { drizzle: Db; sessions?: Record<string, { db: Db } | undefined> }
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

/** Payload compares emails lower-cased and trimmed; counting must too, or case changes would reset it. */
export const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.toLowerCase().trim() : '')

function keysFor(req: PayloadRequest, email: string) {
  const ip = clientIp(req.headers)
  // The email is hashed so that the table does not collect the addresses strangers type.
  const pair = createHash('sha256')
    .update(`${normalizeEmail(email)}\n${ip}`)
    .digest('hex')
  return { pair: `login-pair:${pair}`, address: `login:${ip}` }
}

/** Adds one failure to `key` (a new window when the old one has ended); returns the count and seconds left. */
async function addFailure(db: Db, key: string): Promise<{ count: number; retryAfter: number }> {
  const now = Date.now()
  const { rows } = await db.execute(sql`
    INSERT INTO rate_limits (key, points, expire) VALUES (${key}, 1, ${now + WINDOW_SECONDS * 1000})
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expire <= ${now} THEN 1 ELSE rate_limits.points + 1 END,
      expire = CASE WHEN rate_limits.expire <= ${now} THEN ${now + WINDOW_SECONDS * 1000} ELSE rate_limits.expire END
    RETURNING points, expire`)
  const row = rows[0] ?? {}
  return {
    count: Number(row.points),
    retryAfter: Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)),
  }
}

export type SignInRefusal = { status: 423 | 429; retryAfter: number }

/**
 * Counts this attempt as a failure before the password is checked (so parallel attempts cannot slip
 * past the limit), and says whether it must be refused. A success clears the counts again.
 */
export async function countAttempt(req: PayloadRequest, email: string): Promise<SignInRefusal | null> {
  const db = await connectionOf(req)
  const keys = keysFor(req, email)
  const pair = await addFailure(db, keys.pair)
  if (pair.count > PAIR_FAILURES) return { status: 423, retryAfter: pair.retryAfter }
  const address = await addFailure(db, keys.address)
  if (address.count > addressFailures()) return { status: 429, retryAfter: address.retryAfter }
  return null
}

/** A correct password: forget this address's failures (runs inside Payload's login transaction). */
export async function clearAttempts(req: PayloadRequest, email: string): Promise<void> {
  const db = await connectionOf(req)
  const keys = keysFor(req, email)
  await db.execute(sql`DELETE FROM rate_limits WHERE key IN (${keys.pair}, ${keys.address})`)
}
