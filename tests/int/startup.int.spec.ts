import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { startJobsWorker } from '../helpers/jobs-worker'
import { testPort } from '../helpers/ports'
import { workerDatabaseUri } from '../helpers/worker'

/** Starts the production build with the given environment and waits for it to exit (or not). */
function startWith(env: Record<string, string | undefined>, port: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('production start refuses an unsafe configuration', () => {
  const good = {
    DATABASE_URI: workerDatabaseUri(),
    PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-chars',
    ADMIN_EMAIL: 'ops@test.example',
    ADMIN_PASSWORD: 'not-the-default-password',
    SMTP_HOST: '127.0.0.1',
    MAIL_FROM: 'hello@test.example',
  }

  it.each([
    ['a missing PAYLOAD_SECRET', { PAYLOAD_SECRET: undefined }, /PAYLOAD_SECRET is not set/],
    ['a short PAYLOAD_SECRET', { PAYLOAD_SECRET: 'short' }, /shorter than 32/],
    ['the dev admin password', { ADMIN_PASSWORD: 'admin' }, /ADMIN_PASSWORD is the development default/],
    ['no SMTP server', { SMTP_HOST: undefined }, /SMTP_HOST is not set/],
    [
      'S3 storage half configured',
      { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9', S3_REGION: 'eu-south-2', S3_ACCESS_KEY_ID: 'key' },
      /S3 media storage is half configured: S3_SECRET_ACCESS_KEY is not set/,
    ],
  ])(
    'exits with an error on %s',
    async (_, change, message) => {
      const { code, output } = await startWith({ ...good, ...change }, testPort(90))
      expect(output).toMatch(message)
      expect(code).toBe(1)
    },
    60_000,
  )
})

describe('the job worker (npm run jobs) refuses it too', () => {
  it('exits with code 1 and the reason in one line, no stack trace', async () => {
    const worker = startJobsWorker({
      NODE_ENV: 'production',
      DATABASE_URI: workerDatabaseUri(),
      PAYLOAD_SECRET: '',
      ADMIN_EMAIL: 'ops@test.example',
      ADMIN_PASSWORD: 'not-the-default-password',
      SMTP_HOST: '127.0.0.1',
      MAIL_FROM: 'hello@test.example',
    })
    const code = await new Promise<number | null>((resolve) => worker.once('exit', resolve))
    expect(worker.output()).toMatch(/^\[startup\] Refusing to start in production: PAYLOAD_SECRET is not set\.$/m)
    expect(worker.output()).not.toMatch(/\n\s+at /)
    expect(code).toBe(1)
  }, 60_000)
})

describe('the set-up step (what npm start runs before the app) refuses it too', () => {
  it('exits with code 1 and the reason in one line, so the app is never started', async () => {
    const child = spawn(process.execPath, ['--conditions=production', path.resolve('.next/setup.mjs')], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URI: workerDatabaseUri(),
        PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-chars',
        ADMIN_EMAIL: 'ops@test.example',
        ADMIN_PASSWORD: 'admin',
        SMTP_HOST: '127.0.0.1',
        MAIL_FROM: 'hello@test.example',
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(output).toMatch(/^\[startup\] Refusing to start in production: .*ADMIN_PASSWORD is the development default/m)
    expect(output).not.toMatch(/\n\s+at /)
    expect(code).toBe(1)
  }, 60_000)
})
