import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL's answer to a value or operator that does not fit the column (class 22, "data exception": text
 * where a number belongs, an invalid date, a NUL byte, a negative LIMIT; an operator the column's type does not
 * have; a statement too large) is the client's mistake, not the server's. src/platform/http/cms-guard.ts refuses the
 * cases it knows before any query runs; this catches the rest, so that no request made of bad input answers 500.
 */
const inputErrorCode = /^(22...|42883|42804|42P18|42846|42725|54...)$/

function databaseCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

/**
 * Payload's afterError hook: a database error caused by the request's input becomes a 400 in the usual error
 * shape. Payload has already logged the detail (the SQL and the stack); the answer says only what was wrong.
 */
export const mapInputErrors: AfterErrorHook = ({ error, result }) => {
  const fieldErrors = validationErrorsOf(error)
  if (fieldErrors && !hasFieldErrors(result)) {
    // Payload answers a ValidationError with `data.errors` (each field's path and message), which its admin puts
    // under the fields; in the production bundle its `instanceof` check misses the error thrown by a hook or a
    // field's validation, leaving only "The following field is invalid: …" in a notice. Put the fields back.
    return {
      status: 400,
      response: { errors: [{ name: 'ValidationError', data: { errors: fieldErrors }, message: error.message }] },
    }
  }
  const code = databaseCode(error)
  if (!code || !inputErrorCode.test(code)) return
  return {
    status: 400,
    response: { errors: [{ message: 'The request has a value or condition that does not fit its field.' }] },
  }
}

type FieldError = { path: string; message: string }

function validationErrorsOf(error: unknown): FieldError[] | null {
  // By shape, not by class name: the production bundle may rename classes.
  const candidate = error as { status?: unknown; data?: { errors?: unknown } } | undefined
  if (candidate?.status !== 400 || !Array.isArray(candidate.data?.errors)) return null
  return (candidate.data.errors as Array<Partial<FieldError>>)
    .filter((e) => typeof e.path === 'string' && typeof e.message === 'string')
    .map(({ path, message }) => ({ path: path!, message: message! }))
}

const hasFieldErrors = (result: unknown) =>
  Boolean((result as { errors?: Array<{ data?: { errors?: unknown } }> } | undefined)?.errors?.[0]?.data?.errors)
