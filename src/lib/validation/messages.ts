import type { z } from 'zod'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import type { Locale } from '@i18n/locales'

const catalogs: Record<Locale, Record<string, string>> = { en, es }

/**
 * Schemas carry message ids (keys of i18n/*.json) so forms show them in the visitor's language and
 * the server answers with the same words. Zod's own generic messages pass through unchanged.
 */
export function messageText(idOrText: string, locale: Locale = 'en'): string {
  return catalogs[locale][idOrText] ?? idOrText
}

export type FieldError = { field: string; message: string }

/** Zod issues as the API's `{ field, message }` list (DESIGN.md "Errors"); the root is reported as "body". */
export function fieldErrors(error: z.ZodError, locale: Locale = 'en'): FieldError[] {
  return error.issues.map((issue) => ({
    // An unknown key is reported against that key, so the client sees which field it should not send.
    field: [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.') || 'body',
    message: messageText(issue.message, locale),
  }))
}
