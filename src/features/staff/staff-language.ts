import type { Pool } from 'pg'

/**
 * The admin language of the staff account whose email is `address` (STAFF_EMAIL, where enquiry notifications and
 * unowned reminders go), or null when no account has it: the mails are then in English, the admin's first
 * language. Plain SQL: the mail jobs run by the thousand after a burst of enquiries.
 */
export async function staffMailboxLanguage(pool: Pool, address: string): Promise<string | null> {
  const { rows } = await pool.query<{ language: string }>(
    'SELECT language FROM users WHERE lower(email) = lower($1) LIMIT 1',
    [address],
  )
  return rows[0]?.language ?? null
}
