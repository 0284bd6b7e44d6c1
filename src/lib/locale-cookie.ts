import { defaultLocale, isLocale, type Locale } from '../../i18n/locales'

/** Name of the cookie (and localStorage key) that holds the visitor's language (SPEC §1). */
export const LANGUAGE_KEY = 'language'

/** The visitor's language from the stored value, else the default. */
export function resolveLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale
}
