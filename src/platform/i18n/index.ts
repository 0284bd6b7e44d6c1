// The framework-free core of react-intl: usable in server components, same messages and formats.
import { createIntl, type IntlShape } from '@formatjs/intl'

import { defaultLocale, type Locale, locales } from '@i18n/locales'
import { messages } from './catalogs'
import type { Texts } from './client-texts'

export { messages }

const intls = new Map<Locale, IntlShape>()

/** react-intl for server components: one per language, as the catalogs never change at run time. */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale)
  if (!intl) intls.set(locale, (intl = createIntl({ locale, messages: messages[locale], defaultLocale })))
  return intl
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

// One object per set: the catalogs never change at run time, and a page that passes the same set to
// several client components (footer form and popup) sends it once.
const formattedTexts = new Map<string, Texts>()

/**
 * Text for client components: the messages whose ids start with one of the prefixes, formatted here.
 * Only messages without arguments can go this way; one with an argument throws, so it is caught at
 * build or in tests (format it with its values, or split it with textAround).
 */
export function clientTexts(locale: Locale, prefixes: readonly string[]): Texts {
  const key = `${locale} ${prefixes.join(' ')}`
  let texts = formattedTexts.get(key)
  if (!texts) {
    const intl = createIntl({
      locale,
      messages: messages[locale],
      defaultLocale,
      onError: (error) => {
        throw error
      },
    })
    texts = Object.freeze(
      Object.fromEntries(Object.keys(pickMessages(locale, prefixes)).map((id) => [id, intl.formatMessage({ id })])),
    )
    formattedTexts.set(key, texts)
  }
  return texts
}

/**
 * A message with one argument that only the browser knows (the 404 hint's path), formatted here and
 * split around that argument: [before, after].
 */
export function textAround(locale: Locale, id: string, argument: string): [string, string] {
  const marker = '\u0000'
  const [before, after = ''] = translator(locale)(id, { [argument]: marker }).split(marker)
  return [before, after]
}

/** The same text in every language, for screens that learn theirs only in the browser (not-found screens get no params). */
export function byLocale<T>(text: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Record<Locale, T>
}

/** 1…count: the catalogs store lists as numbered messages (`about.values.1`, `about.values.2`…). */
export const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
