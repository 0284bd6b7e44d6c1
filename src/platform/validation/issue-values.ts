import type { z } from 'zod'

/**
 * The bounds a zod issue carries, as the values its message may name: a message id such as `limit.maxChars`
 * ("Must be at most {max} characters") is written once in i18n/*.json, and the schema's own limit fills it in.
 */
export function issueValues(issue: z.core.$ZodIssue): Record<string, number> {
  const values: Record<string, number> = {}
  if ('maximum' in issue) values.max = Number(issue.maximum)
  if ('minimum' in issue) values.min = Number(issue.minimum)
  return values
}
