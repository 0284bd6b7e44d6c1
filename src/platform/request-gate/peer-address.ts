import type http from 'node:http'

import { PEER_ADDRESS_HEADER } from '@/platform/client-ip'

/**
 * Records the request's TCP peer address in a header, overwriting any such header the client sent (see
 * src/platform/client-ip.ts for why).
 */
export function recordPeerAddress(req: http.IncomingMessage): void {
  req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? 'unknown'
}
