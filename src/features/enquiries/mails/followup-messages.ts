import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import type { Contact } from '@/payload-types'
import { serverUrl } from '@/platform/env'
import { translator } from '@/platform/i18n'
import { formatStaffDate } from '@/platform/i18n/staff-dates'

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

/**
 * The staff mails below are written in the recipient's admin language (users.language, English for a shared
 * mailbox with no account), with dates on Madrid's clock in that language's short form, as the admin shows them.
 */
const staffLocale = (language: string | null | undefined): Locale =>
  language && isLocale(language) ? language : defaultLocale

/** The Dashboard with one enquiry's details open. */
export const enquiryInDashboard = (id: number) => `${dashboardLink()}?enquiry=${id}`

/** To a staff member who was given an enquiry by a colleague. */
export function assigneeMail(enquiry: Enquiry, ownerName: string, byName: string | null, language?: string | null) {
  const locale = staffLocale(language)
  const t = translator(locale)
  const details = {
    name: enquiry.name,
    organization: enquiry.organization,
    email: enquiry.email,
    date: formatStaffDate(enquiry.createdAt, locale) ?? '',
  }
  return {
    subject: t('mail.assignee.subject', { name: enquiry.name, organization: enquiry.organization }),
    text: [
      t('mail.staffMail.greeting', { name: ownerName }),
      '',
      byName ? t('mail.assignee.byColleague', { by: byName, ...details }) : t('mail.assignee.unattributed', details),
      '',
      t('mail.assignee.open', { link: enquiryInDashboard(enquiry.id) }),
    ].join('\n'),
  }
}

/** One enquiry in an overdue reminder. */
export type OverdueEnquiry = {
  id?: number
  name: string
  email: string
  organization: string
  createdAt: string | Date
}

/** Enquiries a reminder lists one by one; the rest are counted (the Dashboard's Overdue figure has them all). */
const LISTED = 50

/**
 * The overdue reminder to one staff member (or STAFF_EMAIL): every enquiry of theirs that is still New after the
 * promised business hours, in one mail.
 */
export function reminderDigestMail(enquiries: OverdueEnquiry[], hours: number, language?: string | null) {
  const locale = staffLocale(language)
  const t = translator(locale)
  const [first] = enquiries
  const line = (e: OverdueEnquiry) =>
    t('mail.reminder.line', {
      name: e.name,
      organization: e.organization,
      email: e.email,
      date: formatStaffDate(e.createdAt, locale) ?? '',
    })
  const more = enquiries.length - LISTED
  const single = enquiries.length === 1 && first
  return {
    subject: single
      ? t('mail.reminder.subjectOne', { name: first.name, organization: first.organization })
      : t('mail.reminder.subjectMany', { count: enquiries.length }),
    text: [
      single
        ? t('mail.reminder.introOne', { hours })
        : t('mail.reminder.introMany', { count: enquiries.length, hours }),
      '',
      ...enquiries.slice(0, LISTED).map(line),
      ...(more > 0 ? [t('mail.reminder.more', { count: more })] : []),
      '',
      t('mail.reminder.promise'),
      '',
      single && first.id !== undefined ? enquiryInDashboard(first.id) : dashboardLink(),
    ].join('\n'),
  }
}

/** The invitation of a colleague, in the language chosen for them: the link opens Payload's page to choose a password. */
export function inviteMail(name: string, byName: string | null, token: string, days: number, language?: string | null) {
  const t = translator(staffLocale(language))
  const link = `${serverUrl()}/admin/reset/${token}`
  return {
    subject: t('mail.invite.subject'),
    text: [
      t('mail.staffMail.greeting', { name }),
      '',
      t('mail.invite.body', { by: byName ?? t('mail.invite.colleague') }),
      t('mail.invite.choose', { days }),
      link,
      '',
      t('mail.invite.signIn', { link: dashboardLink() }),
    ].join('\n'),
  }
}
