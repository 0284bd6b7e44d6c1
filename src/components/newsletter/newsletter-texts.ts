import type { Locale } from '@i18n/locales'
import { clientTexts } from '@/platform/i18n'

/** What the newsletter forms and popup show, and the messages of the sign-up schema (server side). */
export const newsletterTexts = (locale: Locale) =>
  clientTexts(locale, ['newsletter.', 'validation.newsletter', 'validation.emailInvalid', 'validation.sourceInvalid'])
