import type { Endpoint, Payload, SanitizedCollectionConfig } from 'payload'

import { clientKey } from '@/platform/client-ip'
import { inRequestScope } from '@/platform/db/request-scope'
import { consumePoint } from '@/platform/rate-limit'
import { carriesStaffCredentials } from '@/platform/session-credentials'
import { MAX_ID } from '@/platform/validation/fields'
import { ANONYMOUS_MAX_QUERY_LENGTH, anonymousMayAsk, isAuthPost } from './cms-anonymous'
import { checkQuery } from './cms-query'
import { badRequest, errorResponse, HttpError, loadPayload, readLimited } from './http'

/**
 * A guard in front of Payload's REST API (/api/cms/...), which serves the admin panel and, to anyone, uploaded image
 * files and the sign-in routes. Payload hands some malformed requests straight to PostgreSQL (an id of `NaN`,
 * `like` on rich text, `near` on a title, a negative page), which fails with a 500 and logs the SQL. This checks
 * what Payload does not, against the collections' own config, and answers a 4xx before any query runs:
 * - anonymous clients: a per-address budget (RATE_LIMIT_CMS per minute), and only the few routes of
 *   src/platform/http/cms-anonymous.ts (image files, sign-in); anything else is a 403;
 * - the path: a collection (or global) that exists and is exposed, and an endpoint of it for this method, or one
 *   of the SEO plugin's "Auto-generate" endpoints (staff only);
 * - ids: whole numbers within PostgreSQL's serial range, as every collection here uses;
 * - the query (src/platform/http/cms-query.ts): `page`, `limit`, `depth` whole numbers, at most 100 `where`
 *   conditions, each an operator that suits its field's type with values of that type.
 * Errors that still come from the database are mapped to 400 by `mapInputErrors` (payload.config.ts).
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
    // The request's own scope: Payload's edit-lock read inside a save uses its transaction (src/platform/db/request-scope.ts).
    return inRequestScope(() => handler(req, context))
  }
}

const API_PREFIX = '/api/cms/'

const notFound = () => new HttpError(404, [{ field: 'path', message: 'Not Found' }])
const forbidden = () => new HttpError(403, [{ field: 'path', message: 'You are not allowed to perform this action.' }])

/** Root endpoints of plugins that the admin's screens call: the SEO plugin's "Auto-generate" buttons and preview. */
const STAFF_ROOT_ENDPOINTS = '/plugin-seo/'

async function checkCmsRequest(req: Request): Promise<void> {
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase()
  if (method === 'options') return
  const url = new URL(req.url)
  const segments = pathSegments(url.pathname)
  const instance = await loadPayload()
  const signedIn = await isSignedIn(instance, req)
  const authSlug = instance.config.admin.user
  if (!signedIn) {
    if (!isMediaFile(method, segments)) await consumePoint(instance.db.pool, 'cms', clientKey(req.headers))
    // What does not exist is a 404 for everyone (GraphQL is off); what exists is refused.
    if (!anonymousMayAsk(method, segments, authSlug)) throw exists(instance, segments) ? forbidden() : notFound()
    if (url.search.length > ANONYMOUS_MAX_QUERY_LENGTH) throw badRequest('query', 'The query string is too long')
  }

  const [first, ...rest] = segments
  let collection: SanitizedCollectionConfig | undefined
  if (first === 'globals') {
    if (!instance.config.globals.some((g) => g.slug === rest[0])) throw notFound()
  } else if (first !== 'access' && !isStaffRootEndpoint(instance, method, segments)) {
    collection = instance.collections[first as keyof typeof instance.collections]?.config
    if (!collection || collection.endpoints === false) throw notFound()
    await checkCollectionPath(instance, collection, method, rest)
    // Payload's sign-in forms post multipart bodies; a stranger's is parsed (a copy, within a small limit) before
    // Payload parses it, which fails with a 500 when the body is malformed.
    if (!signedIn && isMultipart(req) && isAuthPost(method, segments, authSlug)) await checkSignInForm(req)
  }
  checkQuery(url.search, collection, signedIn)
}

