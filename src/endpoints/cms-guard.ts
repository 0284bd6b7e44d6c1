import type { Endpoint, FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'

import { clientIp } from '@/lib/client-ip'
import { consumePoint } from '@/lib/rate-limit'
import { MAX_ID } from '@/lib/validation/fields'
import { badRequest, errorResponse, HttpError, loadPayload, readLimited } from './http'

/**
 * A guard in front of Payload's REST API (/api/cms/...), which serves the admin panel and, for published posts,
 * testimonials and media, anyone. Payload hands some malformed requests straight to PostgreSQL (an id of `NaN`,
 * `like` on rich text, `near` on a title, a negative page), which fails with a 500 and logs the SQL. This checks
 * what Payload does not, against the collections' own config, and answers a 4xx before any query runs:
 * - the path: a collection (or global) that exists and is exposed, and an endpoint of it for this method;
 * - ids: whole numbers within PostgreSQL's serial range, as every collection here uses;
 * - the query: `page`, `limit`, `depth` whole numbers, and each `where` condition an operator that suits its
 *   field's type with values of that type (option values for selects);
 * - anonymous clients: a per-address budget (RATE_LIMIT_CMS per minute), smaller pages, no `pagination=false`.
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
    return handler(req, context)
  }
}

const API_PREFIX = '/api/cms/'
/** Anonymous clients read published posts, testimonials and media a page at a time; nothing of ours needs more. */
const ANONYMOUS_MAX_LIMIT = 100
const MAX_PAGE = 1_000_000
const MAX_DEPTH = 10

const notFound = () => new HttpError(404, [{ field: 'path', message: 'Not Found' }])

async function checkCmsRequest(req: Request): Promise<void> {
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase()
  if (method === 'options') return
  const url = new URL(req.url)
  const segments = pathSegments(url.pathname)
  const instance = await loadPayload()
  const signedIn = await isSignedIn(instance, req)
  if (!signedIn && !isMediaFile(method, segments)) await consumePoint(instance.db.pool, 'cms', clientIp(req.headers))

  const [first, ...rest] = segments
  let collection: SanitizedCollectionConfig | undefined
  if (first === 'globals') {
    if (!instance.config.globals.some((g) => g.slug === rest[0])) throw notFound()
  } else if (first !== 'access') {
    collection = instance.collections[first as keyof typeof instance.collections]?.config
    if (!collection || collection.endpoints === false) throw notFound()
    await checkCollectionPath(instance, collection, method, rest)
    // Payload's admin forms post multipart bodies (sign-in included); a stranger's anywhere else would be parsed,
    // and fail with a 500 when malformed, before Payload checks access. Only staff create or change documents.
    if (!signedIn && isMultipart(req)) {
      if (!(collection.auth && anonymousAuthRoutes.has(rest[0] ?? ''))) {
        throw new HttpError(403, [{ field: 'body', message: 'You are not allowed to perform this action.' }])
      }
      await checkSignInForm(req)
    }
  }
  checkQuery(url.search, collection, signedIn)
}

const anonymousAuthRoutes = new Set([
  'login',
  'logout',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
])
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

function checkQuery(search: string, collection: SanitizedCollectionConfig | undefined, signedIn: boolean) {
  if (!search) return
  // Parsed exactly as Payload parses it (payload/dist/utilities/createPayloadRequest.js).
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
  wholeNumber(query.page, 'page', 1, MAX_PAGE)
  wholeNumber(query.limit, 'limit', signedIn ? 0 : 1, signedIn ? Number.MAX_SAFE_INTEGER : ANONYMOUS_MAX_LIMIT)
  wholeNumber(query.depth, 'depth', 0, MAX_DEPTH)
  if (!signedIn && query.pagination !== undefined && query.pagination !== 'true') {
    throw badRequest('pagination', 'pagination must be true')
  }
  if (query.where !== undefined && collection) checkWhere(query.where, collection.flattenedFields)
}

function wholeNumber(value: unknown, field: string, min: number, max: number) {
  if (value === undefined) return
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest(field, `${field} must be a whole number from ${min} to ${max}`)
  }
}

type Kind = 'text' | 'number' | 'id' | 'date' | 'boolean' | 'option' | 'opaque'

