/**
 * Which address a request comes from, for per-IP limits. `next start` gives route handlers no socket
 * address and keeps any X-Forwarded-For a client sends, so the server records the TCP peer address in
 * PEER_ADDRESS_HEADER when each request arrives (src/platform/request-gate/peer-address.ts), overwriting any such header the
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

/**
 * The key a client's limits are counted under: its address, or for IPv6 the /64 network it belongs to. One
 * subscriber, office or server usually gets a whole /64 and can use any address in it, so counting single IPv6
 * addresses would give a client 2^64 budgets. An IPv4 address written as IPv6 (`::ffff:192.0.2.4`) is the IPv4.
 */
export function clientKey(headers: Headers, env: Env = process.env): string {
  return addressGroup(clientIp(headers, env))
}

export function addressGroup(ip: string): string {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups]
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
