import type { ImportReport } from './types'

/** Every call sends the session cookie (docs/product.md › The /api contract); a body only when there is data. */
export function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, credentials: 'include' })
}

/** A JSON body (with its content type) for send(). */
export function sendJson(url: string, method: 'PATCH' | 'POST' | 'PUT', body: unknown): Promise<Response> {
  return send(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** A non-OK answer is an error "status: body text" (docs/product.md › Notices and states) (or the status text when the body is empty). */
export async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response
  const body = await response.text().catch(() => '')
  throw new Error(`${response.status}: ${body || response.statusText}`)
}

/** GET a JSON answer (a page of a list, one document); anything but a 2xx is an error. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await expectOk(await send(url, { cache: 'no-store' }))
  return (await response.json()) as T
}

/** GET a list endpoint; anything but a 2xx JSON array is an error. */
export async function getJsonArray<T>(url: string): Promise<T[]> {
  const response = await expectOk(await send(url, { cache: 'no-store' }))
  const data: unknown = await response.json()
  if (!Array.isArray(data)) throw new Error(`${url} did not answer a list`)
  return data as T[]
}

/** The message of `{ errors: [{ message }] }` (the error shape of every /api endpoint), if there is one. */
export function firstErrorMessage(data: unknown): string | null {
  const errors = (data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return null
  const message = (errors[0] as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message.trim() ? message : null
}

export type ResponseErrors = {
  /** Message per field (the first one given for it). */
  fields: Record<string, string>
  /** Messages that belong to no field of the form (e.g. "body", an expired session, a forbidden action). */
  general: string[]
}

/**
 * The errors of a failed write, from either shape the admin meets:
 * - the /api contract: `{ errors: [{ field, message }] }` (docs/product.md › The /api contract);
 * - Payload's REST (/api/cms/...): `{ errors: [{ message, data: { errors: [{ path, message }] } }] }` for validation
 *   errors, `{ errors: [{ message }] }` otherwise.
 * A field counts only when `knownFields` contains it; anything else is reported as general.
 */
export function readResponseErrors(data: unknown, knownFields: readonly string[]): ResponseErrors {
  const result: ResponseErrors = { fields: {}, general: [] }
  const addField = (field: string, message: string) => {
    const root = field.split('.')[0] ?? field
    if (knownFields.includes(root)) {
      result.fields[root] ??= message
    } else if (!result.general.includes(message)) {
      result.general.push(message)
    }
  }
  const errors = (data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return result
  for (const entry of errors) {
    if (typeof entry !== 'object' || entry === null) continue
    const error = entry as { field?: unknown; message?: unknown; data?: unknown }
    const message = typeof error.message === 'string' ? error.message.trim() : ''
    const nested = (error.data as { errors?: unknown } | null | undefined)?.errors
    if (Array.isArray(nested) && nested.length > 0) {
      for (const item of nested) {
        const fieldError = (item ?? {}) as { path?: unknown; field?: unknown; message?: unknown }
        const path = typeof fieldError.path === 'string' ? fieldError.path : fieldError.field
        const text = typeof fieldError.message === 'string' ? fieldError.message.trim() : ''
        if (typeof path === 'string' && text) addField(path, text)
      }
      continue
    }
    if (!message) continue
    if (typeof error.field === 'string') addField(error.field, message)
    else if (!result.general.includes(message)) result.general.push(message)
  }
  return result
}

/** The answer of a CSV upload, `{ count, skipped, errors: [{ row, message }] }`, read defensively. */
export function toUploadReport(data: unknown): ImportReport {
  const value = (data ?? {}) as Partial<Record<keyof ImportReport, unknown>>
  const errors = Array.isArray(value.errors)
    ? value.errors
        .filter((e): e is { row?: unknown; message?: unknown } => typeof e === 'object' && e !== null)
        .map((e) => ({ row: Number(e.row) || 0, message: String(e.message ?? '') }))
    : []
  return {
    count: typeof value.count === 'number' ? value.count : 0,
    skipped: typeof value.skipped === 'number' ? value.skipped : errors.length,
    errors,
  }
}

/** The chosen file must be CSV by type (docs/product.md › Notices and states), or (browsers often report no type, or Excel's) by its name. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv')
}
