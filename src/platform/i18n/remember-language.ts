import { LANGUAGE_COOKIE, type Locale } from '@i18n/locales'

/** In the browser: makes `lang` the visitor's language, in localStorage (docs/product.md › Routes) and in the cookie the server reads. */
export function rememberLanguage(lang: Locale): void {
  localStorage.setItem(LANGUAGE_COOKIE, lang)
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
}

/** In the browser: the visitor chose `lang`; remember it and label the page with it at once (<html lang>). */
export function switchLanguage(lang: Locale): void {
  rememberLanguage(lang)
  document.documentElement.lang = lang
}
