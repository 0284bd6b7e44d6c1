/**
 * Initialising Payload at start applies the migrations, creates the first admin and seeds an empty
 * database before the first request. If that fails (a refused production config, an unreachable
 * database) the process exits, so an orchestrator sees a failed start instead of a server that answers
 * every request with an error. The config is imported inside the try: loading it is what checks it.
 */
export async function startPayload(): Promise<void> {
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    await getPayload({ config })
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
