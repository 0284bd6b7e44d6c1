/**
 * Initialising Payload at start applies the migrations, creates the first admin and seeds an empty
 * database before the first request. If that fails (a refused production config, an unreachable
 * database) the process exits, so an orchestrator sees a failed start instead of a server that answers
 * every request with an error. The config is imported inside the try: loading it is what checks it.
 */
export async function startPayload(): Promise<void> {
  try {
    const [{ getPayload }, { default: config }, { jobsRunInApp }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('./lib/env'),
    ])
    // `cron: true` starts Payload's autoRun (the mail and privacy queues) in this process: development,
    // or JOBS_IN_APP=true. Production leaves the queues to `npm run jobs` workers.
    await getPayload({ config, cron: jobsRunInApp() })
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
