import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import type { z } from 'zod'

import { issueValues } from '@/platform/validation/issue-values'
import type { MessageCatalog } from './types'

const cache = createIntlCache()
const intls = new WeakMap<MessageCatalog, IntlShape>()

/** The catalog's message `id` with the values it names filled in ("Must be at most {max} characters"). */
function format(messages: MessageCatalog, id: string, values: Record<string, number>): string {
  let intl = intls.get(messages)
  if (!intl) intls.set(messages, (intl = createIntl({ locale: 'en', messages }, cache)))
  return intl.formatMessage({ id }, values)
}

/**
 * The first message per top-level field of a failed parse, in words: the schemas carry message ids
 * (keys of i18n/en.json, the texts of docs/product.md › Forms and validation), filled in with the issue's bounds,
 * and zod's own generic messages, which pass through unchanged.
 */
export function issuesByField(error: z.ZodError, messages: MessageCatalog): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    result[field] ??= issue.message in messages ? format(messages, issue.message, issueValues(issue)) : issue.message
  }
  return result
}
