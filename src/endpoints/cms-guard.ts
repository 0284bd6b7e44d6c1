import type { Payload } from 'payload'

import { clientIp } from '@/lib/client-ip'
import { consumePoint } from '@/lib/rate-limit'
import { errorResponse, payload } from './http'

/**
 * A guard in front of Payload's REST API (/api/cms/...), which serves the admin panel and, for published posts,
 * testimonials and media, anyone. Anonymous clients get a per-address budget (RATE_LIMIT_CMS per minute);
 * signed-in staff are not counted, so the admin panel keeps its speed.
 */
type Context = { params: Promise<{ slug: string[] }> }
type Handler = (req: Request, context: Context) => Promise<Response>

export function guardCms(handler: Handler): Handler {
  return async (req, context) => {
    try {
      await checkCmsRequest(req)
    } catch (error) {
      return errorResponse(error)
    }
    return handler(req, context)
  }
}

const API_PREFIX = '/api/cms/'

async function checkCmsRequest(req: Request): Promise<void> {
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase()
  if (method === 'options') return
  const url = new URL(req.url)
  const segments = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length).split('/') : []
  const instance = await payload()
  const signedIn = await isSignedIn(instance, req)
  if (!signedIn && !isMediaFile(method, segments)) await consumePoint(instance.db.pool, 'cms', clientIp(req.headers))
}

/** Only a session cookie or an Authorization header can make a request a staff member's; Payload checks it. */
async function isSignedIn(instance: Payload, req: Request): Promise<boolean> {
  const cookie = req.headers.get('cookie') ?? ''
  if (!cookie.includes('payload-token=') && !req.headers.get('authorization')) return false
  try {
    const { user } = await instance.auth({ headers: req.headers })
    return Boolean(user)
  } catch {
    return false
  }
}

/** Image files are what every visitor's page loads; they are not counted against the anonymous budget. */
const isMediaFile = (method: string, segments: string[]) =>
  method === 'get' && segments.length === 3 && segments[1] === 'file'
