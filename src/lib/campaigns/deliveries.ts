import type { DeliveryStatus } from '@/lib/campaigns/status'
import type { Queryable } from '@/lib/db'
import { suppressedAmong } from '@/lib/privacy/suppression'

/**
 * The campaign send queue in SQL (table email_deliveries of collection email-deliveries). Every change is
 * one atomic statement, so any number of workers can share the queue: a claim takes rows with
 * FOR UPDATE SKIP LOCKED, and each recipient is sent only after its row was claimed.
 */

/**
 * Queues one delivery per recipient of the campaign (once: the (campaign, school) pair is unique).
 * Opted-out schools and addresses on the suppression list get a 'skipped' row with the reason, so staff see why. Returns how many
 * were queued to be mailed.
 */
export async function queueDeliveries(db: Queryable, campaignId: number): Promise<number> {
  const { rows } = await db.query<{ id: number; email: string; optedOut: boolean }>(
    `SELECT s.id, s.email, s.opted_out_at IS NOT NULL AS "optedOut"
       FROM email_campaigns_rels r JOIN schools s ON s.id = r.schools_id
      WHERE r.parent_id = $1 AND r.path = 'recipients'`,
    [campaignId],
  )
  const blocked = await suppressedAmong(
    db,
    rows.map((r) => r.email.toLowerCase()),
  )
  const status = rows.map((r) => (r.optedOut || blocked.has(r.email.toLowerCase()) ? 'skipped' : 'queued'))
  const reason = rows.map((r) => (r.optedOut ? 'Opted out' : blocked.has(r.email.toLowerCase()) ? 'Suppressed' : null))
  const inserted = await db.query<{ status: DeliveryStatus }>(
    `INSERT INTO email_deliveries (campaign_id, school_id, email, status, last_error, attempts, updated_at, created_at)
     SELECT $1, u.school, u.email, u.status::enum_email_deliveries_status, u.reason, 0, now(), now()
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(school, email, status, reason)
     ON CONFLICT (campaign_id, school_id) DO NOTHING
     RETURNING status`,
    [campaignId, rows.map((r) => r.id), rows.map((r) => r.email), status, reason],
  )
  return inserted.rows.filter((r) => r.status === 'queued').length
}

export type ClaimedDelivery = {
  id: number
  campaignId: number
  schoolId: number | null
  email: string
  attempts: number
  name: string | null
  contactPerson: string | null
  country: string | null
  city: string | null
  optedOut: boolean
}

/** Takes up to `limit` due deliveries of campaigns that are sending, marking them as being sent now. */
export async function claimDeliveries(db: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `WITH due AS (
       SELECT d.id FROM email_deliveries d
         JOIN email_campaigns c ON c.id = d.campaign_id AND c.status = 'sending'
        WHERE d.status = 'queued' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= now())
        ORDER BY d.id
        LIMIT $1
        FOR UPDATE OF d SKIP LOCKED),
     claimed AS (
       UPDATE email_deliveries d SET status = 'sending', claimed_at = now(), attempts = d.attempts + 1, updated_at = now()
         FROM due WHERE d.id = due.id
       RETURNING d.id, d.campaign_id, d.school_id, d.email, d.attempts)
     SELECT claimed.id, claimed.campaign_id AS "campaignId", claimed.school_id AS "schoolId", claimed.email,
            claimed.attempts, s.name, s.contact_person AS "contactPerson", s.country, s.city,
            s.opted_out_at IS NOT NULL AS "optedOut"
       FROM claimed LEFT JOIN schools s ON s.id = claimed.school_id
      ORDER BY claimed.id`,
    [limit],
  )
  return rows
}

/** Sent: record it and the school's lastContacted in one statement. */
export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `WITH d AS (
       UPDATE email_deliveries SET status = 'sent', sent_at = now(), claimed_at = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1 AND status = 'sending' RETURNING school_id)
     UPDATE schools SET last_contacted = now(), updated_at = now() FROM d WHERE schools.id = d.school_id`,
    [id],
  )
}

/** Not mailed on purpose (the school opted out after the campaign started). */
export async function markSkipped(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query(
    `UPDATE email_deliveries SET status = 'skipped', last_error = $2, claimed_at = NULL, updated_at = now()
      WHERE id = $1 AND status = 'sending'`,
    [id, reason],
  )
}

/** A failed attempt: back in the queue after a growing delay, or failed for good after the last attempt. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  error: string,
  { maxAttempts, retryDelayMs }: { maxAttempts: number; retryDelayMs: number },
): Promise<'retry' | 'failed'> {
  const { rows } = await db.query<{ status: DeliveryStatus }>(
    `UPDATE email_deliveries
        SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'queued' END::enum_email_deliveries_status,
            next_attempt_at = CASE WHEN attempts >= $3 THEN NULL
                                   ELSE now() + make_interval(secs => $4::double precision * power(2, attempts - 1) / 1000) END,
            last_error = left($2, 500), claimed_at = NULL, updated_at = now()
      WHERE id = $1 AND status = 'sending'
      RETURNING status`,
    [id, error, maxAttempts, retryDelayMs],
  )
  return rows[0]?.status === 'failed' ? 'failed' : 'retry'
}

/**
 * Claims whose worker died (killed mid-send) go back to the queue. A message interrupted before the SMTP
 * server confirmed it was not delivered, so sending it again does not make a duplicate.
 */
export async function releaseStaleClaims(db: Queryable, olderThanMs: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE email_deliveries SET status = 'queued', claimed_at = NULL, updated_at = now()
      WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [olderThanMs],
  )
  return rowCount ?? 0
}

/** Campaigns that are sending and have nobody left to mail become sent; totalRecipients = mails sent. */
export async function finishCampaigns(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE email_campaigns c
        SET status = 'sent', sent_at = now(), updated_at = now(),
            total_recipients = (SELECT count(*) FROM email_deliveries d WHERE d.campaign_id = c.id AND d.status = 'sent')
      WHERE c.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM email_deliveries d WHERE d.campaign_id = c.id AND d.status IN ('queued', 'sending'))
      RETURNING c.id`,
  )
  return rows.map((r) => r.id)
}

export type DeliveryCounts = Record<DeliveryStatus, number> & { total: number; unsubscribed: number }

export async function deliveryCounts(db: Queryable, campaignIds: number[]): Promise<Map<number, DeliveryCounts>> {
  const { rows } = await db.query<{ campaignId: number; status: DeliveryStatus; count: string; unsubscribed: string }>(
    `SELECT campaign_id AS "campaignId", status, count(*) AS count, count(unsubscribed_at) AS unsubscribed
       FROM email_deliveries WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id, status`,
    [campaignIds],
  )
  const result = new Map<number, DeliveryCounts>()
  for (const id of campaignIds) {
    result.set(id, { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0, skipped: 0, total: 0, unsubscribed: 0 })
  }
  for (const row of rows) {
    const counts = result.get(row.campaignId)!
    counts[row.status] = Number(row.count)
    counts.total += Number(row.count)
    counts.unsubscribed += Number(row.unsubscribed)
  }
  return result
}
