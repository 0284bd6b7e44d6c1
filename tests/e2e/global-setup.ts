import { TEST_ADMIN } from '../helpers/app-server'
import { testPort } from '../helpers/ports'
import { templateDatabase } from '../helpers/template-database'
import { dropLeftoverDatabases } from '../helpers/test-database'

/**
 * The run's template database, set up and migrated by the production build's set-up step and first start; each worker tests a
 * copy of it on an app of its own (tests/e2e/fixtures.ts). Dropped when the run ends.
 */
export default async function globalSetup() {
  const dropped = await dropLeftoverDatabases()
  if (dropped.length) console.log(`dropped ${dropped.length} test databases left by killed runs`)
  const template = await templateDatabase(testPort(12))
  process.env.E2E_TEMPLATE_DB = template.name
  process.env.E2E_ADMIN_EMAIL = TEST_ADMIN.email
  process.env.E2E_ADMIN_PASSWORD = TEST_ADMIN.password
  return () => template.drop()
}
