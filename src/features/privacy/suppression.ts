import { createHmac } from 'node:crypto'

import { type PayloadOrDb, sqlOf } from '@/platform/db'
import { suppressionKey } from '@/platform/env'

/**
 * The suppression list: addresses that unsubscribed or were erased, kept as a keyed hash and nothing else, so
 * that no CSV import, staff entry or campaign adds or mails them again. Only the person can lift it: a new sign-up
 * confirmed from their own inbox (src/features/audience/signup-requests.ts).
 * A keyed hash (HMAC-SHA256), not a plain one: without the key nobody can test a list of guessed addresses
 * against the table. Stored in the `suppressions` collection (src/features/privacy/collections/Suppressions.ts).
 */

export const suppressionReasons = ['unsubscribed', 'erased', 'removed-by-staff'] as const
export type SuppressionReason = (typeof suppressionReasons)[number]

/** The keyed hash of an address, as stored: hex HMAC-SHA256 of the trimmed, lower-cased email. */
export function suppressionHash(email: string): string {
  return createHmac('sha256', suppressionKey()).update(email.trim().toLowerCase()).digest('hex')
}

export type SuppressionEntry = { reason: SuppressionReason; createdAt: string }

/** The entry of this address, or null when it is not suppressed. */
export async function suppressionOf(db: PayloadOrDb, email: string): Promise<SuppressionEntry | null> {
  const { rows } = await sqlOf(db).query<{ reason: SuppressionReason; created_at: Date }>(
    'SELECT reason, created_at FROM suppressions WHERE hash = $1',
    [suppressionHash(email)],
  )
  return rows[0] ? { reason: rows[0].reason, createdAt: rows[0].created_at.toISOString() } : null
}

export async function isSuppressed(db: PayloadOrDb, email: string): Promise<boolean> {
  return (await suppressionOf(db, email)) !== null
}

/** Of these addresses, the ones on the list (as given), a few thousand per query: for imports of many rows. */
export async function suppressedAmong(db: PayloadOrDb, emails: readonly string[]): Promise<Set<string>> {
  const byHash = new Map(emails.map((email) => [suppressionHash(email), email]))
  const hashes = [...byHash.keys()]
  const found = new Set<string>()
  for (let i = 0; i < hashes.length; i += 5000) {
    const { rows } = await sqlOf(db).query<{ hash: string }>(
      'SELECT hash FROM suppressions WHERE hash = ANY($1::text[])',
      [hashes.slice(i, i + 5000)],
    )
    rows.forEach((r) => found.add(byHash.get(r.hash)!))
  }
  return found
}

/**
 * Puts an address on the list. Idempotent: an address already there keeps its first entry (and reason).
 * Pass a transaction's connection to make it part of that transaction. Answers whether it was added now.
 */
export async function suppress(db: PayloadOrDb, email: string, reason: SuppressionReason): Promise<boolean> {
  const result = await sqlOf(db).query(
    'INSERT INTO suppressions (hash, reason) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING',
    [suppressionHash(email), reason],
  )
  return (result.rowCount ?? 0) > 0
}
