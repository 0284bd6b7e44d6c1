import type { z } from 'zod'

import type { MessageCatalog } from './types'

/**
 * The first message per top-level field of a failed parse, in words: the schemas carry message ids
 * (keys of i18n/en.json, the texts of docs/product.md › Forms and validation) and zod's own generic messages, which pass through unchanged.
 */
export function issuesByField(error: z.ZodError, messages: MessageCatalog): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    result[field] ??= messages[issue.message] ?? issue.message
  }
  return result
}
