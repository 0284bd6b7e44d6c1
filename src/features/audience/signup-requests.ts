import type { Pool } from 'pg'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { formConsent, newsletterForms } from '@/platform/consent'
import { inTransaction, type Queryable } from '@/platform/db'
import { recordAudit } from '@/features/privacy/audit'
import { privacyVersionNow } from '@/features/privacy/policy-version'
import { suppressionHash } from '@/features/privacy/suppression'
import type { NewsletterSignup } from '@/platform/validation/newsletter'
import { confirmationTokenHash, looksLikeConfirmationToken, newConfirmationToken } from './confirmation-token'

/**
 * Double opt-in. A sign-up on the site is a request (table newsletter_signup_requests) until the person opens
 * the link in the confirmation mail; only then does the address become a subscription, and only a confirmed
 * sign-up lifts an earlier unsubscribe or erasure. Written in SQL, each step one statement or one transaction.
 */

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7

/** The job that sends the confirmation mail and the one that sends the welcome (mail-tasks.ts, beside this file). */
export const CONFIRMATION_TASK = 'newsletter-confirmation'
export const WELCOME_TASK = 'newsletter-welcome'
/** Both go on the queue of mails to people who wrote to us, which a runner drains at once. */
export const AUDIENCE_MAIL_QUEUE = 'enquiry-mail'

/**
 * Records a sign-up request and queues its confirmation mail, in one statement, and answers whether a mail was
 * queued. Nothing happens for an address already subscribed, nor for one mailed a confirmation in the last
 * day (the flood budget: whoever types a stranger's address can put at most one mail a day in their inbox).
 * A new request after that renews the consent record and the 7 days; its new link replaces the old one. A request
 * its owner already confirmed spends no budget: someone who confirmed, unsubscribed and signs up again the same day
 * gets a new confirmation mail at once (only the inbox's owner can confirm, so this cannot be used to flood it).
 * Suppressed addresses (unsubscribed or erased) get their confirmation too: that is the way back.
 */
export async function requestSignup(pool: Pool, signup: NewsletterSignup): Promise<boolean> {
  const consent = formConsent(newsletterForms[signup.source], signup.page, signup.locale, await privacyVersionNow(pool))
  const { rows } = await pool.query<{ queued: number }>(
    `WITH request AS (
       INSERT INTO newsletter_signup_requests AS r
              (email, source, consent_at, consent_form, consent_page, consent_locale, consent_privacy_version,
               mailed_at, expires_at, token_hash, confirmed_at)
       SELECT $1::varchar, $2::text::enum_newsletter_signup_requests_source, $3::timestamptz,
              $4::text::enum_newsletter_signup_requests_consent_form, $5, $6::text::enum_newsletter_signup_requests_consent_locale,
              $7, now(), now() + make_interval(days => $8), NULL, NULL
        WHERE NOT EXISTS (SELECT 1 FROM newsletter_subscriptions WHERE email = $1::varchar)
       ON CONFLICT (email) DO UPDATE
          SET source = excluded.source, consent_at = excluded.consent_at, consent_form = excluded.consent_form,
              consent_page = excluded.consent_page, consent_locale = excluded.consent_locale,
              consent_privacy_version = excluded.consent_privacy_version, mailed_at = excluded.mailed_at,
              expires_at = excluded.expires_at, token_hash = NULL, confirmed_at = NULL, updated_at = now()
        WHERE r.confirmed_at IS NOT NULL OR r.mailed_at IS NULL OR r.mailed_at < now() - interval '1 day'
       RETURNING r.id
     ), job AS (
       INSERT INTO payload_jobs (input, queue, task_slug)
       SELECT jsonb_build_object('requestId', request.id), $9, $10::text::enum_payload_jobs_task_slug FROM request
     )
     SELECT count(*)::int AS queued FROM request`,
    [
      signup.email,
      signup.source,
      consent.at,
      consent.form,
      consent.page,
      consent.locale,
      consent.privacyVersion,
      CONFIRMATION_DAYS,
      AUDIENCE_MAIL_QUEUE,
      CONFIRMATION_TASK,
    ],
  )
  return rows[0]!.queued > 0
}

export type ConfirmationMailTarget = { email: string; locale: Locale; token: string; expiresAt: Date }

/**
 * For the confirmation mail's job: a fresh token for the request, of which only the hash is stored (so the token
 * never sits in the database, not even in the job's input). Null when the request is gone (erased) or already
 * confirmed. A retried job makes a new token: only the mail actually delivered carries a working link.
 */
export async function issueConfirmationToken(db: Queryable, requestId: number): Promise<ConfirmationMailTarget | null> {
  const token = newConfirmationToken()
  const { rows } = await db.query<{ email: string; locale: string | null; expires_at: Date }>(
    `UPDATE newsletter_signup_requests SET token_hash = $2, updated_at = now()
      WHERE id = $1 AND confirmed_at IS NULL AND expires_at > now()
      RETURNING email, consent_locale::text AS locale, expires_at`,
    [requestId, confirmationTokenHash(token)],
  )
  const row = rows[0]
  if (!row) return null
  return {
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    token,
    expiresAt: row.expires_at,
  }
}

