import type { Payload } from 'payload'

import { serverUrl } from '@/platform/env'
import { sampleValues } from '@/platform/mail/placeholders'
import { defaultLocale, type Locale } from '@i18n/locales'
import { type ContentInput, composeContent } from './compose'
import { renderCampaignMessage } from './message'
import { type CampaignVersions, versionFor, versionLanguages } from './versions'

export type RenderedVersion = { language: Locale; subject: string; html: string; text: string }

/** Where a preview's or a test mail's unsubscribe link leads: the page, without a token (it unsubscribes nobody). */
export const sampleUnsubscribeUrl = (language: Locale) =>
  `${serverUrl()}${language === defaultLocale ? '' : `/${language}`}/unsubscribe`

/** One version with the sample values of its language, as the preview shows it and a test mail without a school. */
export function renderSample(campaign: CampaignVersions, language: Locale): RenderedVersion {
  const version = versionFor(campaign, language)
  const message = renderCampaignMessage(
    version.content,
    { name: null, contactPerson: null, country: null, city: null },
    sampleUnsubscribeUrl(language),
    { language: version.language, values: sampleValues[version.language] },
  )
  return { language: version.language, ...message }
}

/** The creator's content as each version will read (English, and Spanish when there is one). */
export async function previewContent(payload: Payload, input: ContentInput): Promise<RenderedVersion[]> {
  const content = await composeContent(payload, input)
  const versions: CampaignVersions = {
    subject: content.subject,
    htmlContent: content.htmlContent,
    textContent: content.textContent,
    es:
      content.es.subject && content.es.htmlContent
        ? { subject: content.es.subject, htmlContent: content.es.htmlContent, textContent: content.es.textContent }
        : null,
  }
  return versionLanguages(versions).map((language) => renderSample(versions, language))
}
