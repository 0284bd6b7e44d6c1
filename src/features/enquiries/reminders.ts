import type { Payload } from 'payload'

import { sendEnquiryMail } from './mails/enquiry-transport'
import { type OverdueEnquiry, reminderDigestMail } from './mails/followup-messages'
import { staffMailboxLanguage } from '@/features/staff/staff-language'
import { dueAt, followupNow } from './business-hours'
import { recordSystemEvent } from './timeline'

/** Enquiries one run reminds staff of at most; the next run (a minute later) takes the rest. */
const BATCH = 500

/**
 * The 24-hour promise of every enquiry's confirmation: an enquiry still `new` once ENQUIRY_REMINDER_HOURS business hours have passed
 * gets one reminder, to its owner or else to STAFF_EMAIL. Each run sends one mail per recipient listing all their
 * overdue enquiries: a burst of bot enquiries left unanswered is one mail, not hundreds. Enquiries are claimed
 * (reminder_sent_at set) before the mail goes, so two workers never both remind of one; a failed send gives its
 * enquiries back for the next run.
 */
export async function sendDueReminders(
  payload: Payload,
  { hours, staffEmail, now = followupNow() }: { hours: number; staffEmail: string; now?: Date },
): Promise<{ sent: number; failed: number }> {
  const pool = payload.db.pool
  // Business hours never pass faster than the clock: anything younger than `hours` wall-clock hours is not due.
  const { rows } = await pool.query<{ id: number; created_at: Date }>(
    `SELECT id, created_at FROM contacts
      WHERE stage = 'new' AND deleted_at IS NULL AND reminder_sent_at IS NULL
        AND created_at <= $1::timestamptz - make_interval(secs => $2)
      ORDER BY created_at LIMIT $3`,
    [now.toISOString(), hours * 3600, BATCH * 5],
  )
  const due = rows.filter((row) => dueAt(row.created_at, hours) <= now).slice(0, BATCH)
  if (!due.length) return { sent: 0, failed: 0 }
  const { rows: claimed } = await pool.query<
    OverdueEnquiry & { id: number; owner_email: string | null; owner_language: string | null }
  >(
    `WITH claimed AS (
       UPDATE contacts SET reminder_sent_at = $2
        WHERE id = ANY($1::int[]) AND reminder_sent_at IS NULL AND stage = 'new' AND deleted_at IS NULL
        RETURNING id, name, email, organization, created_at, owner_id)
     SELECT c.id, c.name, c.email, c.organization, c.created_at AS "createdAt", u.email AS owner_email,
            u.language AS owner_language
       FROM claimed c LEFT JOIN users u ON u.id = c.owner_id
      ORDER BY c.created_at`,
    [due.map((row) => row.id), now.toISOString()],
  )
  const byRecipient = new Map<string, typeof claimed>()
  for (const row of claimed) {
    const to = row.owner_email ?? staffEmail
    byRecipient.set(to, [...(byRecipient.get(to) ?? []), row])
  }
  // Each mail in its recipient's admin language: an owner's own, STAFF_EMAIL's if it is a staff account's.
  const mailboxLanguage = await staffMailboxLanguage(pool, staffEmail)
  let sent = 0
  let failed = 0
  for (const [to, enquiries] of byRecipient) {
    const ids = enquiries.map((e) => e.id)
    try {
      const language = enquiries[0]?.owner_email ? enquiries[0].owner_language : mailboxLanguage
      await sendEnquiryMail({ to, ...reminderDigestMail(enquiries, hours, language) })
    } catch (error) {
      failed += ids.length
      await pool.query('UPDATE contacts SET reminder_sent_at = NULL WHERE id = ANY($1::int[])', [ids])
      payload.logger.error({ err: error, msg: `Reminder to ${to} about ${ids.length} enquiries not sent` })
      continue
    }
    sent += ids.length
    // Each enquiry's own timeline says it was reminded, and to whom.
    for (const id of ids) await recordSystemEvent(pool, { contactId: id, type: 'reminder', data: { to, hours } })
  }
  return { sent, failed }
}
