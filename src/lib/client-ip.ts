/**
 * Which address a request comes from, for per-IP limits. `next start` gives route handlers no socket
 * address and keeps any X-Forwarded-For a client sends, so the server records the TCP peer address in
 * PEER_ADDRESS_HEADER when each request arrives (src/peer-address.ts), overwriting any such header the
 * client sent. X-Forwarded-For is believed only behind a proxy the operator declares with TRUST_PROXY.
 */
export const PEER_ADDRESS_HEADER = 'x-edu-peer-address'

type Env = Record<string, string | undefined>

/** TRUST_PROXY=true (or 1): a reverse proxy in front of the app sets X-Forwarded-For. */
export const trustProxy = (env: Env = process.env) => /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? '')

export function clientIp(headers: Headers, env: Env = process.env): string {
  if (trustProxy(env)) {
    // The proxy appends the address it saw; the first hop is the client as the proxy reports it.
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first
  }
  return headers.get(PEER_ADDRESS_HEADER) || 'unknown'
}
