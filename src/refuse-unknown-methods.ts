import http from 'node:http'

import { sendRefusal } from './early-refusal'

/** Every method a page, an /api route or Payload's REST API answers; anything else (TRACE, PROPFIND, …) is a 405. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const known = new Set<string>(KNOWN_METHODS)

/**
 * Next.js fails with a 500 (and a stack trace in the log) on a method no route exports, such as TRACE. Those
 * requests are refused here, when the server receives them, with a 405 naming the methods it does answer, the
 * security headers and the usual error shape. Patches http.Server as src/refuse-malformed-urls.ts does.
 */
export function refuseUnknownMethods(): void {
  const proto = http.Server.prototype as http.Server & { __unknownMethodsPatched?: boolean }
  if (proto.__unknownMethodsPatched) return
  proto.__unknownMethodsPatched = true
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      if (!known.has(req.method ?? '')) {
        sendRefusal(req, res, {
          status: 405,
          field: 'method',
          message: `${req.method} is not allowed`,
          page: { en: 'This request method is not allowed.', es: 'Este método de petición no está permitido.' },
          headers: { Allow: KNOWN_METHODS.join(', ') },
        })
        return true
      }
    }
    return emit.call(this, event, ...args)
  } as typeof proto.emit
}
