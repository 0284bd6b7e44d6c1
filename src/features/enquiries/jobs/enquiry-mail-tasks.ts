import type { Payload, TaskConfig } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { tripMailSection } from '@/features/trips'
import { destinationLabels, labelOfDestination } from '@/features/content/destinations'
import { memoized } from '@/features/content/memo'
import { mailCompany } from '@/platform/mail/company-footer'
import { mailSettings } from '@/platform/mail/settings'
import { staffMailboxLanguage } from '@/features/staff/staff-language'
import { enquiryForMail } from '../enquiry-for-mail'
import { autoReplyAllowed } from '../mails/auto-reply-budget'
import { autoReply, staffNotification } from '../mails/enquiry-messages'
import { sendEnquiryMail } from '../mails/enquiry-transport'
import { recordSystemEvent } from '../timeline'

/** The tasks' input: the stored enquiry's id. */
const contactInput = [{ name: 'contactId', type: 'number' as const, required: true }]

/** How the mail names the enquiry's destination in `locale` (its code, if the destination was deleted since). */
async function destinationIn(payload: Payload, code: string | null | undefined, locale: Locale) {
  if (!code) return null
  // Labels read once a minute at most, like the company details (src/platform/mail/company-footer.ts).
  const labels = await memoized(`destination-labels:${locale}`, () => destinationLabels(payload, locale))
  return labelOfDestination(labels, code)
}

/**
 * A new enquiry's two mails, a job each (src/features/enquiries/jobs/queue-mail.ts queues them with the enquiry): the
 * staff notification and the auto-reply to the sender, in their languages.
 */
export const enquiryNotificationTask: TaskConfig<'enquiry-notification'> = {
  slug: 'enquiry-notification',
  label: 'Enquiry: notify staff',
  inputSchema: contactInput,
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await enquiryForMail(req.payload.db.pool, input.contactId)
    if (!contact) return { output: { sent: false } } // erased meanwhile: nothing to say
    const to = mailSettings().staffEmail
    // For the staff, in the admin language of the account behind STAFF_EMAIL (English without one).
    const stored = await staffMailboxLanguage(req.payload.db.pool, to)
    const language = stored && isLocale(stored) ? stored : defaultLocale
    const { subject, html, text, replyTo } = staffNotification(contact, {
      company: await mailCompany(req.payload, language),
      destination: await destinationIn(req.payload, contact.destination, language),
      section: await tripMailSection(req.payload, contact.id, language),
      language,
    })
    await sendEnquiryMail({ to, replyTo, subject, html, text })
    // On the enquiry's timeline, in plain SQL: these jobs run by the thousand after a burst.
    await recordSystemEvent(req.payload.db.pool, { contactId: contact.id, type: 'notification', data: { to } })
    return { output: { sent: true } }
  },
}

export const enquiryAutoReplyTask: TaskConfig<'enquiry-auto-reply'> = {
  slug: 'enquiry-auto-reply',
  label: 'Enquiry: auto-reply to the sender',
  inputSchema: contactInput,
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await enquiryForMail(req.payload.db.pool, input.contactId)
    if (!contact) return { output: { sent: false } }
    if (!(await autoReplyAllowed(req.payload.db.pool, contact))) return { output: { sent: false } }
    const locale = contact.locale && isLocale(contact.locale) ? contact.locale : defaultLocale
    const { toName, ...message } = autoReply(contact, {
      company: await mailCompany(req.payload, locale),
      destination: await destinationIn(req.payload, contact.destination, locale),
      section: await tripMailSection(req.payload, contact.id, locale),
    })
    await sendEnquiryMail({ to: { name: toName, address: contact.email }, ...message })
    await recordSystemEvent(req.payload.db.pool, { contactId: contact.id, type: 'auto_reply', data: {} })
    return { output: { sent: true } }
  },
}
