import type { TestProject } from 'vitest/node'

import { createTestDatabase } from './test-database'

/** Creates a fresh PostgreSQL database for the whole run and drops it afterwards. */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase()
  project.provide('databaseUri', db.uri)
  return db.drop
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}
