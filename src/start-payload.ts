/**
 * Initialising Payload at start applies the migrations and creates the first admin before the first request
 * (the set-up step run before the app has already filled in the content: src/seed/setup.ts). If that fails (a refused production config, an unreachable
 * database) the process exits, so an orchestrator sees a failed start instead of a server that answers
 * every request with an error. The config is imported inside the try: loading it is what checks it.
 */
export async function startPayload(): Promise<void> {
  try {
    const [{ getPayload }, { default: config }, { jobsRunInApp }, { startJobRunner }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('./platform/env'),
      import('@/platform/jobs/runner'),
    ])
    const payload = await getPayload({ config })
    // The job runner in this process: development, or JOBS_IN_APP=true. Production leaves the queues to
    // `npm run jobs` workers (src/platform/jobs/runner.ts).
    if (jobsRunInApp()) startJobRunner(payload)
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** The Payload instance startPayload() initialised (the same one every server bundle gets). */
export async function startedPayload() {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config })
}
