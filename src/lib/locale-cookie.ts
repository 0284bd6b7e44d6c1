import { isLocale, type Locale } from '@i18n/locales'

/** Name of the cookie (and localStorage key) that holds the visitor's language (SPEC §1). */
export const LANGUAGE_KEY = 'language'

/** In the browser: makes `lang` the visitor's language, in localStorage (SPEC §1) and in the cookie the server reads. */
export function rememberLanguage(lang: Locale): void {
  localStorage.setItem(LANGUAGE_KEY, lang)
  document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`
}

/** The language of a /en/... or /es/... path, null for an unprefixed one. */
export function pathLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : null
}
