import { startAppServer } from './app-server'
import { createTestDatabase } from './test-database'

/**
 * The run's template: a database the production build has set up and migrated by starting once on it with its set-up
 * step, exactly as in production. Every test worker then works on a copy of its own (createTestDatabase({ template })).
 * A runner that makes one for several suites (scripts/test.mjs) passes its name in TEST_TEMPLATE_DB; the suite
 * then uses it and leaves it to the runner to drop.
 */
export async function templateDatabase(
  port: number,
  owner = process.pid,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const given = process.env.TEST_TEMPLATE_DB
  if (given) return { name: given, drop: async () => {} }
  const db = await createTestDatabase({ label: 'template', owner })
  try {
    const server = await startAppServer(db.uri, port, {}, { setUp: true })
    // Stopped, so that no session is left on it: PostgreSQL copies only a database nobody is connected to.
    await server.stop()
  } catch (error) {
    await db.drop()
    throw error
  }
  return { name: db.name, drop: db.drop }
}
