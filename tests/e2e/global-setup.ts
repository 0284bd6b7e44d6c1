import { startAppServer, TEST_ADMIN } from '../helpers/app-server'
import { createTestDatabase } from '../helpers/test-database'
import { testPort } from '../helpers/ports'

/** A fresh database and the production build serving it; torn down when the run ends. */
export default async function globalSetup() {
  const db = await createTestDatabase()
  process.env.E2E_DATABASE_URI = db.uri
  process.env.E2E_ADMIN_EMAIL = TEST_ADMIN.email
  process.env.E2E_ADMIN_PASSWORD = TEST_ADMIN.password
  const server = await startAppServer(db.uri, testPort(12))
  return async () => {
    await server.stop()
    await db.drop()
  }
}
