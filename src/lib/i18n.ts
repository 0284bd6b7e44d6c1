// The framework-free core of react-intl: usable in server components, same messages and formats.
import { createIntl, type IntlShape } from '@formatjs/intl'

import en from '../../i18n/en.json'
import es from '../../i18n/es.json'
import { defaultLocale, type Locale } from '../../i18n/locales'

export const messages: Record<Locale, Record<string, string>> = { en, es }

/** react-intl for server components. */
export function serverIntl(locale: Locale): IntlShape {
  return createIntl({ locale, messages: messages[locale], defaultLocale })
}

export type Translate = (id: string, values?: Record<string, string | number>) => string

/** `t(id)` for a page in `locale`; a missing id throws at build time instead of showing a raw key. */
export function translator(locale: Locale): Translate {
  const intl = serverIntl(locale)
  return (id, values) => {
    if (!(id in messages[locale])) throw new Error(`Missing message "${id}" (${locale})`)
    return intl.formatMessage({ id }, values)
  }
}

/** Messages whose ids start with one of the prefixes: what client components need, and no more. */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(messages[locale]).filter(([id]) => prefixes.some((p) => id.startsWith(p))))
}

/** 1…count: the catalogs store lists as numbered messages (`about.values.1`, `about.values.2`…). */
export const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
