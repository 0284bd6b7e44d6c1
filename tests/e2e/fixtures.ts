import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base } from '@playwright/test'

import { startAppServer } from '../helpers/app-server'
import { e2eWorkerPorts } from '../helpers/ports'
import { createTestDatabase } from '../helpers/test-database'

export { expect } from '@playwright/test'
export type { Browser, Page } from '@playwright/test'

/**
 * Each Playwright worker tests its own app: a copy of the run's template database (tests/e2e/global-setup.ts)
 * and the production build serving it on the worker's ports, started when the worker starts and stopped with it.
 * What a spec needs of it is in this worker's environment (its own process): E2E_DATABASE_URI, E2E_SMTP_PORT
 * (where the app sends mail, to a sink a spec opens when it needs mail: until then a send fails and the job waits
 * for its retry) and E2E_SERVER_LOG (the app's output, for a failing test to quote).
 */
/**
 * The production server loads each route's code on its first request: the admin's (the largest) took ten seconds
 * and more of a slow host's time, inside the first admin test of each worker. Loaded here, before any test runs.
 */
async function warm(url: string): Promise<void> {
  for (const path of ['/admin/login', '/admin/email-marketing', '/en', '/es/plan-a-trip', '/api/cms/users/me']) {
    await fetch(`${url}${path}`, { redirect: 'manual' }).then((res) => res.arrayBuffer())
  }
}

export const test = base.extend<object, { workerApp: { url: string } }>({
  workerApp: [
    async ({}, provide, workerInfo) => {
      const ports = e2eWorkerPorts(workerInfo.parallelIndex)
      // Named after the run (the runner is this worker's parent), so that a run still going keeps it.
      const db = await createTestDatabase({
        template: process.env.E2E_TEMPLATE_DB,
        owner: process.ppid,
        label: `e2e${workerInfo.workerIndex}`,
      })
      const log = path.join(tmpdir(), `e2e-app-server-${ports.app}.log`)
      Object.assign(process.env, {
        E2E_DATABASE_URI: db.uri,
        E2E_SMTP_PORT: String(ports.smtp),
        E2E_SERVER_LOG: log,
      })
      let server: Awaited<ReturnType<typeof startAppServer>> | undefined
      try {
        server = await startAppServer(
          db.uri,
          ports.app,
          {
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(ports.smtp),
            MAIL_FROM: 'hello@agency.test',
            STAFF_EMAIL: 'office@agency.test',
            JOBS_IN_APP: 'true',
            // Every browser test posts from 127.0.0.1, and a worker's tests send more than the ten enquiries and
            // twenty sign-ups an address may send in ten minutes (a test then got 429, depending on which tests
            // the worker was given). The limits themselves are tested in tests/int (api-public, faults).
            RATE_LIMIT_ENQUIRIES: '1000',
            RATE_LIMIT_SIGNUPS: '1000',
          },
          { logFile: log },
        )
        await warm(server.url)
        await provide({ url: server.url })
      } finally {
        await server?.stop()
        await db.drop()
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ workerApp }, provide) => provide(workerApp.url),
})
