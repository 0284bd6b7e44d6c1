import type { z } from 'zod'

import { defaultLocale, type Locale } from '@i18n/locales'
import { messages } from '@/lib/i18n/catalogs'

/**
 * Schemas carry message ids (keys of i18n/*.json) so forms show them in the visitor's language and
 * the server answers with the same words. Zod's own generic messages pass through unchanged.
 */
export function messageText(idOrText: string, locale: Locale = defaultLocale): string {
  return messages[locale][idOrText] ?? idOrText
}

export type FieldError = { field: string; message: string }

/**
 * Zod issues as the API's error list: one `{ field, message }` per problem, naming the field (dotted path) so the
 * form can show the message under it; a problem with the whole body is reported as "body".
 */
export function fieldErrors(error: z.ZodError, locale: Locale = defaultLocale): FieldError[] {
  return error.issues.map((issue) => ({
    // An unknown key is reported against that key, so the client sees which field it should not send.
    field: [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.') || 'body',
    message: messageText(issue.message, locale),
  }))
}
