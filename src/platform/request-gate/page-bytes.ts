import http from 'node:http'

/**
 * A page Next.js answers from its cache reaches `res.end` as one string, the same string on every request. Our
 * pages hold characters beyond Latin-1 (’ “ ” — € in the texts), so V8 keeps that string two bytes a character, and
 * writing it encoded it to UTF-8 again each time: about 0.3 ms of the 1.5 ms a cached page cost (a CPU profile of
 * `next start` under load; a page of Latin-1 text only is written without that work). The UTF-8 bytes of the
 * pages written last are kept, keyed by the string itself: a lookup with the same string is a pointer compare
 * once V8 has hashed it, so a cached page is encoded once, not once a request.
 */

/** Shorter strings (API answers, redirects) are cheap to encode and rarely repeat. */
const MIN_LENGTH = 16 * 1024
/** The bytes kept at most, least recently written dropped first (the site's pages in both languages are ~10 MB). */
const MAX_BYTES = 12 * 1024 * 1024

const kept = new Map<string, Buffer>()
let keptBytes = 0

function bytesOf(text: string): Buffer {
  const found = kept.get(text)
  if (found) {
    // Most recently written last: Map keeps insertion order.
    kept.delete(text)
    kept.set(text, found)
    return found
  }
  const bytes = Buffer.from(text, 'utf8')
  kept.set(text, bytes)
  keptBytes += bytes.length
  for (const [oldest, oldBytes] of kept) {
    if (keptBytes <= MAX_BYTES) break
    kept.delete(oldest)
    keptBytes -= oldBytes.length
  }
  return bytes
}

/** The bytes of `text` as a response writes them: a page's from the kept ones, anything else encoded here. */
export function keptBytesOf(text: string, encoding: BufferEncoding = 'utf8'): Buffer {
  return text.length >= MIN_LENGTH && encoding === 'utf8' ? bytesOf(text) : Buffer.from(text, encoding)
}

const end = http.ServerResponse.prototype.end

/** `res.end` for one response: a long string body (UTF-8, as Next.js writes pages) is written from kept bytes. */
function endFromKeptBytes(this: http.ServerResponse, ...args: unknown[]) {
  const [chunk, encoding] = args
  if (typeof chunk === 'string' && chunk.length >= MIN_LENGTH && (typeof encoding !== 'string' || encoding === 'utf8'))
    args[0] = bytesOf(chunk)
  return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
}

/** Writes this response's page from kept bytes (the request gate calls it for every request it lets through). */
export function writeFromKeptBytes(res: http.ServerResponse): void {
  res.end = endFromKeptBytes as typeof res.end
}
