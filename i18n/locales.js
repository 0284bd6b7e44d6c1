/**
 * The one home of the site's language rules: which languages there are, the default, the cookie that remembers
 * the visitor's choice, and how a URL carries its language (/en/..., /es/...). Payload's localization
 * (payload.config.ts), the rewrites in next.config.mjs, the proxy, the pages and the components all read this
 * file. It is plain JavaScript (ES module, typed with JSDoc) so that next.config.mjs can import it as it is.
 */

/** The languages, in the order the site offers them. */
export const locales = /** @type {const} */ (['en', 'es'])

/** @typedef {(typeof locales)[number]} Locale */

/**
 * The language of a visitor who chose none, of content that lacks a translation (Payload's fallback), and of
 * the staff screens.
 * @type {Locale}
 */
export const defaultLocale = 'en'

/**
 * Each language's name in the admin's languages (Payload's locale picker reads "Idioma: Inglés" on a Spanish
 * screen, "Locale: English" on an English one).
 * @type {Record<Locale, Record<Locale, string>>}
 */
export const localeLabels = { en: { en: 'English', es: 'Inglés' }, es: { en: 'Spanish', es: 'Español' } }

/**
 * Open Graph's name of each language (`og:locale`): the site writes British English and the Spanish of Spain.
 * @type {Record<Locale, string>}
 */
export const openGraphLocales = { en: 'en_GB', es: 'es_ES' }

/**
 * The cookie (and localStorage key) holding the visitor's language (docs/product.md › Routes). The EN/ES toggle and opening a
 * /en or /es URL write it; next.config.mjs reads it to show unprefixed routes in that language.
 */
export const LANGUAGE_COOKIE = 'language'

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (locales).includes(value)
}

/** A path's language prefix: `/en` or `/es`, alone or before a slash. Group 1 is the language. */
export const localePrefix = new RegExp(`^/(${locales.join('|')})(?=/|$)`)

/**
 * The language of a /en/... or /es/... path, null for an unprefixed one.
 * @param {string} pathname
 * @returns {Locale | null}
 */
export function pathLocale(pathname) {
  const match = localePrefix.exec(pathname)
  return match && isLocale(match[1]) ? match[1] : null
}

/**
 * The path without its language prefix ('/' for the home page).
 * @param {string} pathname
 * @returns {string}
 */
export function withoutLocale(pathname) {
  return pathname.replace(localePrefix, '') || '/'
}

/**
 * The same path in another language: its prefix replaced, or added to an unprefixed path.
 * @param {string} pathname
 * @param {Locale} locale
 * @returns {string}
 */
export function withLocale(pathname, locale) {
  const rest = withoutLocale(pathname)
  return `/${locale}${rest === '/' ? '' : rest}`
}
