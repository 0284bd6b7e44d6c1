/**
 * Next.js calls register() once when the server starts: initialising Payload here applies the
 * migrations, creates the first admin and seeds an empty database before the first request.
 * If that fails (a refused production config, an unreachable database) the process exits, so an
 * orchestrator sees a failed start instead of a server that answers every request with an error.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    await getPayload({ config })
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
