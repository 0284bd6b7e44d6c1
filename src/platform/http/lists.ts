import { DEFAULT_PAGE_ROWS, MAX_PAGE, MAX_PAGE_ROWS, type Page, type PageRequest } from '@/platform/db/paging'
import { badRequest, json } from './http'

/**
 * How the /api lists answer: the whole list as one JSON array streamed from a database cursor (the contract's
 * plain arrays, whatever their length), or, with `?page=` / `?limit=`, one page of it as a plain array with the
 * list's length in `X-Total-Count`. The staff screens read pages with their counts from the `/page` reads.
 */

function wholeNumber(params: URLSearchParams, name: string, max: number): number | undefined {
  const value = params.get(name)
  if (value === null || value === '') return undefined
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw badRequest(name, `${name} must be a whole number from 1 to ${max.toLocaleString('en-US')}`)
  }
  return Number(value)
}

/** `?page=&limit=`: null when neither is given (the whole list); a 400 naming the parameter when out of range. */
export function pageParams(req: Request): PageRequest | null {
  const params = new URL(req.url).searchParams
  const page = wholeNumber(params, 'page', MAX_PAGE)
  const limit = wholeNumber(params, 'limit', MAX_PAGE_ROWS)
  if (page === undefined && limit === undefined) return null
  return { page: page ?? 1, limit: limit ?? DEFAULT_PAGE_ROWS }
}

/** The same, where a page is always meant (the screens' reads): the first page of 25 by default. */
export function pageOf(req: Request): PageRequest {
  return pageParams(req) ?? { page: 1, limit: DEFAULT_PAGE_ROWS }
}

/**
 * A JSON array written as the stream gives it (the connection is freed when the client goes away). Not compressed
 * by the app (`no-transform` turns off `next start`'s gzip): compressing a list of every school took more of the
 * app's one thread than reading and writing it, and five at once held back every staff screen. The nginx front
 * compresses it outside the app (docs/operating.md › Memory).
 */
export function streamedArray(stream: ReadableStream<Uint8Array>): Response {
  return new Response(stream, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store, no-transform' },
  })
}

/** A page as the contract's plain array, with the whole list's length in a header. */
export function arrayPage(page: Page<unknown>): Response {
  return json(page.rows, 200, { 'X-Total-Count': String(page.total) })
}
