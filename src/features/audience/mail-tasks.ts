import type { TaskConfig } from 'payload'

import type { Pool } from 'pg'

import type { Locale } from '@i18n/locales'
import { mailCompany } from '@/lib/mail/company-footer'
import { sendEnquiryMail } from '@/lib/mail/enquiry-transport'
import { signEraseLink } from './erase-link'
import { confirmationMail, eraseConfirmationMail, welcomeMail } from './mails'
import { ERASE_CONFIRMATION_TASK, subscriberByEmail } from './preferences'
import { CONFIRMATION_TASK, issueConfirmationToken, WELCOME_TASK } from './signup-requests'

/**
 * The sign-up's mails, one job each on the queue of mails to people who wrote to us (drained at once by the
 * enquiry-mail runner), so the visitor gets the confirmation within seconds and the request answers without
 * waiting for SMTP. They go through the same SMTP pool as the enquiries' auto-replies.
 */

export const newsletterConfirmationTask: TaskConfig<'newsletter-confirmation'> = {
  slug: CONFIRMATION_TASK,
  label: 'Newsletter: confirmation mail (double opt-in)',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const target = await issueConfirmationToken(req.payload.db.pool, Number(input.requestId))
    // Erased, confirmed or expired meanwhile: nothing to send.
    if (!target) return { output: { sent: false } }
    const mail = confirmationMail(target, await mailCompany(req.payload, target.locale))
    await sendEnquiryMail({ to: target.email, ...mail })
    return { output: { sent: true } }
  },
}

export const newsletterWelcomeTask: TaskConfig<'newsletter-welcome'> = {
  slug: WELCOME_TASK,
  label: 'Newsletter: welcome mail after confirmation',
  inputSchema: [{ name: 'subscriptionId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const subscriber = await subscriberById(req.payload.db.pool, Number(input.subscriptionId))
    // Unsubscribed or erased before the mail went: none is due.
    if (!subscriber) return { output: { sent: false } }
    const locale = subscriber.language
    // The published text in this language only: an empty Spanish text means the standard Spanish one, not English.
    const company = await req.payload.findGlobal({ slug: 'company', locale, fallbackLocale: false, depth: 0 })
    const mail = welcomeMail(
      { email: subscriber.email, locale },
      { subject: company.newsletterWelcomeSubject, text: company.newsletterWelcomeText },
      await mailCompany(req.payload, locale),
    )
    await sendEnquiryMail({ to: subscriber.email, ...mail })
    return { output: { sent: true } }
  },
}

export const newsletterEraseConfirmationTask: TaskConfig<'newsletter-erase-confirmation'> = {
  slug: ERASE_CONFIRMATION_TASK,
  label: 'Newsletter: confirm "erase everything about me"',
  inputSchema: [{ name: 'subscriptionId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const subscriber = await subscriberById(req.payload.db.pool, Number(input.subscriptionId))
    if (!subscriber) return { output: { sent: false } }
    const mail = eraseConfirmationMail(
      { token: signEraseLink(subscriber.email), locale: subscriber.language, email: subscriber.email },
      await mailCompany(req.payload, subscriber.language),
    )
    await sendEnquiryMail({ to: subscriber.email, ...mail })
    return { output: { sent: true } }
  },
}

/** A subscription by id, with the language its mails go in (chosen on the preference page, else the sign-up's). */
async function subscriberById(pool: Pool, id: number): Promise<{ email: string; language: Locale } | null> {
  const { rows } = await pool.query<{ email: string }>('SELECT email FROM newsletter_subscriptions WHERE id = $1', [id])
  return rows[0] ? subscriberByEmail(pool, rows[0].email) : null
}

export const audienceMailTasks = [newsletterConfirmationTask, newsletterWelcomeTask, newsletterEraseConfirmationTask]
