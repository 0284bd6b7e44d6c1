import type http from 'node:http'

import { LANGUAGE_COOKIE, locales } from '@i18n/locales'
import { keptBytesOf } from './page-bytes'

/**
 * A public page Next.js answered from its cache, kept for one second and answered again without Next.js. A page
 * from Next's cache still cost `next start` about 1 ms of CPU in Next's own request pipeline (routing, rewrites,
 * headers, the page's cache lookup: a CPU profile of the server under load), the same work for every request
 * of the same page; the nginx front avoids it by keeping each page for one second (docs/operating.md › The front),
 * and so does the app for the plain host with no front. The same rules as that front:
 * - only a visitor's GET or HEAD of a page (not `/api/`, `/admin`, `/_next/`, `/next/`), with no cookie but the
 *   language one, and none of the headers with which Next.js answers something else (its router's, a server
 *   action's, a range, credentials): staff with a session, draft mode and the app's own navigation always reach
 *   Next.js;
 * - only an answer Next.js gave from its cache (`x-nextjs-cache: HIT`), 200, that sets no cookie and is not
 *   private: the unsubscribe page, the redirect screens and 404s are never kept;
 * - kept under the host, the address, the language cookie and the request's Accept-Encoding (Next.js compresses
 *   by it), so a request never gets another host's, page's, language's or encoding's answer; a key longer than
 *   a real one (a client varying its headers or query) is not kept.
 * Every publish, unpublish or scheduled change drops them at once (`forgetKeptPages`, called with Next's own
 * revalidation in src/features/content/site-cache/revalidate-here.ts), so an editor's save shows on the next
 * request as before; the second is only a bound.
 */
const KEEP_MS = 1000
/** The most kept at once, least recently kept dropped first (a page is 80–90 KB, 15–20 KB gzipped). */
const MAX_BYTES = 16 * 1024 * 1024
/** A larger answer is not a page of this site. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/** Longer keys are not kept: they would fill memory the limit above does not count. */
const MAX_KEY_LENGTH = 1024

type KeptPage = { at: number; status: number; headers: http.OutgoingHttpHeaders; body: Buffer }
/** `generation` grows at every forget: an answer Next.js began before a publish is not kept after it. */
type Store = { pages: Map<string, KeptPage>; bytes: number; generation: number }

/**
 * One store for the process: the gate (loaded by src/instrumentation.ts) and the content feature's revalidation
 * (in the route bundles) are separate module copies in Next's build, so the store lives on `globalThis`.
 */
const STORE = Symbol.for('edu-travel.kept-pages')
const store: Store = ((globalThis as { [STORE]?: Store })[STORE] ??= { pages: new Map(), bytes: 0, generation: 0 })

/** Drops every kept page: the site's content changed. */
export function forgetKeptPages(): void {
  store.pages.clear()
  store.bytes = 0
  store.generation++
}

const NOT_A_PAGE = /^\/(?:api|admin|_next|next)(?:[/?]|$)/
const ONLY_LANGUAGE_COOKIE = new RegExp(`^\\s*${LANGUAGE_COOKIE}=(${locales.join('|')})\\s*;?\\s*$`)
/** Request headers with which Next.js answers something other than the page a visitor gets. */
const OTHER_ANSWER = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
  'range',
]
/** Headers of the kept answer written anew with each answer (Node.js adds its own). */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The key a request's page is kept under, or null when the request must reach Next.js. */
function keyOf(req: http.IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (NOT_A_PAGE.test(url)) return null
  const { headers } = req
  if (OTHER_ANSWER.some((name) => headers[name] !== undefined)) return null
  let language = ''
  if (headers.cookie !== undefined) {
    const chosen = ONLY_LANGUAGE_COOKIE.exec(headers.cookie)
    if (!chosen) return null
    language = chosen[1]
  }
  const key = `${headers.host ?? ''}\n${language}\n${headers['accept-encoding'] ?? ''}\n${url}`
  return key.length <= MAX_KEY_LENGTH ? key : null
}

/**
 * Answers the request from its kept page and says true, or says false and lets the request go on to Next.js,
 * keeping its answer when it qualifies.
 */
export function answerFromKeptPage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const key = keyOf(req)
  if (!key) return false
  const kept = store.pages.get(key)
  if (kept && Date.now() - kept.at < KEEP_MS) {
    // A shared cache's answer says how old it is (RFC 9111 › Age): under a second here.
    res.writeHead(kept.status, { ...kept.headers, age: '0', 'content-length': kept.body.length })
    res.end(kept.body)
    return true
  }
  if (req.method === 'GET') keepAnswer(res, key)
  return false
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse

/** Collects what Next.js writes for this response (after its compression) and keeps it if it qualifies. */
function keepAnswer(res: http.ServerResponse, key: string): void {
  const chunks: Buffer[] = []
  let size = 0
  const generation = store.generation
  const collect = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return
    // Headers are set before the first byte: an answer not from Next's cache is never kept, so not copied.
    if (res.getHeader('x-nextjs-cache') !== 'HIT') {
      size = MAX_PAGE_BYTES + 1
      return
    }
    const bytes =
      typeof chunk === 'string'
        ? keptBytesOf(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    chunks.push(bytes)
    size += bytes.length
  }
  const write = res.write as Write
  const end = res.end as End
  res.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  } as typeof res.write
  res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    if (size <= MAX_PAGE_BYTES && generation === store.generation && qualifies(this)) {
      keep(key, {
        at: Date.now(),
        status: this.statusCode,
        headers: keptHeaders(this),
        body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
      })
    }
    return end.call(this, chunk, encoding, callback)
  } as typeof res.end
}

function qualifies(res: http.ServerResponse): boolean {
  if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT' || res.hasHeader('set-cookie')) return false
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  return !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)
}

function keptHeaders(res: http.ServerResponse): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_CONNECTION.has(name)) headers[name] = value
  return headers
}

function keep(key: string, page: KeptPage): void {
  const old = store.pages.get(key)
  if (old) {
    store.pages.delete(key)
    store.bytes -= old.body.length
  }
  store.pages.set(key, page)
  store.bytes += page.body.length
  for (const [oldest, { body }] of store.pages) {
    if (store.bytes <= MAX_BYTES) break
    store.pages.delete(oldest)
    store.bytes -= body.length
  }
}
