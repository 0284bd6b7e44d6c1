import type { Pool } from 'pg'

import type { Queryable } from '@/platform/db'

/** What a campaign's placeholders and version choice read of one school. */
export type PlaceholderSchool = {
  name: string | null
  contactPerson: string | null
  country: string | null
  city: string | null
  language: string | null
}

/** One school's placeholder values and language (a test mail rendered for it); null when there is no such school. */
export async function schoolForPlaceholders(pool: Pool, id: number): Promise<PlaceholderSchool | null> {
  const { rows } = await pool.query<PlaceholderSchool>(
    `SELECT name, contact_person AS "contactPerson", country, city, language FROM schools WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}

/**
 * The statement that flags a hard bounce on the schools of the CTE named `from` (its `school_id` column), the
 * server's reply in the parameter `reason` (e.g. `$2`). It is a piece of SQL, not a call, so the sender changes
 * the delivery and flags its school in one statement: a crash between two would leave a bounced address that
 * later campaigns still mail. Campaigns skip a flagged school until staff clear it (`clearBounce`).
 */
export const markBouncedSql = (from: string, reason: string) =>
  `UPDATE schools SET bounced_at = now(), bounce_reason = left(${reason}, 500), updated_at = now()
       FROM ${from} WHERE schools.id = ${from}.school_id`

/** A refused clear: the school has no bounce to clear (409) — answered with the state, nothing changed. */
export type ClearBounceResult = 'cleared' | 'not-bounced' | 'not-found'

/**
 * Staff clear a school's hard bounce (after fixing or checking the address): later campaigns mail it again.
 * One conditional UPDATE, so it only ever clears a bounce that is there.
 */
export async function clearBounce(pool: Pool, id: number): Promise<ClearBounceResult> {
  const { rowCount } = await pool.query(
    `UPDATE schools SET bounced_at = NULL, bounce_reason = NULL, updated_at = now() WHERE id = $1 AND bounced_at IS NOT NULL`,
    [id],
  )
  if (rowCount) return 'cleared'
  const { rows } = await pool.query('SELECT 1 FROM schools WHERE id = $1', [id])
  return rows.length ? 'not-bounced' : 'not-found'
}

/** An address that opted out of campaigns: its school is marked with the time (the first opt-out counts). */
export async function optOutSchool(db: Queryable, email: string): Promise<void> {
  await db.query(
    `UPDATE schools SET opted_out_at = COALESCE(opted_out_at, now()), updated_at = now() WHERE lower(email) = lower($1)`,
    [email],
  )
}

/** Erasure (src/features/privacy/person.ts): schools whose address is this one (and so their place in campaign lists). */
export async function deleteSchoolsWithEmail(db: Queryable, email: string): Promise<number> {
  return (await db.query('DELETE FROM schools WHERE email = $1', [email])).rowCount ?? 0
}
