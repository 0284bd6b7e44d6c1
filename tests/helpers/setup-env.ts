import { TEST_ADMIN } from './app-server'
import { workerDatabaseUri } from './worker'

// Runs in the worker's own process before each test file is imported, so payload.config reads this worker's
// database (no other process shares this environment).
process.env.DATABASE_URI = workerDatabaseUri()
process.env.PAYLOAD_SECRET ||= 'test-secret-that-is-long-enough-for-the-checks'
if (process.env.TEST_INT_NO_APP === '1') {
  // No app server made the database: the first file's Payload does, and creates the first admin as the app would.
  process.env.ADMIN_EMAIL ||= TEST_ADMIN.email
  process.env.ADMIN_PASSWORD ||= TEST_ADMIN.password
}
