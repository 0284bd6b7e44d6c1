import type http from 'node:http'

import type { Refusal } from './refusal'

/** Every method a page, an /api route or Payload's REST API answers; anything else (TRACE, PROPFIND, …) is a 405. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const known = new Set<string>(KNOWN_METHODS)

/**
 * Next.js fails with a 500 (and a stack trace in the log) on a method no route exports, such as TRACE. Such a
 * request gets a 405 naming the methods the site does answer, with the security headers and the usual error shape.
 */
export function unknownMethod(req: http.IncomingMessage): Refusal | null {
  if (known.has(req.method ?? '')) return null
  return {
    status: 405,
    field: 'method',
    message: `${req.method} is not allowed`,
    page: { en: 'This request method is not allowed.', es: 'Este método de petición no está permitido.' },
    headers: { Allow: KNOWN_METHODS.join(', ') },
  }
}
