import type { Payload, TaskConfig } from 'payload'

import type { Pool } from 'pg'

import type { Locale } from '@i18n/locales'
import { mailCompany } from '@/platform/mail/company-footer'
import { sendEnquiryMail } from '@/features/enquiries/mails/enquiry-transport'
import { signEraseLink } from './erase-link'
import { confirmationMail, eraseConfirmationMail, welcomeMail } from './mails'
import { ERASE_CONFIRMATION_TASK, subscriberByEmail } from './preferences'
import { CONFIRMATION_TASK, issueConfirmationToken, WELCOME_TASK } from './signup-requests'

/**
 * The sign-up's mails, one job each on the queue of mails to people who wrote to us (drained at once by the
 * job runner's urgent lane), so the visitor gets the confirmation within seconds and the request answers without
 * waiting for SMTP. They go through the same SMTP pool as the enquiries' auto-replies.
 */

type MailTaskSlug = 'newsletter-confirmation' | 'newsletter-welcome' | 'newsletter-erase-confirmation'
type Mail = { subject: string; html: string; text: string }

/**
 * One mail job: `compose` reads what the mail needs by the job's id and answers null when none is due any more
 * (erased, confirmed, unsubscribed or expired meanwhile); the job then ends with sent: false.
 */
function mailTask<Slug extends MailTaskSlug>(
  slug: Slug,
  label: string,
  idField: 'requestId' | 'subscriptionId',
  compose: (payload: Payload, id: number) => Promise<{ to: string; mail: Mail } | null>,
): TaskConfig<Slug> {
  return {
    slug,
    label,
    inputSchema: [{ name: idField, type: 'number', required: true }],
    outputSchema: [{ name: 'sent', type: 'checkbox' }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const due = await compose(req.payload, Number((input as Record<string, unknown>)[idField]))
      if (!due) return { output: { sent: false } }
      await sendEnquiryMail({ to: due.to, ...due.mail })
      return { output: { sent: true } }
    },
  } as TaskConfig<Slug>
}

export const newsletterConfirmationTask = mailTask(
  CONFIRMATION_TASK,
  'Newsletter: confirmation mail (double opt-in)',
  'requestId',
  async (payload, id) => {
    const target = await issueConfirmationToken(payload.db.pool, id)
    if (!target) return null
    return { to: target.email, mail: confirmationMail(target, await mailCompany(payload, target.locale)) }
  },
)

export const newsletterWelcomeTask = mailTask(
  WELCOME_TASK,
  'Newsletter: welcome mail after confirmation',
  'subscriptionId',
  async (payload, id) => {
    const subscriber = await subscriberById(payload.db.pool, id)
    if (!subscriber) return null
    const locale = subscriber.language
    // The published text in this language only: an empty Spanish text means the standard Spanish one, not English.
    const company = await payload.findGlobal({ slug: 'company', locale, fallbackLocale: false, depth: 0 })
    const mail = welcomeMail(
      { email: subscriber.email, locale },
      { subject: company.newsletterWelcomeSubject, text: company.newsletterWelcomeText },
      await mailCompany(payload, locale),
    )
    return { to: subscriber.email, mail }
  },
)

export const newsletterEraseConfirmationTask = mailTask(
  ERASE_CONFIRMATION_TASK,
  'Newsletter: confirm "erase everything about me"',
  'subscriptionId',
  async (payload, id) => {
    const subscriber = await subscriberById(payload.db.pool, id)
    if (!subscriber) return null
    const mail = eraseConfirmationMail(
      { token: signEraseLink(subscriber.email), locale: subscriber.language, email: subscriber.email },
      await mailCompany(payload, subscriber.language),
    )
    return { to: subscriber.email, mail }
  },
)

/** A subscription by id, with the language its mails go in (chosen on the preference page, else the sign-up's). */
async function subscriberById(pool: Pool, id: number): Promise<{ email: string; language: Locale } | null> {
  const { rows } = await pool.query<{ email: string }>('SELECT email FROM newsletter_subscriptions WHERE id = $1', [id])
  return rows[0] ? subscriberByEmail(pool, rows[0].email) : null
}

export const audienceMailTasks = [newsletterConfirmationTask, newsletterWelcomeTask, newsletterEraseConfirmationTask]
