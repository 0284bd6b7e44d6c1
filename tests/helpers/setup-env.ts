import { workerDatabaseUri } from './worker'

// Runs in the worker's own process before each test file is imported, so payload.config reads this worker's
// database (no other process shares this environment).
process.env.DATABASE_URI = workerDatabaseUri()
process.env.PAYLOAD_SECRET ||= 'test-secret-that-is-long-enough-for-the-checks'
