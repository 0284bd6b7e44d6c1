import { defaultLocale, isLocale, type Locale } from '@i18n/locales'

/** A text written in each of the site's languages: an admin label, a description, a validation message. */
export type Bilingual = Record<Locale, string>

/** The text in `language`; English for a language the site does not have (or none). */
export const inLanguage = (language: string | undefined, message: Bilingual): string =>
  message[isLocale(language) ? language : defaultLocale]
