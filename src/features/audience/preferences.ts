import type { Pool } from 'pg'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import type { Queryable } from '@/platform/db'
import { serverUrl } from '@/platform/env'
import { signUnsubscribe, verifyUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { AUDIENCE_MAIL_QUEUE } from './signup-requests'

/**
 * The subscriber's preference page, linked from every newsletter mail: the newsletter's language, unsubscribe, and
 * "erase everything about me". Its link carries the same signed token as the unsubscribe link (no expiry: it must
 * keep working as long as the mails do), so whoever holds a newsletter mail manages that address and no other.
 */

export const ERASE_CONFIRMATION_TASK = 'newsletter-erase-confirmation'

export const preferencesPageUrl = (email: string, locale: Locale) =>
  `${serverUrl()}/${locale}/newsletter/preferences?token=${encodeURIComponent(signUnsubscribe({ kind: 'subscriber', email }))}`

export type Subscriber = { id: number; email: string; language: Locale }

/** The subscription a preference link stands for, or null (a forged link, or an address no longer subscribed). */
export async function subscriberOfLink(db: Queryable, token: unknown): Promise<Subscriber | null> {
  const subject = verifyUnsubscribe(token)
  if (subject?.kind !== 'subscriber') return null
  return subscriberByEmail(db, subject.email)
}

export async function subscriberByEmail(db: Queryable, email: string): Promise<Subscriber | null> {
  const { rows } = await db.query<{ id: number; email: string; language: string | null }>(
    `SELECT id, email, coalesce(language::text, consent_locale::text) AS language
       FROM newsletter_subscriptions WHERE email = lower($1)`,
    [email],
  )
  const row = rows[0]
  return row ? { id: row.id, email: row.email, language: isLocale(row.language) ? row.language : defaultLocale } : null
}

/** The language the newsletter is sent in, as the subscriber chose it. */
export async function setNewsletterLanguage(db: Queryable, id: number, language: Locale): Promise<void> {
  await db.query(
    'UPDATE newsletter_subscriptions SET language = $2::text::enum_newsletter_subscriptions_language, updated_at = now() WHERE id = $1',
    [id, language],
  )
}

/** Queues the mail that asks the subscriber to confirm the erasure from their inbox. */
export async function queueEraseConfirmation(pool: Pool, subscriptionId: number): Promise<void> {
  await pool.query(
    `INSERT INTO payload_jobs (input, queue, task_slug)
     VALUES (jsonb_build_object('subscriptionId', $1::int), $2, $3::text::enum_payload_jobs_task_slug)`,
    [subscriptionId, AUDIENCE_MAIL_QUEUE, ERASE_CONFIRMATION_TASK],
  )
}
