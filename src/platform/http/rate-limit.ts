import { clientKey } from '@/platform/client-ip'
import { consumePoint, type RatePolicy } from '@/platform/rate-limit'
import { loadPayload } from './http'

/** Takes one point of `policy` for the request's client address; over the limit → 429 with Retry-After. */
export async function enforceRateLimit(req: Request, policy: RatePolicy): Promise<void> {
  await consumePoint((await loadPayload()).db.pool, policy, clientKey(req.headers))
}
