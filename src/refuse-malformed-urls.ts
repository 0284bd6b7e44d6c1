import http from 'node:http'

import { sendRefusal } from './early-refusal'

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
  sendRefusal(req, res, {
    status: 400,
    field: 'path',
    message: 'The address is not valid',
    page: { en: 'This address is not valid.', es: 'Esta dirección no es válida.' },
  })
}
