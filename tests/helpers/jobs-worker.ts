import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Pids of the process group `pgid` (Linux). */
export function groupPids(pgid: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The name (field 2) may contain spaces, so fields are counted after its ')': the group is field 5.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

/** Whether a process exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** The command of `npm run jobs` (package.json): node, its flags, and the bundle `npm run build` makes. */
export const JOBS_COMMAND = JSON.parse(readFileSync('package.json', 'utf8')).scripts.jobs as string

/**
 * A job worker exactly as production runs it: the command of `npm run jobs` (package.json; the worker that
 * `npm run build` bundled), without npm in front, with `env` over this process's environment. Its last few KB of
 * output are kept for failure messages. It leads a process group of its own, killed with it (`killGroup`) and
 * whatever is left of it when this process exits.
 */
export function startJobsWorker(env: Record<string, string | undefined>) {
  const bundle = JOBS_COMMAND.split(/\s+/).at(-1)!
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first`)
  const child = spawn('sh', ['-c', `exec ${JOBS_COMMAND}`], {
    env: {
      ...process.env,
      PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
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
    // Only while the group lives (anything the worker started must not outlive the test): once it is empty its id
    // may be given to someone else's processes.
    if (!groupPids(child.pid!).length) process.off('exit', cleanUp)
  })
  return Object.assign(child, {
    output: () => output,
    killGroup,
    /** The worker process, or null once it has ended. */
    workerPid: () => (isAlive(child.pid!) ? child.pid! : null),
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
