import type { Pool } from 'pg'

import { readHealth } from '@/lib/health'
import { json, loadPayload } from './http'

/** A health check that hangs is as bad as a failed one: past this, the answer is 503. */
const TIMEOUT_MS = 4_000

/**
 * GET /api/health, for load balancers, Compose and monitoring: no sign-in, nothing secret in the answer,
 * never cached. 200 when the database answers and every committed migration is applied; 503 otherwise
 * (never a 500: whatever fails, the check reports "unavailable").
 */
export async function health(): Promise<Response> {
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
    })
    const result = await Promise.race([loadPayload().then((p) => readHealth(p.db.pool as Pool)), timeout])
    return json(result, result.status === 'ok' ? 200 : 503)
  } catch (error) {
    // While the first start still migrates and seeds, this is the 4 s timeout, not an outage.
    console.error(`[health] unavailable: ${(error as Error)?.message ?? String(error)}`)
    return json({ status: 'unavailable', database: 'down' }, 503, { 'Retry-After': '15' })
  } finally {
    clearTimeout(timer)
  }
}
