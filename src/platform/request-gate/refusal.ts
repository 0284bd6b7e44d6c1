import type http from 'node:http'

import { securityHeaders } from '@/platform/security-headers.mjs'

export type Refusal = {
  status: number
  field: string
  message: string
  /** What the page says to a browser, in both languages. */
  page?: { en: string; es: string }
  headers?: Record<string, string>
}

const REQUEST_REFUSED = { en: 'This request cannot be answered.', es: 'No podemos atender esta petición.' }

/**
 * Answers a request the gate refuses before Next.js sees it (./index.ts) with the headers Next.js would have
 * added: the security headers, no caching.
 * JSON in the API's error shape under /api and for server-action calls (scripts read it, not people); a short
 * bilingual page for anything a browser shows.
 */
export function sendRefusal(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const json = (req.url ?? '').startsWith('/api') || req.headers['next-action'] !== undefined
  const page = refusal.page ?? REQUEST_REFUSED
  const body = json
    ? JSON.stringify({ errors: [{ field: refusal.field, message: refusal.message }] })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${refusal.status}</title></head><body>` +
      `<h1>${refusal.status}</h1><p>${page.en}</p><p lang="es">${page.es}</p>` +
      '<p><a href="/">Madrid Edu Travel</a></p></body></html>'
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  for (const [key, value] of Object.entries(refusal.headers ?? {})) res.setHeader(key, value)
  res.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.statusCode = refusal.status
  // The body of the request is not read: close the connection rather than leave it half-consumed.
  if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Connection', 'close')
  res.end(req.method === 'HEAD' ? undefined : body)
}
