#!/usr/bin/env node
// `npm test` and `npm run test:quick`: the stages of the test suite, the independent ones side by side, each
// timed, with the times printed at the end (also when a stage fails).
//
//   node scripts/test.mjs         lint, Prettier, unit tests and type check while the production build runs;
//                                 then one template database (migrated and seeded by the build's first start)
//                                 for the integration tests, then the browser tests
//   node scripts/test.mjs quick   lint, Prettier, type check, unit tests and the integration files that need no
//                                 build (their worker databases only, no app server)
//
// Every stage runs in a process group of its own. Ctrl-C (or a failing stage) ends all of them, and a run
// started after one that was killed outright ends what that one left running (the groups are written to a file
// named after TEST_PORT_BASE, so another checkout's run with its own base is never touched). Test databases
// of killed runs are dropped by the suites' global set-ups (tests/helpers/test-database.ts).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const quick = process.argv[2] === 'quick'
const portBase = process.env.TEST_PORT_BASE || '3100'
const runFile = path.join(os.tmpdir(), `edu-test-run-${portBase}.json`)
const bin = (name) => path.resolve('node_modules/.bin', name)

/** Process groups of this run's stages, written down for a later run in case this one is killed outright. */
const groups = new Set()
const remember = () => writeFileSync(runFile, JSON.stringify({ pid: process.pid, groups: [...groups] }))

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

function endLeftovers() {
  if (!existsSync(runFile)) return
  let previous
  try {
    previous = JSON.parse(readFileSync(runFile, 'utf8'))
  } catch {
    return rmSync(runFile, { force: true })
  }
  if (alive(previous.pid)) {
    console.error(`another test run (pid ${previous.pid}) with TEST_PORT_BASE=${portBase} is still going`)
    process.exit(1)
  }
  for (const group of previous.groups) {
    try {
      process.kill(-group, 'SIGKILL')
      console.log(`ended process group ${group}, left running by a killed test run`)
    } catch {
      // already gone
    }
  }
  rmSync(runFile, { force: true })
}

function killAll(signal = 'SIGTERM') {
  for (const group of groups) {
    try {
      process.kill(-group, signal)
    } catch {
      // already gone
    }
  }
}

const times = []
/**
 * The build's time above which the host counts as slow (usual hosts: 92–152 s with the checks beside it; a host whose
 * build took 167 s ran the browser tests at a third of their usual speed with the serial files beside them, and two
 * timing files failed there, while they passed after them on the same host).
 */
const SLOW_BUILD_MS = 160_000
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

/** The output's text without colours, for reading failures out of it. */
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

/**
 * What went wrong in a stage, read from its output: Playwright's numbered failures and flaky tests, Vitest's
 * failed tests, or else the output's last lines. CI keeps only the end of a run's log, and a stage's own report
 * can be many minutes of output above it.
 */
function failures(output) {
  const lines = plain(output).split('\n')
  const start = lines.findIndex((line) => /^\s+\d+\) \[|Failed Tests \d+|^\s*FAIL\s/.test(line))
  return (start >= 0 ? lines.slice(start, start + 80) : lines.slice(-40)).join('\n')
}

/** Playwright's count of tests that failed first and passed on their retry, as the stage's table row says. */
const flaky = (output) => /(\d+) flaky/.exec(plain(output))?.[1]

function summary(failed) {
  for (const { name, code, output } of times) {
    if (code || flaky(output)) console.log(`\n== ${name}: ${code ? 'what failed' : 'flaky'}\n${failures(output)}`)
  }
  const rows = times.map(({ name, ms, code, output }) => {
    const retried = flaky(output) ? ` (${flaky(output)} flaky: passed on a retry, listed above)` : ''
    return `  ${name.padEnd(22)} ${seconds(ms).padStart(7)}  ${code ? 'FAILED' : 'ok'}${retried}`
  })
  console.log(`\n== test stages (wall clock; stages on one line group ran side by side)\n${rows.join('\n')}`)
  console.log(`  ${'total'.padEnd(22)} ${seconds(Date.now() - started).padStart(7)}  ${failed ? 'FAILED' : 'ok'}\n`)
}

/**
 * Runs one stage. `quiet` stages (those running beside another) keep their output and print it when they end,
 * so that two stages' lines do not interleave.
 */
function stage(name, command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now()
    console.log(`\n== ${name}: ${[path.basename(command), ...args].join(' ')}`)
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    groups.add(child.pid)
    remember()
    // Every stage's output is kept for the failures printed at the end; a stage alone prints it as it comes.
    let output = ''
    child.stdout.on('data', (d) => {
      output += d
      if (!quiet) process.stdout.write(d)
    })
    child.stderr.on('data', (d) => {
      output += d
      if (!quiet) process.stderr.write(d)
    })
    child.on('exit', (code, signal) => {
      // Whatever the stage left in its group (a server of a suite that crashed) ends with it. The group id cannot
      // belong to anyone else yet: Linux gives out no id still in use as a process group.
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // the group is empty
      }
      groups.delete(child.pid)
      remember()
      const result = { name, ms: Date.now() - t0, code: code ?? signal, output }
      times.push(result)
      if (quiet)
        process.stdout.write(`\n== ${name} (${result.code ? 'FAILED' : 'ok'}, ${seconds(result.ms)})\n${output}`)
      resolve(result)
    })
  })
}

