import http from 'node:http'

import { PEER_ADDRESS_HEADER } from './lib/client-ip'

/**
 * Records each request's TCP peer address in a header before Next.js sees the request (see
 * src/lib/client-ip.ts for why). Patches http.Server so it also covers the server `next start` made.
 */
export function recordPeerAddresses(): void {
  const proto = http.Server.prototype as http.Server & { __peerAddressPatched?: boolean }
  if (proto.__peerAddressPatched) return
  proto.__peerAddressPatched = true
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage
      req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? 'unknown'
    }
    return emit.call(this, event, ...args)
  } as typeof proto.emit
}
