import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll } from 'vitest'

import { adminCookie } from './http'
import { testPayload } from './payload'

/** The file's Payload (its worker's database) and pool, and the test admin's session cookie: set by `signedInAdmin()`. */
export let payload: Payload
export let pool: Pool
export let cookie: string

/**
 * Registers the file's set-up: Payload in this process, and the test admin signed in over HTTP. The values above are
 * set before the file's own beforeAll runs.
 */
export function signedInAdmin() {
  beforeAll(async () => {
    payload = await testPayload()
    pool = payload.db.pool
    cookie = await adminCookie()
  })
}
