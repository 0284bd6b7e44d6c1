import type http from 'node:http'

import { locales } from '@i18n/locales'
import { securityHeaders } from '@/platform/security-headers.mjs'

/** Where an old address of the site now lives, or null (the content feature's redirects, given at start-up). */
export type MovedTo = (pathname: string) => Promise<string | null>

/** The articles' addresses, in a language or unprefixed: where a post's old slug or a redirect may lead elsewhere. */
const ARTICLE = new RegExp(`^/(?:(?:${locales.join('|')})/)?blog/[^/]+/?$`)

/**
 * The 301 of an article's old address (a renamed post, an editor's redirect), answered here rather than by the
 * Next.js proxy: the proxy ran for every article's request, found nothing for all but a few, and cost more than
 * the cached page itself (a CPU profile of `next start`). The lookup is the same in-memory one (no query); a
 * page that has not moved goes on to Next.js. Null when the request is not an article's GET or HEAD.
 */
export function movedPage(req: http.IncomingMessage, movedTo: MovedTo): Promise<string | null> | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  return ARTICLE.test(pathname) ? movedTo(pathname) : null
}

/** The 301, with the security headers every answer has; its Location on this site, as the proxy wrote it. */
export function sendMoved(res: http.ServerResponse, location: string): void {
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  res.setHeader('Location', location)
  res.statusCode = 301
  res.end()
}
