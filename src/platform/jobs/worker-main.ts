import { loadEnv } from 'payload/node'

import { ProductionConfigError } from '@/platform/env'
import { AGENCY_TIME_ZONE } from '@/platform/i18n/staff-dates'
import { runJobWorker } from './worker'

/**
 * The job worker's program. `npm run build` bundles it with everything of ours it imports into
 * `.next/jobs-worker.mjs` (scripts/bundle-programs.mjs), which `npm run jobs` starts with plain `node`: no
 * TypeScript compiled at each start (Payload's CLI, `payload jobs:work`, loads the config through tsx, whose
 * loader and esbuild service took about 50 MiB of a worker that must stay under 200 MB, and 4 s of its start).
 * It reads environment files as Payload's CLI does, and ends with code 1 when it fails, so a supervisor
 * restarts it.
 *
 * `npm run jobs` runs it with `--conditions=production`: the Lexical packages' default entries for Node wrap
 * their code in a top-level `await import()`, and Node 20 loading several of them then sometimes stops
 * half-way, with nothing left to wait for, and exits with code 13 (unsettled top-level await) or, under a loader
 * like tsx, 0 or not at all: the worker starts that "hung or ended silently" (payloadcms/payload#17757), 5 of 20
 * here. Their `production` entries are the same code without that wrapper.
 */
loadEnv()
process.env.DISABLE_PAYLOAD_HMR = 'true'
// Madrid's clock, as the app's (src/instrumentation.ts): the two processes' logs then read the same time.
process.env.TZ = AGENCY_TIME_ZONE
try {
  // Imported here, not above: loading the config is what checks it, and a refused start is answered below.
  const { default: config } = await import('@payload-config')
  await runJobWorker(await config)
  process.exit(0)
} catch (error) {
  // A refused configuration in one line, as the app's start-up says it; anything else with its stack.
  if (error instanceof ProductionConfigError) console.error(`[startup] ${error.message}`)
  else console.error('Job worker failed:', error)
  process.exit(1)
}
