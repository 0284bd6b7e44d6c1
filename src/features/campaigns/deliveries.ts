import type { DeliveryStatus } from '@/features/campaigns/status'
import type { Queryable } from '@/platform/db'
import { suppressedAmong } from '@/features/privacy/suppression'
import { markBouncedSql } from '@/features/audience/schools/records'
import { isRelayFault, type SendOutcome } from './smtp-errors'

/**
 * The campaign send queue in SQL (table email_deliveries of collection email-deliveries). Every change is
 * one atomic statement, so any number of workers can share the queue: a claim takes rows with
 * FOR UPDATE SKIP LOCKED, and each recipient is sent only after its row was claimed.
 */

/**
 * Queues one delivery per recipient of the campaign (once: the (campaign, school) pair is unique).
 * Opted-out schools, schools with a hard bounce and addresses on the suppression list get a 'skipped' row with
 * the reason, so staff see why. Returns how many were queued to be mailed.
 * Recipients are read in pages of QUEUE_PAGE by school id, so a campaign to every school holds one page in memory,
 * not the whole list (docs/operating.md › Memory).
 */
export async function queueDeliveries(db: Queryable, campaignId: number): Promise<number> {
  let queued = 0
  for (let after = 0; ;) {
    const page = await queuePage(db, campaignId, after)
    queued += page.queued
    if (page.last === null) return queued
    after = page.last
  }
}

const QUEUE_PAGE = 5000

