import config from '@payload-config'
import { getPayload, getRequestLanguage, type Payload, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'
import { type z } from 'zod'

import { defaultLocale, isLocale, type Locale, locales } from '@i18n/locales'
import { isAdminUser } from '@/platform/access'
import { StreamsBusyError } from '@/platform/db/json-array-stream'
import { isDatabaseUnavailable } from '@/platform/db/unavailable'
import { RateLimitedError } from '@/platform/rate-limit'
import { MAX_ID } from '@/platform/validation/fields'
import { fieldErrors, type FieldError } from '@/platform/validation/messages'

/** JSON bodies of the public contract are small; anything larger is refused with 413. */
export const MAX_JSON_BYTES = 64 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '))
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, [{ field, message }])
export const notFound = (field = 'id', message = 'Not found') => new HttpError(404, [{ field, message }])

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonText(JSON.stringify(data), status, headers)
}

/** A JSON answer from an already serialised body (the memoized public lists serialise once, not per request). */
export function jsonText(body: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
}

/** The Payload instance of this server (created on the first call, then shared). */
export const loadPayload = (): Promise<Payload> => getPayload({ config })

/** Reads a request body with a byte limit, refusing invalid UTF-8 and malformed JSON with a 4xx. */
export async function readJson(req: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') || 0)
  if (declared > limit) throw tooLarge(limit)
  const bytes = await readLimited(req, limit)
  if (bytes.length === 0) throw badRequest('body', 'A JSON body is required')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw badRequest('body', 'The body is not valid UTF-8')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('body', 'The body is not valid JSON')
  }
}

const tooLarge = (limit: number) =>
  new HttpError(413, [{ field: 'body', message: `The body is larger than ${Math.round(limit / 1024)} KB` }])

export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: on a clone (req.clone()) the cancel settles only once the other copy is cancelled too, which
      // for the request Payload still holds is never, so awaiting it left a too-large body without an answer.
      reader.cancel().catch(() => {})
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Validates with a shared zod schema; failures become 400 with `{ errors: [{ field, message }] }`. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw new HttpError(400, fieldErrors(result.error))
  return result.data
}

/** `?locale=en|es`, the default language when absent; anything else is a 400. */
export function localeParam(req: Request): Locale {
  const value = new URL(req.url).searchParams.get('locale')
  if (value === null || value === '') return defaultLocale
  if (!isLocale(value)) throw badRequest('locale', `locale must be ${locales.join(' or ')}`)
  return value
}

/** Positive integer ids within PostgreSQL's serial range, as the collections use; anything else is a 400. */
export function idParam(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID)
    throw badRequest('id', 'id must be a positive whole number')
  return Number(value)
}

/** The signed-in admin behind the request's session cookie, or a 401. */
export async function requireAdmin(req: Request) {
  const payload = await loadPayload()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user || !isAdminUser(user)) {
    throw new HttpError(401, [{ field: 'session', message: 'Sign in as an admin to do this' }])
  }
  return { payload, user }
}

/**
 * The language a staff member's screens are in: Payload's own choice for its admin (the language cookie, then the
 * browser's), so the messages the server writes for a staff screen match the screen that shows them. An API client
 * without either gets English.
 */
export function staffLanguage(req: Request, config: SanitizedConfig): Locale {
  const chosen = getRequestLanguage({ config, cookies: parseCookies(req.headers), headers: req.headers })
  return isLocale(chosen) ? chosen : defaultLocale
}

type Handler<C> = (req: Request, context: C) => Promise<Response>

/**
 * Wraps a route handler so that every failure is a clear answer: HttpError as itself, Payload's
 * validation errors as 400 naming the field, and anything unexpected logged and answered 500.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    try {
      return await handler(req, context)
    } catch (error) {
      return errorResponse(error)
    }
  }
}

type PayloadClientError = {
  status?: number
  message?: string
  data?: { errors?: Array<{ path?: string; message?: string }>; retryAfter?: number } | null
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const DB_RETRY_AFTER = 15

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ errors: error.errors }, error.status, error.headers)
  if (error instanceof RateLimitedError) {
    return json({ errors: [{ field: 'body', message: error.message }] }, 429, {
      'Retry-After': String(error.retryAfter),
    })
  }
  if (error instanceof StreamsBusyError) {
    return json({ errors: [{ field: 'server', message: error.message }] }, 503, { 'Retry-After': '5' })
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`[db] unavailable: ${(error as Error).message}`)
    return json(
      {
        errors: [
          {
            field: 'server',
            message: 'The service is briefly unavailable. Nothing was saved; please try again in a minute.',
          },
        ],
      },
      503,
      { 'Retry-After': String(DB_RETRY_AFTER) },
    )
  }
  // Payload's errors (validation, not found, forbidden…) carry an HTTP status. They are recognised by
  // shape, not instanceof: the production build can hold more than one copy of Payload's classes.
  const e = error as PayloadClientError | null
  if (e && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const errors = e.data?.errors?.length
      ? e.data.errors.map((x) => ({ field: x.path ?? 'body', message: x.message ?? 'Invalid value' }))
      : [{ field: 'body', message: e.message ?? 'Request refused' }]
    const retryAfter = e.data?.retryAfter
    return json({ errors }, e.status, retryAfter ? { 'Retry-After': String(retryAfter) } : {})
  }
  console.error(error)
  return json({ errors: [{ field: 'server', message: 'Something went wrong on our side. Please try again.' }] }, 500)
}
