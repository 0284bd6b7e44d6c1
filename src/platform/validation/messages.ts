import type { z } from 'zod'

import { defaultLocale, type Locale } from '@i18n/locales'
import { messages, serverIntl } from '@/platform/i18n'
import { issueValues } from './issue-values'

/**
 * Schemas carry message ids (keys of i18n/*.json) so forms show them in the visitor's language and
 * the server answers with the same words. Zod's own generic messages pass through unchanged.
 */
export function messageText(
  idOrText: string,
  locale: Locale = defaultLocale,
  values?: Record<string, string | number>,
): string {
  if (!(idOrText in messages[locale])) return idOrText
  return values ? serverIntl(locale).formatMessage({ id: idOrText }, values) : messages[locale][idOrText]
}

/** A zod issue's message in `locale`, its bounds filled in ("Must be at most 200 characters"). */
export function issueText(issue: z.core.$ZodIssue, locale: Locale = defaultLocale): string {
  const values = issueValues(issue)
  return messageText(issue.message, locale, Object.keys(values).length ? values : undefined)
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
    message: issueText(issue, locale),
  }))
}
