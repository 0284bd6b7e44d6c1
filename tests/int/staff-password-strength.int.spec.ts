/**
 * Staff passwords that a guesser would try first are refused on every path that sets one: an account created in
 * the admin or through REST, a colleague's invitation link, Account › change password, and the first admin from
 * ADMIN_PASSWORD at a production start. "First" means common patterns (a word, a year, symbols) and anything
 * built from the account's email and name or the agency's names.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { newStaff } from '../helpers/staff'
import { createTestDatabase } from '../helpers/test-database'
import { workerPorts } from '../helpers/worker'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

const weakFor = (email: string) => [
  email,
  'Madrid2026!!',
  'Summer2026!!',
  'madridedutravel2026',
  'MadridEduTravel1!',
  'mariagarcia2026',
]

const passwordErrors = async (res: Response) => {
  const text = await res.text()
  return { status: res.status, text }
}

describe('a weak staff password', { timeout: 120_000 }, () => {
  it('is refused when staff create an account through REST (400 naming the password), and nothing is stored', async () => {
    for (const password of weakFor('maria.garcia@madrid-edu-travel.example')) {
      const email = `maria.garcia.${randomUUID().slice(0, 6)}@madrid-edu-travel.example`
      const res = await postJson(
        '/api/cms/users',
        { email, password: password.includes('@') ? email : password, name: 'María García', role: 'admin' },
        { cookie },
      )
      const { status, text } = await passwordErrors(res)
      expect(status, `${password}: ${text}`).toBe(400)
      expect(text, password).toContain('"path":"password"')
      const stored = await payload.count({ collection: 'users', where: { email: { equals: email } } })
      expect(stored.totalDocs, `${password} stored an account`).toBe(0)
    }
  })

  it('is refused as a change of one’s own password, and through a reset link (an invitation’s)', async () => {
    const staff = await newStaff(payload, 'María García')
    const own = await staff.cookie()
    for (const password of [...weakFor(staff.email), staff.email]) {
      const res = await api(`/api/cms/users/${staff.id}`, {
        method: 'PATCH',
        cookie: own,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      })
      expect(res.status, `change to ${password}: ${await res.text()}`).toBe(400)
    }
    const email = `invited.${randomUUID().slice(0, 6)}@test.example`
    const invite = await postJson('/api/staff/invite', { name: 'María García', email }, { cookie })
    expect(invite.status, await invite.text()).toBe(201)
    const { rows } = await payload.db.pool.query<{ token: string }>(
      'SELECT reset_password_token AS token FROM users WHERE email = $1',
      [email],
    )
    const token = rows[0]!.token
    for (const password of [...weakFor(email), email]) {
      const res = await postJson('/api/cms/users/reset-password', { token, password })
      expect(res.status, `reset to ${password}: ${await res.text()}`).toBe(400)
    }
    // The link still works for a strong password.
    const strong = await postJson('/api/cms/users/reset-password', { token, password: `Tejo-${randomUUID()}` })
    expect(strong.status, await strong.text()).toBe(200)
  })
})

describe('the first admin from ADMIN_PASSWORD', () => {
  let drop: (() => Promise<void>) | undefined
  afterAll(async () => drop?.())

  it('stops a production start on an empty database when the password is built from the agency’s name', async () => {
    const db = await createTestDatabase()
    drop = db.drop
    const { code, output } = await startOnce(
      {
        DATABASE_URI: db.uri,
        PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-chars',
        ADMIN_EMAIL: 'ops@madrid-edu-travel.example',
        ADMIN_PASSWORD: 'MadridEduTravel1!',
        SMTP_HOST: '127.0.0.1',
        MAIL_FROM: 'hello@test.example',
        SEED_ON_START: 'false',
      },
      workerPorts().start,
    )
    expect(output).toMatch(/ADMIN_PASSWORD is refused: This password is too easy to guess/)
    expect(code, output.slice(-2000)).toBe(1)
  }, 150_000)
})

/** Starts the production build and waits until it exits, or kills it after 120 s (then the test fails). */
function startOnce(env: Record<string, string>, port: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
