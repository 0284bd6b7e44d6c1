import { INTERNAL_TOKEN_HEADER, isInternalCall } from '@/features/content/site-cache/internal-token'
import { revalidateSiteHere } from '@/features/content/site-cache/revalidate-here'
import { HttpError, route } from '@/platform/http/http'

/**
 * POST /api/internal/site-changed: called by this instance's own listener when another instance saved
 * something the public site shows (src/features/content/site-cache/broadcast.ts). Not part of the public contract;
 * the front does not pass it on.
 */
export const siteChanged = route(async function siteChanged(req) {
  if (!isInternalCall(req.headers)) {
    throw new HttpError(403, [{ field: INTERNAL_TOKEN_HEADER, message: 'Only the app itself may call this' }])
  }
  revalidateSiteHere()
  return new Response(null, { status: 204 })
})
