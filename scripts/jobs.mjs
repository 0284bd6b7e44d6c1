#!/usr/bin/env node
/**
 * `npm run jobs`: starts Payload's job worker (`payload jobs:work`, src/jobs/worker.ts) as a child process, and
 * starts it again if its start ends with code 0 or hangs before it has said it is running.
 *
 * Why: Payload's CLI loads payload.config.ts through tsx's loader hooks, and on Node 20 that start now and then
 * ends with exit code 0 before any of our code runs, printing nothing (payloadcms/payload#17757; measured here:
 * 5 of 30 starts with two workers starting at once, with tsx registered by Payload or globally, cache on or off);
 * with the event loop kept alive it hangs there instead, idle, for ever. A supervisor that restarts only failed
 * processes (systemd's Restart=on-failure) would leave no worker at all. So a start that has not reported
 * "running" within JOBS_START_TIMEOUT seconds (60) and used no CPU over the last such period is killed and tried
 * again; one still busy is a slow start on a loaded machine (seen here: over 30 s at load average 25 on two
 * cores), and is given another period. A worker that is running and then
 * exits is not restarted here: that is the supervisor's call.
 *
 * The worker is tied to this process: scripts/worker-lifeline.cjs makes it stop when this launcher is gone (a
 * supervisor that SIGKILLs only the launcher would otherwise leave a worker nobody can stop, still mailing).
 *
 * The heap limits apply to the worker (they keep one sending a large campaign under 200 MB). SIGTERM and SIGINT
 * are passed on: the worker finishes what it is doing and hands its campaign claims back, then this exits with its
 * code.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const workerArgs = [
  '--max-old-space-size=160',
  '--max-semi-space-size=4',
  '--require',
  path.join(root, 'scripts/worker-lifeline.cjs'),
  path.join(root, 'node_modules/payload/bin.js'),
  'jobs:work',
]
const MAX_STARTS = 5
const startTimeoutMs = (Number(process.env.JOBS_START_TIMEOUT) || 60) * 1000

/** CPU time (clock ticks) a process has used so far, or null where there is no /proc (then time alone decides). */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return null
  }
}

let child
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true
    child?.kill(signal)
  })
}

for (let start = 1; ; start++) {
  let running = false
  child = spawn(process.execPath, workerArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise((resolve) => child.once('exit', (...args) => resolve(args)))
  // src/jobs/worker.ts says 'running' once Payload is up and its queues are being worked.
  child.on('message', (message) => {
    if (message === 'running') running = true
  })
  let hung = false
  let lastTicks = 0
  const watchdog = setInterval(() => {
    if (running || stopping) return clearInterval(watchdog)
    const ticks = cpuTicks(child.pid)
    if (ticks !== null && ticks !== lastTicks) {
      lastTicks = ticks
      return
    }
    hung = true
    clearInterval(watchdog)
    child.kill('SIGKILL')
  }, startTimeoutMs)
  const [code, signal] = await exited
  clearInterval(watchdog)
  if (running || stopping || (!hung && (code !== 0 || signal)) || start === MAX_STARTS) {
    if (!running && !stopping && (hung || code === 0)) {
      console.error(`Job worker: did not start in ${MAX_STARTS} tries.`)
      // A failure, so that a supervisor restarting failed processes tries again later.
      process.exitCode = 1
    } else {
      process.exitCode = signal ? 1 : code
    }
    break
  }
  console.error(
    hung
      ? `Job worker: its start hung (not running, idle for ${startTimeoutMs / 1000} s; payloadcms/payload#17757); killed it, starting it again.`
      : `Job worker: its start ended silently (exit 0, payloadcms/payload#17757); starting it again.`,
  )
}
