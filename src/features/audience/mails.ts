import { compile } from 'html-to-text'

import type { Locale } from '@i18n/locales'
import type { CompanyDetails } from '@/features/content/company'
import { serverUrl } from '@/platform/env'
import { translator } from '@/platform/i18n'
import { companyFooterHtml } from '@/platform/mail/company-footer'
import { escapeHtml } from '@/platform/mail/placeholders'
import { signUnsubscribe, unsubscribeHeaders, unsubscribePageUrl } from '@/platform/mail/unsubscribe-token'
import { erasePageUrl } from './erase-link'
import { preferencesPageUrl } from './preferences'

/** The two mails of a sign-up: the confirmation (double opt-in) and the welcome, in the person's language. */

const toText = compile({ wordwrap: 78 })

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

const message = (subject: string, body: string) => {
  const html = `<!DOCTYPE html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${body}</body></html>`
  return { subject, html, text: toText(html) }
}

/** The page that confirms, in the person's language (it asks for a click before acting). */
export const confirmationPageUrl = (token: string, locale: Locale) =>
  `${serverUrl()}/${locale}/newsletter/confirm?token=${encodeURIComponent(token)}`

export function confirmationMail(
  { token, locale, expiresAt }: { token: string; locale: Locale; expiresAt: Date },
  company?: CompanyDetails,
) {
  const t = translator(locale)
  const link = confirmationPageUrl(token, locale)
  const until = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Madrid',
  }).format(expiresAt)
  return message(
    t('mail.newsletterConfirm.subject'),
    [
      `<p>${escapeHtml(t('mail.newsletterConfirm.intro'))}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b45309;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.newsletterConfirm.button'))}</a></p>`,
      `<p style="font-size:13px">${escapeHtml(t('mail.newsletterConfirm.linkText'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t('mail.newsletterConfirm.expiry', { date: until }))}</p>`,
      `<p>${escapeHtml(t('mail.newsletterConfirm.ignore'))}</p>`,
      company ? companyFooterHtml(company) : '',
    ].join(''),
  )
}

/**
 * The welcome: the text staff wrote in Company details (in this language), or the standard one; then the links
 * every newsletter mail carries: the preference page, and unsubscribe (in the body and as List-Unsubscribe headers).
 */
export function welcomeMail(
  { email, locale }: { email: string; locale: Locale },
  cms: { subject?: string | null; text?: string | null },
  company?: CompanyDetails,
) {
  const t = translator(locale)
  const token = signUnsubscribe({ kind: 'subscriber', email })
  const unsubscribe = unsubscribePageUrl(token, locale)
  const preferences = preferencesPageUrl(email, locale)
  const mail = message(
    cms.subject?.trim() || t('mail.newsletterWelcome.subject'),
    [
      paragraphs(cms.text?.trim() || t('mail.newsletterWelcome.text')),
      `<p style="font-size:13px">${escapeHtml(t('mail.newsletterWelcome.preferences'))} <a href="${escapeHtml(preferences)}">${escapeHtml(preferences)}</a></p>`,
      `<p style="font-size:13px">${escapeHtml(t('mail.newsletterWelcome.unsubscribe'))} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribe)}</a></p>`,
      company ? companyFooterHtml(company) : '',
    ].join(''),
  )
  return { ...mail, headers: unsubscribeHeaders(token) }
}

/** "Erase everything about me": the link that confirms it, valid 7 days; nothing happens without it. */
export function eraseConfirmationMail(
  { token, locale, email }: { token: string; locale: Locale; email: string },
  company?: CompanyDetails,
) {
  const t = translator(locale)
  const link = erasePageUrl(token, locale)
  return message(
    t('mail.newsletterErase.subject'),
    [
      `<p>${escapeHtml(t('mail.newsletterErase.intro', { email }))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t('mail.newsletterErase.ignore'))}</p>`,
      company ? companyFooterHtml(company) : '',
    ].join(''),
  )
}
