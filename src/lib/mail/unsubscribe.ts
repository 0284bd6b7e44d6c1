import type { Pool } from 'pg'

import { inTransaction } from '@/lib/db'
import { suppress } from '@/lib/privacy/suppression'
import type { UnsubscribeSubject } from './unsubscribe-token'

/** The address a verified link stands for (to show it before acting), or null when it no longer exists. */
export async function unsubscribeAddress(pool: Pool, subject: UnsubscribeSubject): Promise<string | null> {
  if (subject.kind === 'subscriber') return subject.email
  const { rows } = await pool.query<{ email: string }>('SELECT email FROM email_deliveries WHERE id = $1', [subject.id])
  return rows[0]?.email ?? null
}

/**
 * Opt-out (LSSI art. 22, GDPR art. 21), idempotent. A campaign link records the unsubscribe on its delivery
 * (the campaign's figures); then the address is opted out everywhere: its school is marked with the time,
 * its mails still queued in any campaign are skipped, a newsletter subscription is removed.
 * Returns the address, or null for a link whose record no longer exists.
 */
export async function applyUnsubscribe(pool: Pool, subject: UnsubscribeSubject): Promise<string | null> {
  return inTransaction(pool, async (client) => {
    let email: string | null = subject.kind === 'subscriber' ? subject.email : null
    if (subject.kind === 'delivery') {
      const { rows } = await client.query<{ email: string }>(
        `UPDATE email_deliveries SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now()
          WHERE id = $1 RETURNING email`,
        [subject.id],
      )
      email = rows[0]?.email ?? null
    }
    if (email) {
      // One address, every mailing: the school record, its mails still queued, a newsletter subscription.
      await client.query(
        `UPDATE schools SET opted_out_at = COALESCE(opted_out_at, now()), updated_at = now() WHERE lower(email) = lower($1)`,
        [email],
      )
      await client.query(
        `UPDATE email_deliveries SET status = 'skipped', last_error = 'Opted out', updated_at = now()
          WHERE lower(email) = lower($1) AND status = 'queued'`,
        [email],
      )
      await client.query('DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [email])
      // Permanent: no form, import or campaign can add or mail it again (privacy policy).
      await suppress(client, email, 'unsubscribed')
    }
    return email
  })
}
