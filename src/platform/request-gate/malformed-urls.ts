import type http from 'node:http'

import type { Refusal } from './refusal'

/**
 * A path with invalid percent-encoding (`/api/blog/%ff`, `/en/blog/%ff%fe`) makes Next.js fail while it matches
 * routes: it means to answer 400, but without a Pages Router error page that turns into a bare 500 without the
 * security headers, and nothing of ours (route handlers, the proxy) runs first. Such a request gets a 400 with the
 * usual headers: JSON in the API's error shape under /api, a short bilingual page elsewhere.
 */
export function malformedUrl(req: http.IncomingMessage): Refusal | null {
  if (!hasMalformedPath(req.url ?? '/')) return null
  return {
    status: 400,
    field: 'path',
    message: 'The address is not valid',
    page: { en: 'This address is not valid.', es: 'Esta dirección no es válida.' },
  }
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