/** What opening a confirmation link finds: the states the confirmation page tells apart. */
export type LinkState =
  | { state: 'valid'; email: string; locale: Locale }
  | { state: 'unknown' } // never issued, replaced by a newer link, or the address was erased since
  | { state: 'expired' }
  | { state: 'used' }

/** Reads a link's state without acting (the page shows it first and asks for a click: mail scanners open links). */
export async function confirmationLinkState(db: Queryable, token: unknown): Promise<LinkState> {
  if (!looksLikeConfirmationToken(token)) return { state: 'unknown' }
  const { rows } = await db.query<{ email: string; locale: string | null; expired: boolean; used: boolean }>(
    `SELECT email, consent_locale::text AS locale, expires_at <= now() AS expired, confirmed_at IS NOT NULL AS used
       FROM newsletter_signup_requests WHERE token_hash = $1`,
    [confirmationTokenHash(token)],
  )
  const row = rows[0]
  if (!row) return { state: 'unknown' }
  if (row.used) return { state: 'used' }
  if (row.expired) return { state: 'expired' }
  return { state: 'valid', email: row.email, locale: isLocale(row.locale) ? row.locale : defaultLocale }
}

export type ConfirmResult = Exclude<LinkState, { state: 'valid' }> | { state: 'confirmed'; subscriptionId: number }

/**
 * Confirms a sign-up, in one transaction: the request is marked used (kept until its link expires, so a second
 * click says "already confirmed"), the address becomes a subscription whose consent record keeps when it was
 * asked for and when confirmed, an earlier unsubscribe or erasure is lifted (recorded in the audit trail by hash
 * only), and the welcome mail is queued. An address subscribed meanwhile (a CSV import) keeps its row.
 */
export async function confirmSignup(pool: Pool, token: unknown): Promise<ConfirmResult> {
  if (!looksLikeConfirmationToken(token)) return { state: 'unknown' }
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number; email: string; expired: boolean; used: boolean }>(
      `SELECT id, email, expires_at <= now() AS expired, confirmed_at IS NOT NULL AS used
         FROM newsletter_signup_requests WHERE token_hash = $1 FOR UPDATE`,
      [confirmationTokenHash(token)],
    )
    const request = rows[0]
    if (!request) return { state: 'unknown' }
    if (request.used) return { state: 'used' }
    if (request.expired) return { state: 'expired' }
    await client.query('UPDATE newsletter_signup_requests SET confirmed_at = now(), updated_at = now() WHERE id = $1', [
      request.id,
    ])
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO newsletter_subscriptions
              (email, source, consent_at, consent_form, consent_page, consent_locale, consent_privacy_version,
               consent_confirmed_at, language)
       SELECT email, source::text::enum_newsletter_subscriptions_source, consent_at,
              consent_form::text::enum_newsletter_subscriptions_consent_form, consent_page,
              consent_locale::text::enum_newsletter_subscriptions_consent_locale, consent_privacy_version, now(),
              consent_locale::text::enum_newsletter_subscriptions_language
         FROM newsletter_signup_requests WHERE id = $1
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [request.id],
    )
    const subscriptionId =
      inserted.rows[0]?.id ??
      (await client.query<{ id: number }>('SELECT id FROM newsletter_subscriptions WHERE email = $1', [request.email]))
        .rows[0]!.id
    const lifted = await client.query<{ reason: string }>('DELETE FROM suppressions WHERE hash = $1 RETURNING reason', [
      suppressionHash(request.email),
    ])
    if (lifted.rows[0]) {
      await recordAudit(client, {
        action: 'resubscribe',
        actor: null,
        collection: 'newsletter-subscriptions',
        documentIds: [subscriptionId],
        subjectEmail: request.email,
        summary: `A confirmed newsletter sign-up lifted the address's suppression (${lifted.rows[0].reason}); new consent recorded`,
        details: { previousReason: lifted.rows[0].reason },
      })
    }
    if (inserted.rows[0]) {
      await client.query(
        `INSERT INTO payload_jobs (input, queue, task_slug)
         VALUES (jsonb_build_object('subscriptionId', $1::int), $2, $3::text::enum_payload_jobs_task_slug)`,
        [subscriptionId, AUDIENCE_MAIL_QUEUE, WELCOME_TASK],
      )
    }
    return { state: 'confirmed', subscriptionId }
  })
}

/** Retention: requests whose link has expired (confirmed ones are subscriptions by then); answers how many went. */
export async function deleteExpiredSignupRequests(db: Queryable, now: Date): Promise<number> {
  return (await db.query('DELETE FROM newsletter_signup_requests WHERE expires_at <= $1', [now])).rowCount ?? 0
}

/** Erasure and opt-out: every request of this address goes, so its link no longer confirms anything. */
export async function deleteSignupRequestsOf(db: Queryable, email: string): Promise<number> {
  return (
    (await db.query('DELETE FROM newsletter_signup_requests WHERE lower(email) = lower($1)', [email])).rowCount ?? 0
  )
}
