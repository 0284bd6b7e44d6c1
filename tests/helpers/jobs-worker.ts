import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Pids of the processes whose /proc/<pid>/stat field `field` (4: parent pid, 5: process group) is `value`. */
function pidsWhere(field: 4 | 5, value: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The name (field 2) may contain spaces, so fields are counted after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[field - 3]) === value) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

/** Pids whose parent is `pid` (Linux). */
export const childPids = (pid: number) => pidsWhere(4, pid)

/** Pids of the process group `pgid` (Linux). */
export const groupPids = (pgid: number) => pidsWhere(5, pgid)

/** Whether a process exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/**
 * A job worker exactly as production runs it: the command of `npm run jobs` (package.json), without npm in front,
 * with `env` over this process's environment. Its last few KB of output are kept for failure messages.
 *
 * `npm run jobs` is a launcher (scripts/jobs.mjs) and the worker its child, so what a test kills matters: `pid`
 * is the launcher's. The launcher leads a process group of its own: `killGroup` kills launcher and worker at
 * once (a crashed machine or container), `workerPid()` is the worker itself (a crashed worker). Whatever is left
 * of the group is killed when this process exits.
 */
export function startJobsWorker(env: Record<string, string | undefined>) {
  const command = JSON.parse(readFileSync('package.json', 'utf8')).scripts.jobs as string
  const child = spawn('sh', ['-c', `exec ${command}`], {
    env: {
      ...process.env,
      PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
      // A start that hangs idle (payloadcms/payload#17757) is retried after 20 s rather than the production 60 s,
      // so a test waiting a minute or two for its first mail survives one; a slow start that works is never cut.
      JOBS_START_TIMEOUT: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (d) => (output = (output + d).slice(-5000)))
  child.stderr.on('data', (d) => (output = (output + d).slice(-5000)))
  const killGroup = (signal: NodeJS.Signals = 'SIGKILL') => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // the group is gone
    }
  }
  const cleanUp = () => killGroup('SIGKILL')
  process.once('exit', cleanUp)
  child.once('exit', () => {
    // Only while the group lives (a worker the launcher left behind must not outlive the test): once it is empty
    // its id may be given to someone else's processes.
    if (!groupPids(child.pid!).length) process.off('exit', cleanUp)
  })
  return Object.assign(child, {
    output: () => output,
    killGroup,
    /** The worker process (the launcher's child), or null while there is none. */
    workerPid: () => childPids(child.pid!)[0] ?? null,
  })
}

export type JobsWorker = ReturnType<typeof startJobsWorker>

/**
 * The environment of a production worker (NODE_ENV=production, so every production check applies) on the test
 * database, sending through the SMTP sink on `smtpPort` with `staffEmail` as the staff address.
 */
export function productionWorkerEnv(databaseUri: string, smtpPort: number, staffEmail: string) {
  return {
    NODE_ENV: 'production',
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'test-secret-that-is-long-enough-for-the-checks',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_FROM: 'hello@agency.test',
    STAFF_EMAIL: staffEmail,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}
