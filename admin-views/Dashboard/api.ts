import type { CsvUploadReport } from './types'

/** The contract of SPEC §7 / README "The /api contract" (not Payload's own REST, which lives under /api/cms). */
export const api = {
  contacts: '/api/contacts',
  trashedContacts: '/api/contacts/trashed/all',
  process: (id: number) => `/api/contacts/${id}/process`,
  trash: (id: number) => `/api/contacts/${id}/trash`,
  restore: (id: number) => `/api/contacts/${id}/restore`,
  newsletter: '/api/newsletter',
  subscription: (id: number) => `/api/newsletter/${id}`,
  uploadCsv: '/api/newsletter/upload-csv',
} as const

/** Every call sends the session cookie (SPEC §7); a body only when there is data. */
export function send(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, credentials: 'include' })
}

/** SPEC §8: a non-OK answer is an error "status: body text" (or the status text when the body is empty). */
export async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response
  const body = await response.text().catch(() => '')
  throw new Error(`${response.status}: ${body || response.statusText}`)
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

/** The answer of POST /api/newsletter/upload-csv, `{ count, skipped, errors: [{ row, message }] }`, read defensively. */
export function toUploadReport(data: unknown): CsvUploadReport {
  const value = (data ?? {}) as Partial<Record<keyof CsvUploadReport, unknown>>
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

/** SPEC §5: the chosen file must be CSV by type, or (browsers often report no type, or Excel's) by its name. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv')
}
