import type { TestProject } from 'vitest/node'

import { startAppServer, TEST_ADMIN } from './app-server'
import { createTestDatabase } from './test-database'

/**
 * One fresh PostgreSQL database for the run, and the production build serving it over real HTTP.
 * The server's first start migrates, creates the admin and seeds, exactly as in production.
 */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase()
  const server = await startAppServer(db.uri)
  project.provide('databaseUri', db.uri)
  project.provide('appUrl', server.url)
  project.provide('admin', TEST_ADMIN)
  return async () => {
    await server.stop()
    await db.drop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
    appUrl: string
    admin: { email: string; password: string }
  }
}
