import { timingSafeEqual } from 'node:crypto'

import type { Pool } from 'pg'

import { isAdminUser } from '@/platform/access'
import { readHealth } from '@/platform/health'
import { json, loadPayload } from './http'

/** A health check that hangs is as bad as a failed one: past this, the answer is 503. */
const TIMEOUT_MS = 4_000

/**
 * GET /api/health, for load balancers, Compose and monitoring: no sign-in, never cached. 200 when the database
 * answers and every committed migration is applied; 503 otherwise (never a 500: whatever fails, the check reports
 * "unavailable"). Anyone gets the bare `{ status }`; the figures behind it (database, pending migrations, the job
 * queue's backlog) go to signed-in staff and to monitors that send `Authorization: Bearer <HEALTH_TOKEN>`.
 */
export async function health(req: Request): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
    })
    const result = await Promise.race([loadPayload().then((p) => readHealth(p.db.pool as Pool)), timeout])
    const body = (await mayReadDetails(req)) ? result : { status: result.status }
    return json(body, result.status === 'ok' ? 200 : 503)
  } catch (error) {
    // While the first start still migrates and seeds, this is the 4 s timeout, not an outage.
    console.error(`[health] unavailable: ${(error as Error)?.message ?? String(error)}`)
    const body = hasHealthToken(req) ? { status: 'unavailable', database: 'down' } : { status: 'unavailable' }
    return json(body, 503, { 'Retry-After': '15' })
  } finally {
    clearTimeout(timer)
  }
}

/** HEALTH_TOKEN, when set, is the monitors' key to the figures (Compose's worker check sends it). */
function hasHealthToken(req: Request): boolean {
  const token = process.env.HEALTH_TOKEN
  if (!token) return false
  const expected = Buffer.from(`Bearer ${token}`)
  const actual = Buffer.from(req.headers.get('authorization') ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

async function mayReadDetails(req: Request): Promise<boolean> {
  if (hasHealthToken(req)) return true
  if (!(req.headers.get('cookie') ?? '').includes('payload-token=')) return false
  try {
    const { user } = await (await loadPayload()).auth({ headers: req.headers })
    return isAdminUser(user)
  } catch {
    return false
  }
}
