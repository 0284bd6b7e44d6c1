import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { assertPortFree, testPort } from './ports'

/** Credentials of the first admin the test server creates (production mode refuses the dev default). */
export const TEST_ADMIN = { email: 'staff@test.example', password: 'correct-horse-battery-staple' }

/** Instead of a database address: the embedded database of `npm run dev` (scripts/with-db.mjs). */
export const EMBEDDED = 'embedded'

/**
 * Starts the production build (`next start`) against the run's database on a free port, the way
 * operators run it, and waits until it answers. With EMBEDDED, it runs through scripts/with-db.mjs
 * instead, which starts the embedded database (PGlite) as `npm run dev` does: give it EMBEDDED_DB_DIR and
 * EMBEDDED_DB_PORT in extraEnv. `setUp`: runs the set-up step first (`.next/setup.mjs`, as `npm start` does: the
 * content a fresh database lacks); a copy of the run's template has it already.
 */
export async function startAppServer(
  databaseUri: string,
  port = testPort(11),
  extraEnv: Record<string, string> = {},
  options: { logFile?: string; setUp?: boolean } = {},
): Promise<{ url: string; pid: number; output: () => string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`
  await assertPortFree(port)
  const next = [path.resolve('node_modules/.bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1']
  const embedded = databaseUri === EMBEDDED
  // `exec`: the set-up's shell becomes the server, so its pid is the server's.
  const server = options.setUp
    ? ['sh', '-c', `node --conditions=production .next/setup.mjs && exec ${next.join(' ')}`]
    : next
  const command = embedded ? [process.execPath, path.resolve('scripts/with-db.mjs'), ...server] : server
  const { DATABASE_URI: _uri, DATABASE_POOL_MAX: poolMax, ...inherited } = process.env
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // with-db.mjs starts the embedded database only when no address is given.
      ...(embedded ? {} : { DATABASE_URI: databaseUri, ...(poolMax ? { DATABASE_POOL_MAX: poolMax } : {}) }),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-that-is-long-enough-for-the-checks',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      NEXT_PUBLIC_SERVER_URL: url,
      // Production needs an SMTP server; this one never has to answer: the server only queues mail jobs,
      // and the tests run those jobs themselves against their own SMTP sink.
      SMTP_HOST: process.env.SMTP_HOST || '127.0.0.1',
      SMTP_PORT: process.env.SMTP_PORT || '2',
      MAIL_FROM: process.env.MAIL_FROM || 'hello@test.example',
      NEXT_TELEMETRY_DISABLED: '1',
      // Tests act as a proxy in front of the app: each test client sends its own X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // Also written to `logFile`, for a test in another process (Playwright's workers) to quote when it fails.
  const { logFile } = options
  if (logFile) writeFileSync(logFile, '')
  const collect = (d: Buffer) => {
    output += d
    if (logFile) appendFileSync(logFile, d)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      const res = await fetch(`${url}/api/admin/check`)
      if (res.status === 401) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`next start did not answer within 120 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }

  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      // Gone before this returns: the next file of the worker may start its own server on the same port.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
      if (process.env.TEST_SERVER_LOG) console.log(output)
    },
  }
}
