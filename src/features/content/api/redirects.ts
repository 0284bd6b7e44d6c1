import { readRedirects } from '@/features/content/redirects'
import { INTERNAL_TOKEN_HEADER, isInternalCall } from '@/features/content/site-cache/internal-token'
import { HttpError, json, loadPayload, route } from '@/platform/http/http'

/**
 * GET /api/internal/redirects: the site's redirects for this instance's proxy (src/features/content/moved-paths.ts).
 * Not part of the public contract; the front does not pass it on, and only the app itself may call it.
 */
export const redirects = route(async function redirects(req) {
  if (!isInternalCall(req.headers)) {
    throw new HttpError(403, [{ field: INTERNAL_TOKEN_HEADER, message: 'Only the app itself may call this' }])
  }
  return json(await readRedirects(await loadPayload()), 200, { 'cache-control': 'no-store' })
})
