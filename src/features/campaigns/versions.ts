import { defaultLocale, isLocale, type Locale, locales } from '@i18n/locales'
import type { CampaignContent } from './message'

/** A campaign's English version (always there) and its Spanish one (optional), as the sender reads them. */
export type CampaignVersions = CampaignContent & { es: CampaignContent | null }

/** The columns of email_campaigns the sender reads for both versions (one query per campaign and run). */
export const campaignVersionsSql = `SELECT subject, html_content AS "htmlContent", text_content AS "textContent",
  es_subject AS "esSubject", es_html_content AS "esHtmlContent", es_text_content AS "esTextContent"
  FROM email_campaigns WHERE id = $1`

export type CampaignVersionsRow = CampaignContent & {
  esSubject: string | null
  esHtmlContent: string | null
  esTextContent: string | null
}

export function versionsFromRow(row: CampaignVersionsRow): CampaignVersions {
  const es =
    row.esSubject?.trim() && row.esHtmlContent?.trim()
      ? { subject: row.esSubject, htmlContent: row.esHtmlContent, textContent: row.esTextContent }
      : null
  return { subject: row.subject, htmlContent: row.htmlContent, textContent: row.textContent, es }
}

/** A school's language as stored; anything unknown (a row from before the column) reads as English. */
export const recipientLanguage = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/**
 * The version a recipient gets: its language's when the campaign has one, else English. `language` is the
 * version's language, which the unsubscribe line and page follow only as far as the words go: the page itself
 * follows the recipient (see `footerLanguage`).
 */
export function versionFor(
  campaign: CampaignVersions,
  language: Locale,
): { content: CampaignContent; language: Locale } {
  if (language === 'es' && campaign.es) return { content: campaign.es, language: 'es' }
  return { content: campaign, language: defaultLocale }
}

/** The languages a campaign is written in: English, and Spanish when it has a Spanish version. */
export const versionLanguages = (campaign: CampaignVersions): Locale[] => (campaign.es ? [...locales] : [defaultLocale])
