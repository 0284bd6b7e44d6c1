import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import type { Contact } from '@/payload-types'
import { serverUrl } from '@/lib/env'
import { translator } from '@/lib/i18n'

/**
 * The mails of the enquiry follow-up: a reply a staff member writes in the Dashboard, the short mail
 * to a new owner, and the overdue reminder. Plain text: the reply is what a person typed, and the two staff mails
 * are a line and a link.
 */

type Enquiry = Pick<Contact, 'id' | 'name' | 'email' | 'organization' | 'message' | 'locale' | 'createdAt'>

const localeOf = (enquiry: Pick<Contact, 'locale'>): Locale =>
  enquiry.locale && isLocale(enquiry.locale) ? enquiry.locale : defaultLocale

const dashboardLink = () => `${serverUrl()}/admin`

function longDate(at: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(new Date(at))
}

/** What the reply box starts with: a greeting in the enquiry's language, and the sign-off. */
export function replyDraft(enquiry: Enquiry, staffName: string) {
  const t = translator(localeOf(enquiry))
  return {
    subject: t('mail.reply.subject'),
    text: `${t('mail.reply.greeting', { name: enquiry.name })}\n\n\n\n${t('mail.reply.signature')}\n${staffName}`,
  }
}

/** The reply as sent: the staff member's text, then the enquiry quoted ("> "), as mail clients quote. */
export function replyMail(enquiry: Enquiry, subject: string | null | undefined, text: string) {
  const locale = localeOf(enquiry)
  const t = translator(locale)
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
  const intro = t('mail.reply.quote', { date: longDate(enquiry.createdAt, locale), name: enquiry.name })
  return { subject: subject?.trim() || t('mail.reply.subject'), text: `${text.trimEnd()}\n\n${intro}\n${quoted}\n` }
}

/** To a staff member who was given an enquiry by a colleague. */
export function assigneeMail(enquiry: Enquiry, ownerName: string, byName: string | null) {
  const who = byName ? `${byName} assigned you` : 'You have been assigned'
  return {
    subject: `Enquiry assigned to you: ${enquiry.name} (${enquiry.organization})`,
    text: [
      `Hello ${ownerName},`,
      '',
      `${who} the enquiry from ${enquiry.name} (${enquiry.organization}, ${enquiry.email}), received ${longDate(enquiry.createdAt, defaultLocale)}.`,
      '',
      `Open the Dashboard to answer it: ${dashboardLink()}`,
    ].join('\n'),
  }
}

/** One enquiry in an overdue reminder. */
export type OverdueEnquiry = { name: string; email: string; organization: string; createdAt: string | Date }

/** Enquiries a reminder lists one by one; the rest are counted (the Dashboard's Overdue figure has them all). */
const LISTED = 50

/**
 * The overdue reminder to one staff member (or STAFF_EMAIL): every enquiry of theirs that is still New after the
 * promised business hours, in one mail.
 */
export function reminderDigestMail(enquiries: OverdueEnquiry[], hours: number) {
  const [first] = enquiries
  const line = (e: OverdueEnquiry) =>
    `- ${e.name} (${e.organization}, ${e.email}), received ${longDate(new Date(e.createdAt).toISOString(), defaultLocale)}`
  const more = enquiries.length - LISTED
  return {
    subject:
      enquiries.length === 1 && first
        ? `Overdue enquiry: ${first.name} (${first.organization}) has had no answer`
        : `Overdue enquiries: ${enquiries.length} have had no answer`,
    text: [
      enquiries.length === 1
        ? `This enquiry is still New after ${hours} business hours:`
        : `These ${enquiries.length} enquiries are still New after ${hours} business hours:`,
      '',
      ...enquiries.slice(0, LISTED).map(line),
      ...(more > 0 ? [`- and ${more} more (see the Dashboard)`] : []),
      '',
      'Our confirmation promised an answer within 24 hours: please reply from the Dashboard today.',
      '',
      dashboardLink(),
    ].join('\n'),
  }
}

/** The invitation of a colleague: the link opens Payload's page to choose a password. */
export function inviteMail(name: string, byName: string | null, token: string, days: number) {
  const link = `${serverUrl()}/admin/reset/${token}`
  return {
    subject: 'You have been invited to the Madrid Edu Travel admin',
    text: [
      `Hello ${name},`,
      '',
      `${byName ?? 'A colleague'} has invited you to answer enquiries in the Madrid Edu Travel admin.`,
      `Choose your password here (the link works for ${days} days):`,
      link,
      '',
      `Then sign in at ${dashboardLink()} with this email address.`,
    ].join('\n'),
  }
}
