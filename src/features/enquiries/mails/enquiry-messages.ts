import { compile, type FormatCallback } from 'html-to-text'

import { defaultLocale, type Locale, isLocale } from '@i18n/locales'
import type { EnquiryForMail } from '../enquiry-for-mail'
import { contactTypes, programTypes } from '@/platform/enquiry-options'
import { serverUrl } from '@/platform/env'
import { translator } from '@/platform/i18n'
import type { CompanyDetails } from '@/features/content/company'
import { companyFooterHtml } from '@/platform/mail/company-footer'
import { escapeHtml } from '@/platform/mail/placeholders'

/** The enquiry fields the mails show, as the mail jobs read them. */
type Enquiry = EnquiryForMail

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

/**
 * The enquiry's destination as it reads in the mail's language (src/features/content/destinations.ts,
 * destinationLabels: the code itself for a destination deleted since), or null when it names none.
 */
type DestinationLabel = string | null

/** A section of its own, e.g. the trip a school built on the plan-a-trip page: a heading, rows, a closing line. */
type Section = { heading: string; rows: Array<[string, string]>; note: string }

/**
 * What a mail says beyond the enquiry: who sends it (company details), the destination's label, and a section
 * on what came with the enquiry (a trip request), already in the mail's language.
 */
type MailContext = { company?: CompanyDetails; destination?: DestinationLabel; section?: Section | null }

const sectionHtml = (section: Section | null | undefined) =>
  section ? `<h3>${escapeHtml(section.heading)}</h3>${table(section.rows)}<p>${escapeHtml(section.note)}</p>` : ''

/** The staff notification's recipient's admin language too (English unless told). */
type StaffMailContext = MailContext & { language?: string | null }

function rows(locale: Locale, enquiry: Enquiry, destination: DestinationLabel): Array<[string, string]> {
  const t = translator(locale)
  const list: Array<[string, string]> = [
    [t('mail.field.name'), enquiry.name],
    [t('mail.field.email'), enquiry.email],
    [t('mail.field.organization'), enquiry.organization],
    [t('mail.field.type'), contactTypes[enquiry.contactType][locale]],
  ]
  if (destination) list.push([t('mail.field.destination'), destination])
  if (enquiry.programType) list.push([t('mail.field.programType'), programTypes[enquiry.programType][locale]])
  return list
}

function table(entries: Array<[string, string]>) {
  return `<table cellpadding="4" style="border-collapse:collapse">${entries
    .map(
      ([k, v]) => `<tr><th align="left" style="padding-right:16px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`
}

/**
 * The text part shows each row of a label/value table as "Label: value" on a line of its own
 * (html-to-text would otherwise run the cells of a row, and the rows, together).
 */
const labelledRow: FormatCallback = (elem, walk, builder) => {
  const [label, value] = (elem.children ?? []).filter((child) => child.type === 'tag')
  builder.openBlock({ leadingLineBreaks: 1 })
  walk(label?.children ?? [], builder)
  builder.addInline(': ')
  walk(value?.children ?? [], builder)
  builder.closeBlock({ trailingLineBreaks: 1 })
}

// Compiled once: html-to-text's convert() builds its selector tree again on every call (about 2 ms a mail).
const toText = compile({
  wordwrap: 78,
  formatters: { labelledRow },
  selectors: [
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'labelledRow' },
    // Upper-casing headings is html-to-text's default; a label reads better as written.
    { selector: 'h3', options: { uppercase: false } },
  ],
})

const withText = (subject: string, html: string) => ({
  subject,
  html: `<!DOCTYPE html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${html}</body></html>`,
  text: toText(html),
})

/**
 * To staff, in the recipient's admin language; replying goes straight to the sender, and the link opens the
 * enquiry in the Dashboard, where it is answered.
 */
export function staffNotification(
  enquiry: Enquiry,
  { company, destination = enquiry.destination ?? null, section, language: staffLanguage }: StaffMailContext = {},
) {
  const staffLocale: Locale = staffLanguage && isLocale(staffLanguage) ? staffLanguage : defaultLocale
  const t = translator(staffLocale)
  const language = enquiry.locale && isLocale(enquiry.locale) ? enquiry.locale : defaultLocale
  const link = `${serverUrl()}/admin?enquiry=${enquiry.id}`
  const html = [
    `<p>${escapeHtml(t('mail.staff.intro', { language: language.toUpperCase() }))}</p>`,
    table(rows(staffLocale, enquiry, destination)),
    sectionHtml(section),
    `<h3>${escapeHtml(t('mail.field.message'))}</h3>`,
    paragraphs(enquiry.message),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.staff.open'))}</a></p>`,
    company ? companyFooterHtml(company) : '',
  ].join('')
  return {
    ...withText(t('mail.staff.subject', { name: enquiry.name, organization: enquiry.organization }), html),
    replyTo: { name: enquiry.name, address: enquiry.email },
  }
}

/** A word of a name: letters of any script with their marks, apostrophes and hyphens, a full stop after an initial. */
const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’-]*\.?$/u
const MAX_NAME_WORDS = 6

/**
 * The visitor's name as the auto-reply may repeat it. The auto-reply goes to whatever address a stranger typed
 * into the form, so it must not carry their text to someone else. Links are left out (web addresses, `www.` and
 * bare domains, which mail clients turn into links; mail addresses); then what is left must read as a name, a few
 * words of letters: anything else (digits, as in phone numbers and IP addresses; a domain in another script or with
 * another full stop, `evil.рф`, `evil。com`; any other symbol) means the field carries something else, and the
 * reply greets without a name.
 */
export function nameForAutoReply(name: string): string {
  const words = name
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ') // scheme://…
    .replace(/\S*@\S+/g, ' ') // someone@host
    .replace(/\S*(?:www\.|\.[a-z]{2,}\b)\S*/gi, ' ') // www.… and anything.tld
    .split(/\s+/)
    .filter(Boolean)
  if (words.length > MAX_NAME_WORDS || !words.every((word) => NAME_WORD.test(word))) return ''
  const kept = words.join(' ')
  return kept.length > 60 ? '' : kept
}

/**
 * To the sender, in the language they used on the site. It repeats only what we chose (the enquiry type, the
 * destination or programme) and the sender's name without links: never the message or organisation they typed,
 * so the form cannot be used to send a stranger's text to any address.
 */
export function autoReply(
  enquiry: Enquiry,
  { company, destination = enquiry.destination ?? null, section }: MailContext = {},
) {
  const locale: Locale = enquiry.locale && isLocale(enquiry.locale) ? enquiry.locale : defaultLocale
  const t = translator(locale)
  const name = nameForAutoReply(enquiry.name)
  const summary: Array<[string, string]> = [[t('mail.field.type'), contactTypes[enquiry.contactType][locale]]]
  if (destination) summary.push([t('mail.field.destination'), destination])
  if (enquiry.programType) summary.push([t('mail.field.programType'), programTypes[enquiry.programType][locale]])
  const html = [
    `<p>${escapeHtml(name ? t('mail.autoReply.greeting', { name }) : t('mail.autoReply.greetingNoName'))}</p>`,
    `<p>${escapeHtml(t('mail.autoReply.body'))}</p>`,
    `<p>${escapeHtml(t('mail.autoReply.summary'))}</p>`,
    table(summary),
    sectionHtml(section),
    `<p>${escapeHtml(t('mail.autoReply.signature'))}</p>`,
    company ? companyFooterHtml(company) : '',
  ].join('')
  return { ...withText(t('mail.autoReply.subject'), html), toName: name }
}