/** Which operators suit each kind of field (Payload's admin offers the same, @payloadcms/ui WhereBuilder). */
// (`all` is for fields holding many values, which none of ours filterable here do: PostgreSQL refuses it.)
const membership = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const comparison = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const operatorsOf: Record<Kind, Set<string>> = {
  text: new Set([...membership, ...comparison, 'like', 'not_like', 'contains']),
  number: new Set([...membership, ...comparison]),
  id: new Set([...membership, ...comparison]),
  date: new Set([...membership, ...comparison]),
  boolean: new Set(['equals', 'not_equals', 'exists']),
  option: new Set(membership),
  // Rich text and JSON are stored as documents: they can only be asked whether they are there.
  opaque: new Set(['exists']),
}

type Resolved = { kind: Kind; options?: Set<string> } | undefined

function kindOf(field: FlattenedField): Resolved {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text' }
    case 'number':
      return { kind: 'number' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'boolean' }
    case 'select':
    case 'radio':
      return { kind: 'option', options: new Set(field.options.map((o) => (typeof o === 'string' ? o : o.value))) }
    case 'relationship':
    case 'upload':
      // A single collection's ids; polymorphic ones are {relationTo, value} and left to Payload.
      return typeof field.relationTo === 'string' ? { kind: 'id' } : undefined
    case 'richText':
    case 'json':
      return { kind: 'opaque' }
    default:
      return undefined
  }
}

/** The field a `where` path names, if it is one of the collection's own (paths through relations are Payload's). */
function resolvePath(fields: FlattenedField[], path: string): Resolved {
  if (path === 'id') return { kind: 'id' }
  const segments = path.split('.')
  let current = fields
  for (let i = 0; i < segments.length; i++) {
    const field = current.find((f) => 'name' in f && f.name === segments[i])
    if (!field) return undefined
    const last = i === segments.length - 1
    if (last) return kindOf(field)
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      current = field.flattenedFields
      continue
    }
    if (field.type === 'richText' || field.type === 'json') return { kind: 'opaque' }
    return undefined
  }
  return undefined
}

function checkWhere(where: unknown, fields: FlattenedField[], depth = 0): void {
  if (depth > 8 || !isRecord(where)) throw badRequest('where', 'where is not a valid condition')
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : null
      if (!list) throw badRequest('where', `where.${key} must be a list of conditions`)
      for (const sub of list) checkWhere(sub, fields, depth + 1)
      continue
    }
    const field = resolvePath(fields, key)
    if (!isRecord(condition)) throw badRequest('where', `where.${key} needs an operator`)
    for (const [operator, value] of Object.entries(condition)) {
      if (!field) continue // Payload checks the path itself and refuses what is not a field with a 400.
      if (!operatorsOf[field.kind].has(operator)) {
        throw badRequest('where', `${key} cannot be filtered with ${operator}`)
      }
      checkValues(key, operator, field, value)
    }
  }
}

function checkValues(path: string, operator: string, field: NonNullable<Resolved>, value: unknown) {
  const invalid = () => badRequest('where', `${path} ${operator}: the value is not valid for this field`)
  if (operator === 'exists') {
    if (value !== 'true' && value !== 'false' && typeof value !== 'boolean') throw invalid()
    return
  }
  const list = operator === 'in' || operator === 'not_in'
  const values = list ? (typeof value === 'string' ? value.split(',') : value) : [value]
  if (!Array.isArray(values) || values.length > 1000) throw invalid()
  for (const v of values) {
    if (v === null || v === 'null' || (list && v === '')) continue
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw invalid()
    if (!valueFits(field, String(v))) throw invalid()
  }
}

function valueFits(field: NonNullable<Resolved>, value: string): boolean {
  switch (field.kind) {
    case 'id':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_ID
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) && Math.abs(Number(value)) < 1e15
    case 'date': {
      const time = Date.parse(value)
      return Number.isFinite(time) && Math.abs(new Date(time).getUTCFullYear()) <= 9999
    }
    case 'boolean':
      return value === 'true' || value === 'false'
    case 'option':
      return field.options?.has(value) ?? false
    case 'text':
      return !value.includes('\0')
    case 'opaque':
      return false
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
