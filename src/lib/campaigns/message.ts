import { convert } from 'html-to-text'

import { escapeHtml, fillPlaceholders, type PlaceholderValues, unsubscribePlaceholder } from '@/lib/mail/placeholders'

export type CampaignContent = { subject: string; htmlContent: string; textContent: string | null }
export type Recipient = {
  name: string | null
  contactPerson: string | null
  country: string | null
  city: string | null
}

/** What a greeting reads when the school's data lacks a value ("Dear Educator,"). */
export const fallbackValues: PlaceholderValues = {
  schoolName: 'your school',
  contactPerson: 'Educator',
  country: 'your country',
  city: 'your city',
}

export function placeholderValues(recipient: Recipient): PlaceholderValues {
  const pick = (value: string | null, fallback: string) => (value && value.trim() ? value.trim() : fallback)
  return {
    schoolName: pick(recipient.name, fallbackValues.schoolName),
    contactPerson: pick(recipient.contactPerson, fallbackValues.contactPerson),
    country: pick(recipient.country, fallbackValues.country),
    city: pick(recipient.city, fallbackValues.city),
  }
}

/**
 * One recipient's message: placeholders filled (escaped in HTML), the unsubscribe link put where the
 * template asks for it, or appended when an editor removed it (LSSI art. 22: every mail offers it), and a
 * text part made from the HTML when the campaign has none.
 */
export function renderCampaignMessage(campaign: CampaignContent, recipient: Recipient, unsubscribeUrl: string) {
  const values = placeholderValues(recipient)
  const subject = fillPlaceholders(campaign.subject, values, { html: false }).replace(/[\r\n]+/g, ' ')
  let html = fillPlaceholders(campaign.htmlContent, values, { html: true })
  if (html.includes(unsubscribePlaceholder)) {
    html = html.split(unsubscribePlaceholder).join(escapeHtml(unsubscribeUrl))
  } else {
    const footer = `<p style="font-size:12px;color:#4b5563;">To stop receiving these emails, <a href="${escapeHtml(unsubscribeUrl)}">unsubscribe here</a>.</p>`
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}${footer}`
  }
  let text = campaign.textContent?.trim()
    ? fillPlaceholders(campaign.textContent, values, { html: false }).split(unsubscribePlaceholder).join(unsubscribeUrl)
    : convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] })
  if (!text.includes(unsubscribeUrl)) text += `\n\nUnsubscribe: ${unsubscribeUrl}\n`
  return { subject, html, text }
}
