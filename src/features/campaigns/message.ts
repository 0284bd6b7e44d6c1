import { convert } from 'html-to-text'

import {
  escapeHtml,
  fillPlaceholders,
  type PlaceholderValues,
  unsubscribePlaceholder,
} from '@/platform/mail/placeholders'
import { defaultLocale, type Locale } from '@i18n/locales'
import { unsubscribeFooterHtml, unsubscribeFooterText } from './email-layout'

export type CampaignContent = { subject: string; htmlContent: string; textContent: string | null }
export type Recipient = {
  name: string | null
  contactPerson: string | null
  country: string | null
  city: string | null
}

/** What a greeting reads when the school's data lacks a value, per version language ("Dear Educator,"). */
export const fallbackValues: Record<Locale, PlaceholderValues> = {
  en: { schoolName: 'your school', contactPerson: 'Educator', country: 'your country', city: 'your city' },
  es: { schoolName: 'su centro', contactPerson: 'docente', country: 'su país', city: 'su ciudad' },
}

export function placeholderValues(recipient: Recipient, language: Locale = defaultLocale): PlaceholderValues {
  const fallback = fallbackValues[language]
  const pick = (value: string | null, otherwise: string) => (value && value.trim() ? value.trim() : otherwise)
  return {
    schoolName: pick(recipient.name, fallback.schoolName),
    contactPerson: pick(recipient.contactPerson, fallback.contactPerson),
    country: pick(recipient.country, fallback.country),
    city: pick(recipient.city, fallback.city),
  }
}

/**
 * One recipient's message: placeholders filled (escaped in HTML), the unsubscribe link put where the
 * template asks for it, or appended when an editor removed it (LSSI art. 22: every mail offers it), and a
 * text part made from the HTML when the campaign has none.
 */
export function renderCampaignMessage(
  campaign: CampaignContent,
  recipient: Recipient,
  unsubscribeUrl: string,
  {
    language = defaultLocale,
    values = placeholderValues(recipient, language),
    sender,
  }: {
    /** The version's language: its unsubscribe footer and the placeholders' fallback values. */
    language?: Locale
    values?: PlaceholderValues
    /** Who sends it (the company details' line, src/platform/mail/company-footer.ts), added at the end. */
    sender?: string
  } = {},
) {
  const subject = fillPlaceholders(campaign.subject, values, { html: false }).replace(/[\r\n]+/g, ' ')
  let html = fillPlaceholders(campaign.htmlContent, values, { html: true })
  if (html.includes(unsubscribePlaceholder)) {
    html = html.split(unsubscribePlaceholder).join(escapeHtml(unsubscribeUrl))
  } else {
    const footer = unsubscribeFooterHtml(language, unsubscribeUrl)
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}${footer}`
  }
  let text = campaign.textContent?.trim()
    ? fillPlaceholders(campaign.textContent, values, { html: false }).split(unsubscribePlaceholder).join(unsubscribeUrl)
    : convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] })
  if (!text.includes(unsubscribeUrl)) text += `\n\n${unsubscribeFooterText(language, unsubscribeUrl)}\n`
  if (sender) {
    const line = `<p style="font-size:12px;color:#4b5563;">${escapeHtml(sender)}</p>`
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${line}</body>`) : `${html}${line}`
    text = `${text.trimEnd()}\n\n${sender}\n`
  }
  return { subject, html, text }
}
