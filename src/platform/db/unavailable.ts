/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing or
 * dropping connections), as opposed to a bug or bad input. Drizzle and Payload wrap the driver's error,
 * so the whole `cause` chain is searched.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping); class 08 is
// "connection exception".
const SQLSTATES = /^(57P0[123]|08\w{3})$/
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (shutting down|starting up|in recovery mode)|Cannot use a pool after calling end|connect ECONNREFUSED/i

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.test(e.code))) return true
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true
    // An AggregateError (connecting to several addresses of localhost) holds the real errors in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = e.cause
  }
  return false
}
