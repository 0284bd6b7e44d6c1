/**
 * Next.js calls register() once when the server starts. The Node.js-only start-up lives in its own
 * module so the Edge build of this file never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startPayload } = await import('./start-payload')
    await startPayload()
  }
}
