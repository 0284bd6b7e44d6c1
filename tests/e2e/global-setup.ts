import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startAppServer, TEST_ADMIN } from '../helpers/app-server'
import { createTestDatabase } from '../helpers/test-database'
import { testPort } from '../helpers/ports'

/** A fresh database and the production build serving it; torn down when the run ends. */
export default async function globalSetup() {
  const db = await createTestDatabase()
  process.env.E2E_DATABASE_URI = db.uri
  process.env.E2E_ADMIN_EMAIL = TEST_ADMIN.email
  process.env.E2E_ADMIN_PASSWORD = TEST_ADMIN.password
  // The app runs its own job queues and sends to the SMTP sink a spec opens on E2E_SMTP_PORT when it needs mail
  // (tests/e2e/followup.spec.ts); until then a send fails and the job waits for its retry.
  process.env.E2E_SMTP_PORT = String(testPort(18))
  // The server's output, for a failing test to quote (tests/e2e/followup.spec.ts).
  process.env.E2E_SERVER_LOG = path.join(tmpdir(), `e2e-app-server-${testPort(12)}.log`)
  writeFileSync(process.env.E2E_SERVER_LOG, '')
  const server = await startAppServer(
    db.uri,
    testPort(12),
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      MAIL_FROM: 'hello@agency.test',
      STAFF_EMAIL: 'office@agency.test',
      JOBS_IN_APP: 'true',
    },
    { logFile: process.env.E2E_SERVER_LOG },
  )
  return async () => {
    await server.stop()
    await db.drop()
  }
}
