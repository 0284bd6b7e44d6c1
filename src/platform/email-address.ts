/** Emails are stored trimmed and lower-cased so that one person is one row, whatever they typed. */
export function normalizeEmail(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value
}