async function queuePage(
  db: Queryable,
  campaignId: number,
  after: number,
): Promise<{ queued: number; last: number | null }> {
  const { rows } = await db.query<{ id: number; email: string; optedOut: boolean; bounced: boolean }>(
    `SELECT s.id, s.email, s.opted_out_at IS NOT NULL AS "optedOut", s.bounced_at IS NOT NULL AS bounced
       FROM email_campaigns_rels r JOIN schools s ON s.id = r.schools_id
      WHERE r.parent_id = $1 AND r.path = 'recipients' AND s.id > $2
      ORDER BY s.id LIMIT ${QUEUE_PAGE}`,
    [campaignId, after],
  )
  if (!rows.length) return { queued: 0, last: null }
  const blocked = await suppressedAmong(
    db,
    rows.map((r) => r.email.toLowerCase()),
  )
  const reason = rows.map((r) =>
    r.optedOut ? 'Opted out' : blocked.has(r.email.toLowerCase()) ? 'Suppressed' : r.bounced ? 'Bounced' : null,
  )
  const status = reason.map((r) => (r ? 'skipped' : 'queued'))
  const inserted = await db.query<{ status: DeliveryStatus }>(
    `INSERT INTO email_deliveries (campaign_id, school_id, email, status, last_error, attempts, updated_at, created_at)
     SELECT $1, u.school, u.email, u.status::enum_email_deliveries_status, u.reason, 0, now(), now()
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS u(school, email, status, reason)
     ON CONFLICT (campaign_id, school_id) DO NOTHING
     RETURNING status`,
    [campaignId, rows.map((r) => r.id), rows.map((r) => r.email), status, reason],
  )
  return {
    queued: inserted.rows.filter((r) => r.status === 'queued').length,
    last: rows.length < QUEUE_PAGE ? null : rows[rows.length - 1].id,
  }
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
  /** The school's language ('en' | 'es'), which picks the campaign's version. */
  language: string | null
  /** The school got a hard bounce (from another campaign) since this one was queued. */
  bounced: boolean
  /** Staff recorded the school's consent to open tracking (./open-tracking.ts). */
  openConsent: boolean
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
            s.opted_out_at IS NOT NULL AS "optedOut", s.language, s.bounced_at IS NOT NULL AS bounced,
            s.open_tracking_consent IS TRUE AS "openConsent"
       FROM claimed LEFT JOIN schools s ON s.id = claimed.school_id
      ORDER BY claimed.id`,
    [limit],
  )
  return rows
}

/** Sent: record them, which carried an open pixel (`withPixel`), and their schools' lastContacted in one statement. */
export async function markSent(db: Queryable, ids: number | number[], withPixel: number[] = []): Promise<void> {
  await db.query(
    `WITH d AS (
       UPDATE email_deliveries SET status = 'sent', sent_at = now(), claimed_at = NULL, last_error = NULL, updated_at = now(),
              open_tracked = id = ANY($2::int[])
        WHERE id = ANY($1::int[]) AND status = 'sending' RETURNING school_id)
     UPDATE schools SET last_contacted = now(), updated_at = now() FROM d WHERE schools.id = d.school_id`,
    [Array.isArray(ids) ? ids : [ids], withPixel],
  )
}

/**
 * A mail the SMTP server did not accept, recorded by what went wrong (smtp-errors.ts): a bounce for good, the relay's
 * fault (retried without counting against the recipient), or a failed attempt. Returns how the run counts it.
 */
export async function recordFailedSend(
  db: Queryable,
  id: number,
  outcome: SendOutcome,
  settings: { maxAttempts: number; retryDelayMs: number },
): Promise<'bounced' | 'retried' | 'failed'> {
  if (outcome.kind === 'bounce') {
    await markBounced(db, id, outcome.reply)
    return 'bounced'
  }
  if (isRelayFault(outcome)) {
    await markRelayFailed(db, id, outcome.reply, settings.retryDelayMs)
    return 'retried'
  }
  return (await markAttemptFailed(db, id, outcome.reply, settings)) === 'failed' ? 'failed' : 'retried'
}

/**
 * A hard bounce (SMTP 5xx for this address): the delivery is 'bounced' with the server's reply, never retried,
 * and the school is flagged so later campaigns skip it until staff clear it.
 */
async function markBounced(db: Queryable, id: number, reply: string): Promise<void> {
  await db.query(
    `WITH d AS (
       UPDATE email_deliveries SET status = 'bounced', last_error = left($2, 500), claimed_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'sending' RETURNING school_id)
     ${markBouncedSql('d', '$2')}`,
    [id, reply],
  )
}

/**
 * The relay itself failed (refused, reset, timed out): the attempt counts and waits a growing delay, capped at
 * 4 × the retry delay, but never makes the delivery 'failed' — it was not this recipient's fault, and the
 * campaign must carry on by itself once the relay is back.
 */
async function markRelayFailed(db: Queryable, id: number, error: string, retryDelayMs: number): Promise<void> {
  await db.query(
    `UPDATE email_deliveries
        SET status = 'queued', claimed_at = NULL, last_error = left($2, 500), updated_at = now(),
            next_attempt_at = now() + make_interval(secs => least($3::double precision * power(2, least(attempts, 10) - 1), $3::double precision * 4) / 1000)
      WHERE id = $1 AND status = 'sending'`,
    [id, error, retryDelayMs],
  )
}

/**
 * Claims this worker gives back unsent (paused or cancelled campaign, shutdown, relay away): not an attempt.
 * A row of a cancelled campaign becomes 'cancelled', as cancel() does with the queued ones.
 */
export async function releaseClaims(db: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return
  await db.query(
    `UPDATE email_deliveries d
        SET status = CASE WHEN c.status = 'cancelled' THEN 'cancelled' ELSE 'queued' END::enum_email_deliveries_status,
            attempts = greatest(d.attempts - 1, 0), claimed_at = NULL, updated_at = now()
       FROM email_campaigns c
      WHERE c.id = d.campaign_id AND d.id = ANY($1::int[]) AND d.status = 'sending'`,
    [ids],
  )
}

/** A live worker renews its claims, so only a dead worker's claims ever look stale to the others. */
export async function renewClaims(db: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return
  await db.query(`UPDATE email_deliveries SET claimed_at = now() WHERE id = ANY($1::int[]) AND status = 'sending'`, [
    ids,
  ])
}

/**
 * Whether the sender has work now: a sending campaign with a recipient due, a claim left by a dead worker,
 * or a scheduled campaign whose time has come. One indexed query, asked on every cron tick.
 */
export async function senderHasWork(db: Queryable, claimTimeoutMs: number): Promise<boolean> {
  const { rows } = await db.query<{ work: boolean }>(
    `SELECT EXISTS (
              SELECT 1 FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id AND c.status = 'sending'
               WHERE (d.status = 'queued' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= now()))
                  OR (d.status = 'sending' AND d.claimed_at < now() - make_interval(secs => $1::double precision / 1000)))
         OR EXISTS (SELECT 1 FROM email_campaigns WHERE status = 'scheduled' AND scheduled_at <= now())
         OR EXISTS (SELECT 1 FROM email_campaigns c WHERE c.status = 'sending'
                     AND NOT EXISTS (SELECT 1 FROM email_deliveries d WHERE d.campaign_id = c.id AND d.status IN ('queued', 'sending')))
         AS work`,
    [claimTimeoutMs],
  )
  return rows[0]?.work === true
}

/** The address a delivery was (or will be) mailed to, or null when the delivery no longer exists. */
export async function deliveryAddress(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM email_deliveries WHERE id = $1', [id])
  return rows[0]?.email ?? null
}

/** Its recipient followed the delivery's unsubscribe link (the first time counts). Answers the address. */
export async function markUnsubscribed(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE email_deliveries SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now()
      WHERE id = $1 RETURNING email`,
    [id],
  )
  return rows[0]?.email ?? null
}

/** An address that opted out: its mails still queued in any campaign are not sent. */
export async function skipQueuedTo(db: Queryable, email: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE email_deliveries SET status = 'skipped', last_error = $2, updated_at = now()
      WHERE lower(email) = lower($1) AND status = 'queued'`,
    [email, reason],
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
async function markAttemptFailed(
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

/** Erasure (src/features/privacy/person.ts): the campaign mails sent to this address, whatever its case. */
export async function deleteDeliveriesTo(db: Queryable, email: string): Promise<number> {
  return (await db.query('DELETE FROM email_deliveries WHERE lower(email) = lower($1)', [email])).rowCount ?? 0
}

/** Retention: the records of campaigns staff deleted (the foreign key then leaves them without one). */
export async function deleteDeliveriesOfDeletedCampaigns(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM email_deliveries WHERE campaign_id IS NULL')).rowCount ?? 0
}
