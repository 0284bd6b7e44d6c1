/**
 * Next.js calls register() once when the server starts. The Node.js-only start-up lives in its own
 * modules so the Edge build of this file never sees them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordPeerAddresses } = await import('./peer-address')
    recordPeerAddresses()
    const { refuseMalformedUrls } = await import('./refuse-malformed-urls')
    refuseMalformedUrls()
    const { startPayload } = await import('./start-payload')
    await startPayload()
    const { isBuildPhase } = await import('./lib/env')
    if (process.env.NODE_ENV === 'production' && !isBuildPhase()) {
      // Other instances' saves refresh this instance's cached pages too (src/lib/site-cache/broadcast.ts).
      const { listenForSiteChanges, revalidateThisInstance } = await import('./lib/site-cache/broadcast')
      listenForSiteChanges(revalidateThisInstance)
    }
  }
}
