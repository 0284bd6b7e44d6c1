import en from '@i18n/en.json'
import es from '@i18n/es.json'
import type { Locale } from '@i18n/locales'

/**
 * The UI text catalogs (i18n/en.json, i18n/es.json) by language: react-intl's messages on the server, and the
 * words of the validation messages that forms and the API share. A new language adds its file here and its code
 * in i18n/locales.js.
 */
export const messages: Record<Locale, Record<string, string>> = { en, es }
