import { loadEnv } from 'payload/node'

import { ProductionConfigError } from '@/platform/env'

/**
 * The set-up step, run before the app starts (`npm run setup`; `npm run dev` and `npm start` run it first; the
 * systemd units and Compose as a service of its own): applies the migrations, creates the first admin, and fills
 * in what the database never had (src/seed/fill-missing.ts). Then it ends, so the running app never loads the seed.
 * `npm run build` bundles it into `.next/setup.mjs` (scripts/bundle-programs.mjs), started with plain `node`, as the job
 * worker is and for the same reasons (src/platform/jobs/worker-main.ts); in development `payload run` compiles it.
 * Ends with code 1 and the reason when it fails, so the app is not started on a database it could not prepare.
 */
loadEnv()
process.env.DISABLE_PAYLOAD_HMR = 'true'
try {
  const started = performance.now()
  // Imported here, not above: loading the config is what checks it, and a refused start is answered below.
  const [{ default: config }, { getPayload }, { fillMissingContent }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('./fill-missing'),
  ])
  const payload = await getPayload({ config })
  await fillMissingContent(payload)
  payload.logger.info(`Set-up done in ${Math.round(performance.now() - started)} ms`)
  await payload.destroy()
  process.exit(0)
} catch (error) {
  if (error instanceof ProductionConfigError) console.error(`[startup] ${error.message}`)
  else console.error('Set-up failed:', error)
  process.exit(1)
}