/** Runs `stages` one after another, stopping at the first that fails. */
async function inOrder(stages) {
  for (const run of stages) {
    const result = await run()
    if (result.code) return result
  }
  return { code: 0 }
}

async function main() {
  endLeftovers()
  remember()
  const checks = [
    () => stage('lint', bin('eslint'), ['--max-warnings', '0', '.'], { quiet: true }),
    () => stage('format:check', bin('prettier'), ['--check', '.'], { quiet: true }),
    () => stage('unit', bin('vitest'), ['run', '--config', 'vitest.unit.config.ts'], { quiet: true }),
    () => stage('typecheck', bin('tsc'), ['--noEmit'], { quiet: true }),
  ]
  if (quick) {
    const results = await Promise.all([
      inOrder([checks[0], checks[1]]),
      inOrder([checks[3]]),
      inOrder([
        checks[2],
        () =>
          stage('integration (no build)', bin('vitest'), ['run', '--project', 'parallel', ...noBuildFiles()], {
            env: { TEST_INT_NO_APP: '1' },
          }),
      ]),
    ])
    return results.some((r) => r.code) ? 1 : 0
  }
  // The build takes most of a minute or more; the checks fit beside it. The type check is one of them, so the
  // build skips its own (next.config.mjs).
  const [build, checked] = await Promise.all([
    stage('build', 'npm', ['run', 'build'], { env: { BUILD_SKIP_TYPECHECK: '1' } }),
    inOrder(checks),
  ])
  if (build.code || checked.code) return 1
  // One template database for both suites: the build's first start migrates and seeds it once.
  const made = await stage('template database', bin('tsx'), ['tests/helpers/make-template.ts'], {
    env: { TEST_RUN_OWNER: String(process.pid) },
    quiet: true,
  })
  if (made.code) return 1
  const template = made.output.trim().split('\n').at(-1)
  try {
    // The serial integration files (processes killed, the machine's own services, one at a time) mostly wait on
    // what they start, and left two cores half idle for four minutes: on a host of the usual speed they run beside
    // the browser tests, which start once the files that run side by side have passed. A serial file meets no
    // browser test's port (tests/helpers/ports.ts) or database (each run's copies are its own). On a slow host
    // (the build took longer than SLOW_BUILD_MS) the two together overran the browser tests' time limits and
    // the timing files' margins: they run one after the other there. TEST_SERIAL_BESIDE=1 or 0 decides instead.
    const env = { TEST_TEMPLATE_DB: template }
    const serial = () =>
      stage('integration (serial)', bin('vitest'), ['run', '--project', 'serial'], {
        env: { ...env, TEST_INT_WORKERS: '1' },
        quiet: true,
      })
    const e2e = () => stage('e2e', bin('playwright'), ['test'], { env })
    const chosen = process.env.TEST_SERIAL_BESIDE
    const beside = chosen ? chosen === '1' : build.ms <= SLOW_BUILD_MS
    console.log(
      `\n== serial integration files ${beside ? 'beside' : 'after'} the browser tests (build ${seconds(build.ms)}` +
        `${chosen ? ', TEST_SERIAL_BESIDE' : `, slow above ${seconds(SLOW_BUILD_MS)}`})`,
    )
    const tests = await inOrder([
      () =>
        stage('integration', bin('vitest'), ['run', '--project', 'parallel', '--project', 'parallel-own-process'], {
          env,
        }),
      beside
        ? async () => (await Promise.all([serial(), e2e()])).find((r) => r.code) ?? { code: 0 }
        : () => inOrder([e2e, serial]),
    ])
    return tests.code ? 1 : 0
  } finally {
    await stage('drop template', bin('tsx'), ['tests/helpers/make-template.ts', 'drop', template], { quiet: true })
  }
}

/** The integration files that need no build (vitest.config.ts's NO_BUILD), read from the config's text. */
function noBuildFiles() {
  const config = readFileSync('vitest.config.ts', 'utf8')
  const list = /export const NO_BUILD = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
  return [...list.matchAll(/'([^']+)'/g)].map((m) => `tests/int/${m[1]}.int.spec.ts`)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\n${signal}: ending the test stages`)
    killAll('SIGTERM')
    // The suites' own teardown (servers, databases) gets a moment; then whatever is left goes.
    setTimeout(() => {
      killAll('SIGKILL')
      summary(true)
      rmSync(runFile, { force: true })
      process.exit(130)
    }, 10_000).unref()
  })
}

const code = await main()
rmSync(runFile, { force: true })
summary(code !== 0)
process.exit(code)
