// The framework-free core of react-intl: usable in server components, same messages and formats.
import { createIntl, type IntlShape } from '@formatjs/intl'

import en from '../../i18n/en.json'
import es from '../../i18n/es.json'
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales'

export const messages: Record<Locale, Record<string, string>> = { en, es }

/** The visitor's language: the `language` cookie the toggle writes, else the default. */
export function resolveLocale(cookieValue: string | undefined): Locale {
  return isLocale(cookieValue) ? cookieValue : defaultLocale
}

/** react-intl for server components. */
export function serverIntl(locale: Locale): IntlShape {
  return createIntl({ locale, messages: messages[locale], defaultLocale })
}
