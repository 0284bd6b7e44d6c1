import { readFileSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'

import { carriesStaffCredentials } from '@/platform/session-credentials'

import type { Refusal } from './refusal'

/**
 * Server actions are POSTs to a page with a `next-action` header naming one of the build's actions, and Next.js
 * runs them before any code of ours. It answers several forged calls with a bare 500 and a logged stack: an
 * action whose encrypted bound arguments it cannot decrypt (Payload's language switch in the admin), an `Origin`
 * of another host, a body it cannot decode; and a multipart POST to any page is parsed as a possible form action,
 * malformed or not. Every action of this site belongs to the admin and is called by a signed-in user (the sign-in
 * screens post to the REST API, and the first user is created at start), so before Next.js sees the request:
 * - a multipart POST to a page without `next-action` is a 400: no page takes a form post, forms post to /api;
 * - an `Origin` of another host, or one that does not parse, is a 403 (Next.js means to refuse it too);
 * - an action the build does not have is a 404 with Next.js' own "action not found" header, so a browser holding
 *   a page from an older build reloads it;
 * - any action called without a session is a 404.
 */
export function forgedAction(req: http.IncomingMessage): Promise<Refusal | null> | null {
  return mayBeAction(req) ? check(req) : null
}

/** What Next.js treats as a possible server action: a POST to a page with the header or a multipart body. */
function mayBeAction(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST') return false
  const url = req.url ?? '/'
  // Route handlers (ours and Payload's REST API) and Next's own files never run actions.
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/_next/')) return false
  return req.headers['next-action'] !== undefined || isMultipart(req)
}

const isMultipart = (req: http.IncomingMessage) =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')

async function check(req: http.IncomingMessage): Promise<Refusal | null> {
  const actionId = req.headers['next-action']
  if (actionId === undefined) {
    return { status: 400, field: 'body', message: 'Pages take no form posts' }
  }
  if (!sameOrigin(req.headers)) {
    return { status: 403, field: 'origin', message: 'Cross-site calls are refused' }
  }
  if (typeof actionId !== 'string' || !knownAction(actionId)) {
    return {
      status: 404,
      field: 'action',
      message: 'Not Found',
      headers: { 'x-nextjs-action-not-found': '1' },
    }
  }
  if (!(await signedIn(req.headers))) return { status: 404, field: 'session', message: 'Not Found' }
  return null
}

/**
 * Next.js compares the `Origin` host with `X-Forwarded-Host` (its first value) or else `Host`, and answers a
 * mismatch on an action call with a 500. No `Origin` passes, as with Next.js: only a browser sends it, and a
 * script without one has no cookies but those given to it.
 */
export function sameOrigin(headers: http.IncomingHttpHeaders): boolean {
  const origin = headers.origin
  if (origin === undefined) return true
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  const forwarded = headers['x-forwarded-host']
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || headers.host
  return Boolean(host) && originHost === host
}

let actionIds: Set<string> | null | undefined
/**
 * The build's server actions (`.next/server/server-reference-manifest.json`). Only a production build has a
 * fixed list; the development server adds actions as it compiles pages, so there every id passes here.
 */
function knownAction(id: string): boolean {
  if (actionIds === undefined) actionIds = readActionIds()
  return actionIds === null || actionIds.has(id)
}

function readActionIds(): Set<string> | null {
  if (process.env.NODE_ENV !== 'production') return null
  const file = path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json')
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, unknown> }
    return new Set(Object.keys(manifest.node ?? {}))
  } catch (error) {
    // Without the list, Next.js still refuses unknown ids itself (with a 4xx); the other checks stay.
    console.error(`[server actions] cannot read ${file}:`, error)
    return null
  }
}

/** Payload decides, as for every other request: a valid session cookie (from this origin) or API key. */
async function signedIn(headers: http.IncomingHttpHeaders): Promise<boolean> {
  if (!carriesStaffCredentials(headers.cookie, headers.authorization)) return false
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config })
  const web = new Headers()
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === 'string') web.set(key, value)
    else if (Array.isArray(value)) for (const v of value) web.append(key, v)
  }
  try {
    const { user } = await payload.auth({ headers: web })
    return Boolean(user)
  } catch {
    return false
  }
}
