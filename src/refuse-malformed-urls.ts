import http from 'node:http'

import { securityHeaders } from '@/lib/security-headers.mjs'

/**
 * A path with invalid percent-encoding (`/api/blog/%ff`, `/en/blog/%ff%fe`) makes Next.js fail while it matches
 * routes: it means to answer 400, but without a Pages Router error page that turns into a bare 500 without the
 * security headers, and nothing of ours (route handlers, the proxy) runs first. Such requests are refused here,
 * when the server receives them, with a 400 carrying the usual headers: JSON in the API's error shape under /api,
 * a short bilingual page elsewhere. Patches http.Server as src/peer-address.ts does.
 */
export function refuseMalformedUrls(): void {
  const proto = http.Server.prototype as http.Server & { __malformedUrlsPatched?: boolean }
  if (proto.__malformedUrlsPatched) return
  proto.__malformedUrlsPatched = true
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      if (hasMalformedPath(req.url ?? '/')) {
        refuse(req, res)
        return true
      }
    }
    return emit.call(this, event, ...args)
  } as typeof proto.emit
}

export function hasMalformedPath(url: string): boolean {
  const path = url.split('?')[0]!
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse) {
  const api = (req.url ?? '').startsWith('/api')
  const body = api
    ? JSON.stringify({ errors: [{ field: 'path', message: 'The address is not valid' }] })
    : '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>400</title></head><body>' +
      '<h1>400</h1><p>This address is not valid.</p><p lang="es">Esta dirección no es válida.</p>' +
      '<p><a href="/">Madrid Edu Travel</a></p></body></html>'
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  res.setHeader('Content-Type', api ? 'application/json' : 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.statusCode = 400
  // The body of the request is not read: close the connection rather than leave it half-consumed.
  if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Connection', 'close')
  res.end(req.method === 'HEAD' ? undefined : body)
}
