import type { MailLanguage } from './email-layout'
import { type CampaignContent, renderCampaignMessage } from './message'
import { placeholders, unsubscribePlaceholder } from '@/platform/mail/placeholders'

/** Stand-ins that come through HTML escaping, html-to-text (which upper-cases headings) and word wrap intact. */
const textTokens = Object.fromEntries(Object.keys(placeholders).map((key, i) => [key, `7305190${i}`])) as Record<
  keyof typeof placeholders,
  string
>
const urlToken = 'https://7305199.invalid/73051999'

/**
 * Without a text part of its own, each message's text is made from its HTML by html-to-text: ~0.4 ms per mail,
 * the largest cost of a send on this machine. The HTML is the same for every recipient but for the placeholder
 * values, so it is converted once per campaign with stand-ins, which then become the placeholders again: the
 * campaign gets a text template that is filled per recipient like one written by hand. Used only when it gives
 * the same text as the conversion per recipient for a sample recipient, but for where lines wrap (a value longer
 * than its stand-in may make a line longer than 78 characters); otherwise every message is converted.
 */
export function withTextTemplate<T extends CampaignContent>(campaign: T, language: MailLanguage): T {
  if (campaign.textContent?.trim()) return campaign
  const stand = renderCampaignMessage(
    campaign,
    {
      name: textTokens.schoolName,
      contactPerson: textTokens.contactPerson,
      country: textTokens.country,
      city: textTokens.city,
    },
    urlToken,
    { language },
  ).text
  let template = stand.split(urlToken).join(unsubscribePlaceholder)
  for (const key of Object.keys(textTokens) as Array<keyof typeof placeholders>) {
    template = template.split(textTokens[key]).join(placeholders[key])
  }
  const withTemplate = { ...campaign, textContent: template }
  const sample = { name: 'Liceo <Galilei> & Co', contactPerson: 'Ana', country: 'Italy', city: 'Bari' }
  const url = 'https://example.org/unsubscribe?token=abc.def'
  const words = (text: string) => text.replace(/\s+/g, ' ').trim()
  const same =
    words(renderCampaignMessage(withTemplate, sample, url, { language }).text) ===
    words(renderCampaignMessage(campaign, sample, url, { language }).text)
  return same ? withTemplate : campaign
}
