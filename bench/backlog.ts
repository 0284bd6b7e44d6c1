/**
 * Enquiry mails behind a backlog: BENCH_BACKLOG enquiries (default 3,000, each from its own
 * address so each gets its auto-reply) are posted to POST /api/contacts while no worker runs; then a job
 * worker starts as `npm run jobs` starts it (its command, in production mode, without the npm wrapper) against
 * an in-process SMTP sink (smtp-server), and once it is sending, one new enquiry is posted. Prints the new
 * enquiry's staff-notification latency (201 answer → message accepted by the sink), the drain rate (backlog
 * enquiries per second, first to last mail) and the worker's peak memory. Targets: latency ≤ 30 s, drain
 * ≥ 50 enquiries/s. A worker that cannot drain within BENCH_BACKLOG_WINDOW seconds (default 180) is measured
 * over that window and the rest extrapolated.
 */

import autocannon from 'autocannon'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { type Print, seconds } from './common'
import { mib, rssSampler, treeCpuMs } from './server-stats'
import { startJobsWorker } from '../tests/helpers/jobs-worker'

const STAFF = 'office@bench.test'
const LATENCY_TARGET_S = 30
const DRAIN_TARGET_PER_S = 50

const enquiry = (email: string, name = 'Bench Teacher') =>
  JSON.stringify({
    name,
    email,
    organization: 'IES Benchmark',
    contactType: 'school',
    destination: 'madrid',
    message: 'We are measuring how fast the staff hear of a new enquiry behind a backlog.',
    privacyConsent: true,
  })

export async function backlogFigures(baseUrl: string, databaseUri: string, print: Print): Promise<void> {
  const backlog = Number(process.env.BENCH_BACKLOG || 3000)
  const windowMs = Number(process.env.BENCH_BACKLOG_WINDOW || 180) * 1000
  const run = `${process.pid}-${Date.now()}`
  const probe = `probe-${run}@bench.test`

  // The sink only counts: parsing every message would spend the CPU the worker is being measured with.
  let received = 0
  let firstAt = 0
  let lastAt = 0
  let probeAt = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const toStaff = session.envelope.rcptTo.some((r) => r.address.toLowerCase() === STAFF)
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (toStaff && head.length < 4096) head += chunk.toString('utf8')
      })
      stream.on('end', () => {
        const now = performance.now()
        if (toStaff && head.includes(probe)) probeAt = now
        else {
          received++
          lastAt = now
          firstAt ||= now
        }
        callback()
      })
    },
  })
  sink.on('error', () => {}) // connection resets when the worker is stopped
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const port = (sink.server.address() as { port: number }).port

  const db = new pg.Client({ connectionString: databaseUri })
  await db.connect()
  let worker: ReturnType<typeof startWorker> | undefined
  try {
    // The backlog, through the API as visitors make it (the per-IP limit is raised by the runner).
    let sequence = 0
    const posted = await autocannon({
      url: `${baseUrl}/api/contacts`,
      connections: 10,
      amount: backlog,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          setupRequest: (request) => ({
            ...request,
            body: enquiry(`teacher${++sequence}-${run}@s${sequence}.bench.test`),
          }),
        },
      ],
    })
    if (posted['2xx'] !== backlog) throw new Error(`backlog: ${posted['2xx']} of ${backlog} enquiries accepted`)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payload_jobs')
    print(`backlog: ${backlog} enquiries queued (${rows[0].n} job rows)`)

    worker = startWorker({ port })
    const rss = rssSampler(worker.pid!)
    const startedAt = performance.now()
    try {
      const fail = (why: string) => new Error(`${why}\n${worker!.output()}`)
      while (!firstAt) {
        if (worker.exitCode !== null) throw fail(`the worker exited (${worker.exitCode})`)
        if (performance.now() - startedAt > 120_000) throw fail('the worker sent nothing within 120 s')
        await new Promise((r) => setTimeout(r, 20))
      }
      print(`backlog: first mail ${seconds(firstAt - startedAt)} after the worker started`)
      // CPU time does not depend on what else the machine runs, unlike enquiries per second on a shared one.
      const cpuAtFirst = treeCpuMs(worker.pid!)

      // The new enquiry, while the worker is busy with the backlog.
      const res = await fetch(`${baseUrl}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: enquiry(probe, 'Latency Probe'),
      })
      const postedAt = performance.now()
      if (res.status !== 201) throw new Error(`new enquiry: ${res.status} ${await res.text()}`)

      const total = backlog * 2 // a staff notification and an auto-reply each
      const deadline = startedAt + windowMs
      while ((received < total || !probeAt) && performance.now() < deadline) {
        if (worker.exitCode !== null) throw fail(`the worker exited (${worker.exitCode})`)
        await new Promise((r) => setTimeout(r, 20))
      }
      const end = received >= total ? lastAt : performance.now()
      const cpuMs = treeCpuMs(worker.pid!) - cpuAtFirst
      const drained = received >= total
      const perSecond = received / 2 / ((end - firstAt) / 1000)
      const latency = probeAt ? (probeAt - postedAt) / 1000 : null
      print(
        `backlog: new enquiry's staff notification ${latency === null ? `not received within ${seconds(deadline - postedAt)}` : `after ${latency.toFixed(2)} s`} ` +
          `(target ≤ ${LATENCY_TARGET_S} s: ${latency !== null && latency <= LATENCY_TARGET_S ? 'met' : 'MISSED'})`,
      )
      print(
        `backlog: ${drained ? 'drained' : `${received} of ${total} mails sent in the ${seconds(windowMs)} window, drain`} ` +
          `${perSecond.toFixed(1)} enquiries/s (${(perSecond * 2).toFixed(0)} mails/s)` +
          `${drained ? `, ${seconds(end - firstAt)} first to last mail` : `, whole backlog ≈ ${seconds((backlog / perSecond) * 1000)}`} ` +
          `(target ≥ ${DRAIN_TARGET_PER_S}/s: ${perSecond >= DRAIN_TARGET_PER_S ? 'met' : 'MISSED'})`,
      )
      print(
        `backlog: worker CPU ${(cpuMs / (received / 2)).toFixed(1)} ms per enquiry (one core: ≈ ${Math.round(1000 / (cpuMs / (received / 2)))} enquiries/s), peak RSS ${mib(rss.overall())}`,
      )
    } finally {
      rss.stop()
    }
  } finally {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve))
      worker.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
      if (worker.exitCode === null) worker.kill('SIGKILL')
    }
    // Leave no mail jobs behind for the parts that follow.
    await db.query('DELETE FROM payload_jobs').catch(() => {})
    await db.end()
    await new Promise<void>((resolve) => sink.close(() => resolve()))
  }

  /** The job worker as production runs it (`npm run jobs`), on the bench database and the sink. */
  function startWorker({ port }: { port: number }) {
    return startJobsWorker({
      NODE_ENV: 'production',
      DATABASE_URI: databaseUri,
      PAYLOAD_SECRET: 'bench-secret-that-is-long-enough-for-the-checks',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_FROM: 'hello@bench.test',
      STAFF_EMAIL: STAFF,
      SEED_ON_START: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    })
  }
}
