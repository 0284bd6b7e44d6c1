import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { isAlive, type JobsWorker, startJobsWorker } from '../helpers/jobs-worker'

/**
 * `npm run jobs` (scripts/jobs.mjs) is a launcher with the real worker as its child. A supervisor that kills only
 * the launcher must not leave a worker behind nobody can stop, and a start that hangs before the worker runs must
 * not leave the launcher waiting for ever.
 */
const started: JobsWorker[] = []
afterAll(() => {
  for (const w of started) w.killGroup('SIGKILL')
})

function startWorker(env: Record<string, string> = {}) {
  const w = startJobsWorker({
    NODE_ENV: 'development',
    DATABASE_URI: inject('databaseUri'),
    SEED_ON_START: 'false',
    JOBS_IN_APP: 'false',
    ...env,
  })
  started.push(w)
  return w
}

async function until(condition: () => boolean, what: string, worker: JobsWorker, ms: number) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000} s:\n${worker.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the job worker launcher (npm run jobs)', () => {
  it('takes its worker with it when it is killed with SIGKILL', async () => {
    const launcher = startWorker()
    await until(() => launcher.output().includes('Job worker started'), 'start', launcher, 120_000)
    const worker = launcher.workerPid()
    expect(worker).not.toBeNull()
    process.kill(launcher.pid!, 'SIGKILL')
    const killedAt = Date.now()
    // The worker stops as on SIGTERM: claims handed back, then out within 10 s.
    await until(() => !isAlive(worker!), 'worker exit after its launcher was killed', launcher, 15_000)
    console.log(`worker gone ${Date.now() - killedAt} ms after its launcher was killed`)
  }, 180_000)

  it('kills a start that hangs and starts the worker again', async () => {
    // A stand-in for the start that hangs in tsx's module loading (scripts/jobs.mjs): preloaded into every
    // process of the group, it hangs the worker's first start, idle, and notes its pid.
    const dir = mkdtempSync(path.join(tmpdir(), 'jobs-hang-'))
    const marker = path.join(dir, 'hung-pid')
    const hang = path.join(dir, 'hang.mjs')
    writeFileSync(
      hang,
      `import { existsSync, writeFileSync } from 'node:fs'
if (process.argv.includes('jobs:work') && !existsSync(${JSON.stringify(marker)})) {
  writeFileSync(${JSON.stringify(marker)}, String(process.pid))
  await new Promise(() => setInterval(() => {}, 60_000))
}
`,
    )
    const launcher = startWorker({
      JOBS_START_TIMEOUT: '5',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hang}`.trim(),
    })
    // Killed once it has been idle for a whole period (5–10 s after its start).
    await until(() => launcher.output().includes('idle for 5 s'), 'watchdog', launcher, 60_000)
    const hungPid = Number(readFileSync(marker, 'utf8'))
    expect(isAlive(hungPid)).toBe(false)
    await until(() => launcher.output().includes('Job worker started'), 'second start', launcher, 120_000)
    expect(launcher.exitCode).toBeNull()
    expect(launcher.workerPid()).not.toBe(hungPid)
    // SIGTERM to the launcher is passed on: both end.
    const worker = launcher.workerPid()!
    launcher.kill('SIGTERM')
    await until(() => launcher.exitCode !== null && !isAlive(worker), 'exit on SIGTERM', launcher, 15_000)
  }, 240_000)
})