/** Whether the path names something of Payload's REST API: a collection, a global, the permissions, an endpoint. */
function exists(instance: Payload, segments: string[]): boolean {
  const [first, second] = segments
  if (first === 'access') return true
  if (first === 'globals') return instance.config.globals.some((g) => g.slug === second)
  if (first && first in instance.collections) return true
  const path = `/${segments.join('/')}`
  return (instance.config.endpoints ?? []).some((e) => e.path === path)
}

/** The root endpoints staff may call (anonymous clients were refused above). */
function isStaffRootEndpoint(instance: Payload, method: string, segments: string[]): boolean {
  const path = `/${segments.join('/')}`
  if (!path.startsWith(STAFF_ROOT_ENDPOINTS)) return false
  return (instance.config.endpoints ?? []).some((e) => e.method === method && e.path === path)
}

const isMultipart = (req: Request) => (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')

/** An email, a password and a token fit many times over; Payload's sign-in form sends nothing larger. */
const SIGN_IN_FORM_MAX_BYTES = 16 * 1024

/**
 * A stranger's multipart body to a sign-in route is read (a copy, within a small limit) and parsed before Payload
 * parses it, which fails with a 500 when the body is malformed (no boundary, a truncated part).
 */
async function checkSignInForm(req: Request): Promise<void> {
  const bytes = await readLimited(req.clone(), SIGN_IN_FORM_MAX_BYTES)
  try {
    const type = req.headers.get('content-type') ?? ''
    await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData()
  } catch {
    throw badRequest('body', 'The form body is not valid multipart/form-data')
  }
}

/** The path after /api/cms/, one decoded segment each; bad percent-encoding is a 400. */
function pathSegments(pathname: string): string[] {
  const raw = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : ''
  return raw
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        throw badRequest('path', 'The path is not valid')
      }
    })
}

/** Only a session cookie or an Authorization header can make a request a staff member's; Payload checks it. */
async function isSignedIn(instance: Payload, req: Request): Promise<boolean> {
  if (!carriesStaffCredentials(req.headers.get('cookie'), req.headers.get('authorization'))) return false
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

function checkId(value: string | undefined) {
  if (value === undefined) return
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw notFound()
}

/**
 * Matches the path against the collection's endpoints, in Payload's order (its own router takes the first
 * match), and checks the parameters that reach the database.
 */
async function checkCollectionPath(
  instance: Payload,
  collection: SanitizedCollectionConfig,
  method: string,
  rest: string[],
) {
  const endpoints = (collection.endpoints || []) as Endpoint[]
  const match = endpoints
    .filter((e) => e.method === method)
    .map((e) => ({ path: e.path, params: matchPath(e.path, rest) }))
    .find((m) => m.params)
  if (!match?.params) throw notFound()
  const { params } = match
  if (match.path === '/verify/:id') {
    // The token is looked up as text; only collections that verify addresses have the route at all.
    if (!collection.auth?.verify) throw notFound()
    return
  }
  // Every collection has Payload's version routes; without versions there is no table behind them.
  if (match.path.startsWith('/versions') && !collection.versions) throw notFound()
  if (match.path === '/file/:filename') return checkUploadedFile(instance, collection, params.filename!)
  if ('id' in params) checkId(params.id)
}

function matchPath(pattern: string, segments: string[]): Record<string, string | undefined> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string | undefined> = {}
  let i = 0
  for (const part of parts) {
    const optional = part.endsWith('?')
    if (part.startsWith(':')) {
      const name = part.slice(1).replace(/\?$/, '')
      if (i < segments.length) params[name] = segments[i++]
      else if (!optional) return null
      else params[name] = undefined
    } else if (segments[i++] !== part) return null
  }
  return i === segments.length ? params : null
}

/**
 * Payload serves an upload's file without asking whether any document has it, and answers a missing file with
 * a 500. A file name no document (or image size) has is a 404 here.
 */
async function checkUploadedFile(instance: Payload, collection: SanitizedCollectionConfig, filename: string) {
  if (!filename || filename.length > 255 || filename.includes('\0')) throw notFound()
  const sizes = typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []) : []
  const { totalDocs } = await instance.count({
    collection: collection.slug as 'media',
    where: {
      or: [
        { filename: { equals: filename } },
        ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
      ],
    },
    overrideAccess: true,
  })
  if (!totalDocs) throw notFound()
}
