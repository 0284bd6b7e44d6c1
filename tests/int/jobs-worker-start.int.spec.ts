import { spawn } from 'node:child_process'

import { afterAll, describe, expect, it } from 'vitest'

import { JOBS_COMMAND, type JobsWorker, startJobsWorker } from '../helpers/jobs-worker'
import { workerDatabaseUri } from '../helpers/worker'

/**
 * `npm run jobs` starts the bundled worker with plain `node`, no launcher watching its start: the start itself
 * must be dependable. It was not while Node loaded the Lexical packages' Node entries (a top-level
 * `await import()` each): with two processes starting at once, 5 of 20 worker starts ended with code 13, having
 * run nothing (src/platform/jobs/worker-main.ts).
 */
const nodeFlags = JOBS_COMMAND.split(/\s+/).filter((word) => word.startsWith('--'))

const started: JobsWorker[] = []
afterAll(() => {
  for (const w of started) w.killGroup('SIGKILL')
})

/** Exit code of `node <flags> -e <code>` as an ES module. */
function runNode(flags: string[], code: string): Promise<number | null> {
  const child = spawn(process.execPath, [...flags, '--input-type=module', '-e', code], { stdio: 'ignore' })
  return new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
}

describe('starting the job worker (npm run jobs)', () => {
  it('runs with the production condition, under which the Lexical packages load every time', async () => {
    expect(nodeFlags).toContain('--conditions=production')
    const load = `await import('@payloadcms/db-postgres'); await import('@payloadcms/richtext-lexical')`
    const codes: Array<number | null> = []
    // Two at a time, as two workers starting together; without the condition most of these end with code 13.
    for (let round = 0; round < 5; round++) {
      codes.push(...(await Promise.all([runNode(nodeFlags, load), runNode(nodeFlags, load)])))
    }
    expect(codes).toEqual(Array(10).fill(0))
  }, 120_000)

  it('starts every time, two workers at once, and stops cleanly on SIGTERM', async () => {
    for (let round = 0; round < 2; round++) {
      const pair = [0, 1].map(() => {
        const w = startJobsWorker({
          NODE_ENV: 'development',
          DATABASE_URI: workerDatabaseUri(),
          SEED_ON_START: 'false',
          JOBS_IN_APP: 'false',
        })
        started.push(w)
        return w
      })
      await Promise.all(
        pair.map(async (w) => {
          const deadline = Date.now() + 90_000
          while (!w.output().includes('Job worker started')) {
            if (w.exitCode !== null) throw new Error(`the worker exited (${w.exitCode}) before it ran:\n${w.output()}`)
            if (Date.now() > deadline) throw new Error(`the worker did not start within 90 s:\n${w.output()}`)
            await new Promise((r) => setTimeout(r, 100))
          }
        }),
      )
      const ends = await Promise.all(
        pair.map((w) => {
          const exited = new Promise<string>((resolve) =>
            w.once('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : `code ${code}`)),
          )
          w.kill('SIGTERM')
          return exited
        }),
      )
      expect(ends, `round ${round + 1}; the workers said:\n${pair.map((w) => w.output()).join('\n---\n')}`).toEqual([
        'code 0',
        'code 0',
      ])
    }
  }, 240_000)
})
