import type { TestProject } from 'vitest/node'

import { startAppServer, TEST_ADMIN } from './app-server'
import { intWorkerAppLog, intWorkerAppPort, testPort } from './ports'
import { templateDatabase } from './template-database'
import { createTestDatabase, dropLeftoverDatabases } from './test-database'

/** How many files run at once (vitest.config.ts reads it too): one database and one app server each. */
export const INT_WORKERS = Math.max(1, Number(process.env.TEST_INT_WORKERS || 2))

/**
 * The run's databases and servers. The production build's set-up step and first start migrate and fill in a template
 * once (exactly as `npm start` does); each Vitest worker (VITEST_POOL_ID) then gets a copy of it and an app server of its
 * own serving that copy over real HTTP, started once for the run, not once per file.
 * With TEST_INT_NO_APP=1 (npm run test:quick: no build needed) there is no server and no template: each worker's
 * database is empty and the first file's Payload migrates and fills it in as it starts (helpers/payload.ts).
 */
export default async function setup(project: TestProject) {
  const dropped = await dropLeftoverDatabases()
  if (dropped.length) console.log(`dropped ${dropped.length} test databases left by killed runs`)
  const withApp = process.env.TEST_INT_NO_APP !== '1'
  const started = Date.now()
  const template = withApp ? await templateDatabase(testPort(60)) : null
  const templated = Date.now()
  const ids = Array.from({ length: INT_WORKERS }, (_, i) => i + 1)
  const dbs = await Promise.all(ids.map((id) => createTestDatabase({ template: template?.name, label: `worker${id}` })))
  const servers = withApp
    ? await Promise.allSettled(
        dbs.map((db, i) =>
          startAppServer(db.uri, intWorkerAppPort(ids[i]!), {}, { logFile: intWorkerAppLog(ids[i]!) }),
        ),
      )
    : []
  const teardown = async () => {
    await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
    await Promise.all(dbs.map((db) => db.drop()))
    await template?.drop()
  }
  if (withApp) {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `integration set-up: template ${s(templated - started)}, ${INT_WORKERS} copies and app servers ${s(Date.now() - templated)}`,
    )
  }
  const failed = servers.find((s) => s.status === 'rejected')
  if (failed) {
    await teardown()
    throw (failed as PromiseRejectedResult).reason
  }
  project.provide(
    'workers',
    dbs.map((db, i) => ({
      databaseUri: db.uri,
      appUrl: servers[i]?.status === 'fulfilled' ? servers[i].value.url : '',
    })),
  )
  project.provide('admin', TEST_ADMIN)
  return teardown
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per worker (VITEST_POOL_ID 1 is the first): its database and the app server serving it. */
    workers: { databaseUri: string; appUrl: string }[]
    admin: { email: string; password: string }
  }
}
