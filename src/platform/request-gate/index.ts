import http from 'node:http'

import { forgedAction } from './forged-actions'
import { answerFromKeptPage } from './kept-pages'
import { malformedUrl } from './malformed-urls'
import { movedPage, type MovedTo, sendMoved } from './moved-pages'
import { writeFromKeptBytes } from './page-bytes'
import { recordPeerAddress } from './peer-address'
import { sendRefusal } from './refusal'
import { unknownMethod } from './unknown-methods'

/**
 * The one place the app sees a request before Next.js does. Next.js matches routes and runs server actions before
 * any code of ours (the proxy and the route handlers come after both), and it answers some requests that fail
 * there with a bare 500; `next start` makes its server itself. So the server's `request` event is wrapped, once,
 * by src/instrumentation.ts at start-up, and each request goes through, in order:
 * 1. its TCP peer address recorded in a header (./peer-address.ts; src/platform/client-ip.ts reads it);
 * 2. a method no route answers refused with a 405 (./unknown-methods.ts);
 * 3. a path with invalid percent-encoding refused with a 400 (./malformed-urls.ts);
 * 4. a possible server action checked, and a forged one refused (./forged-actions.ts: waits for the session, only
 *    on POSTs to pages);
 * 5. an article's old address answered with its 301 (./moved-pages.ts: waits for the redirects, in memory after
 *    the first, only on an article's GET or HEAD).
 * 6. a visitor's page that Next.js answered from its cache less than a second ago answered again from that
 *    answer (./kept-pages.ts: the same rules as the nginx front's, dropped on every publish).
 * A refusal is answered with the headers Next.js would have added (./refusal.ts). docs/security.md describes
 * what each refuses. A request let through has its page written from bytes kept for it (./page-bytes.ts: a page
 * from Next.js's cache is not encoded again on every request).
 */
export function openRequestGate(routing: { movedTo: MovedTo }): void {
  const proto = http.Server.prototype as http.Server & { __requestGateOpen?: boolean }
  if (proto.__requestGateOpen) return
  proto.__requestGateOpen = true
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args)
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
    recordPeerAddress(req)
    const refusal = unknownMethod(req) ?? malformedUrl(req)
    if (refusal) {
      sendRefusal(req, res, refusal)
      return true
    }
    writeFromKeptBytes(res)
    const action = forgedAction(req)
    if (action) {
      action.then(
        (forged) => (forged ? sendRefusal(req, res, forged) : emit.call(this, event, ...args)),
        (error: unknown) => {
          console.error('[server actions] could not check a call:', error)
          sendRefusal(req, res, { status: 503, field: 'session', message: 'Try again in a moment' })
        },
      )
      return true
    }
    const toNext = () => answerFromKeptPage(req, res) || emit.call(this, event, ...args)
    const moved = movedPage(req, routing.movedTo)
    if (!moved) return toNext()
    // movedTo answers null rather than fail: the page then answers as it would without redirects.
    void moved.then((location) => (location ? sendMoved(res, location) : toNext()))
    return true
  } as typeof proto.emit
}
