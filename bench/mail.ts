/**
 * npm run bench:mail — a 10,000-recipient campaign sent by a job worker started as `npm run jobs` starts it
 * (its command, in production mode, without the npm wrapper) through PostgreSQL and nodemailer's SMTP pool
 * into a local SMTP sink (smtp-server) that accepts and discards. Prints mails per second (first to last mail
 * received), the SMTP connections used, and the worker's peak memory against its budget. BENCH_MAILS changes
 * the count. BENCH_COUNTING says what the campaign's figures count, so their cost shows in the CPU per mail:
 * `links` (a fresh install: each link through the click counter), `none` (Company details turn link counting
 * off), `all` (links, and the open-counting image to every school, all having agreed).
 */
import os from 'node:os'

import { SMTPServer } from 'smtp-server'

import { createTestDatabase } from '../tests/helpers/test-database'
import { mib, rssSampler, treeCpuMs } from './server-stats'
import { startJobsWorker } from '../tests/helpers/jobs-worker'

const MAILS = Number(process.env.BENCH_MAILS || 10_000)
/** A worker's memory budget: app, worker and PostgreSQL together fit a 2 GB server with room to spare. */
const WORKER_RSS_TARGET_MIB = 250
/** Mails per second one unthrottled worker should reach on 5 connections into a local sink. */
const MAILS_PER_SECOND_TARGET = 800
const COUNTING = process.env.BENCH_COUNTING || 'links'
if (!['links', 'none', 'all'].includes(COUNTING)) throw new Error('BENCH_COUNTING must be links, none or all')

/** Waits for a clean-up step, but never more than `ms`: the figures are printed, the run must end. */
const atMost = (ms: number, step: Promise<unknown>) =>
  Promise.race([step.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))])

async function main() {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}`)
  let received = 0
  let firstAt = 0
  let lastAt = 0
  /** The worker process (and anything it starts), and its CPU time when the first mail arrived. */
  let workerPid = 0
  let cpuAtFirst = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received++
        lastAt = performance.now()
        if (!firstAt && workerPid) cpuAtFirst = treeCpuMs(workerPid)
        firstAt ||= lastAt
        callback()
      })
    },
  })
  sink.on('error', () => {}) // connection resets at the end of the run
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  const port = (sink.server.address() as { port: number }).port

  const db = await createTestDatabase()
  Object.assign(process.env, {
    DATABASE_URI: db.uri,
    SEED_ON_START: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    MAIL_FROM: 'bench@agency.test',
    MAIL_PER_SECOND: process.env.MAIL_PER_SECOND ?? '0',
    MAIL_CONNECTIONS: process.env.MAIL_CONNECTIONS ?? '5',
    JOBS_IN_APP: 'false',
  })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { startSending } = await import('@/features/campaigns/lifecycle')
  const { queueCampaignSender } = await import('@/features/campaigns/jobs/send-campaigns')
  const { mailSettings } = await import('@/platform/mail/settings')
  const settings = mailSettings()
  const { composeContent } = await import('@/features/campaigns/compose')
  const { defaultTemplate } = await import('@/features/campaigns/templates')

  const payload = await getPayload({ config })
  const pool = payload.db.pool
  try {
    // 10,000 schools and a campaign selecting all of them, written in SQL (the set-up is not what is measured).
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, country, city, contact_person, open_tracking_consent, updated_at, created_at)
       SELECT 'Bench School ' || i, 'school' || i || '@bench.test', 'Italy', 'Bari', 'Teacher ' || i, $2, now(), now()
         FROM generate_series(1, $1) AS i RETURNING id`,
      [MAILS, COUNTING === 'all'],
    )
    await payload.updateGlobal({
      slug: 'company',
      data: { countLinkClicks: COUNTING !== 'none', countOpens: COUNTING === 'all' },
    })
    const campaign = await payload.create({
      collection: 'email-campaigns',
      // The branded default template, in both languages, as staff start a campaign.
      data: { ...(await composeContent(payload, defaultTemplate)), name: 'Bench', status: 'draft' },
    })
    await pool.query(
      `INSERT INTO email_campaigns_rels (parent_id, path, schools_id, "order") SELECT $1, 'recipients', id, row_number() OVER () FROM unnest($2::int[]) AS id`,
      [campaign.id, rows.map((r) => r.id)],
    )

    const queuedAt = performance.now()
    const queued = await startSending(pool, campaign.id)
    const queueMs = performance.now() - queuedAt
    await queueCampaignSender(payload)

    const worker = startWorker()
    workerPid = worker.pid!
    const rss = rssSampler(worker.pid!)
    let cpuAtEnd = 0
    try {
      const deadline = Date.now() + 30 * 60_000
      for (;;) {
        const { rows: left } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM email_deliveries WHERE campaign_id = $1 AND status IN ('queued', 'sending')`,
          [campaign.id],
        )
        if (left[0].n === 0 && received > 0) break
        if (worker.exitCode !== null) throw new Error(`the worker exited (${worker.exitCode}):\n${worker.output()}`)
        if (Date.now() > deadline) throw new Error('the campaign was not sent within 30 minutes')
        await new Promise((r) => setTimeout(r, 500))
      }
      cpuAtEnd = treeCpuMs(worker.pid!)
    } finally {
      rss.stop()
      worker.kill('SIGTERM')
    }
    const { rows: counts } = await pool.query<{ sent: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM email_deliveries WHERE campaign_id = $1`,
      [campaign.id],
    )
    const { sent, failed } = counts[0]
    const seconds = (lastAt - firstAt) / 1000
    const peak = rss.overall()

    console.log(
      `mail: counting ${COUNTING === 'none' ? 'nothing' : COUNTING === 'links' ? 'link clicks' : 'link clicks and opens (every school agreed)'} (BENCH_COUNTING=${COUNTING})`,
    )
    console.log(`mail: queue ${queued} deliveries: ${queueMs.toFixed(0)} ms`)
    console.log(`mail: sent ${sent}, failed ${failed}, received by the sink ${received}`)
    const rate = sent / seconds
    console.log(
      `mail: ${seconds.toFixed(1)} s from first to last mail, ${rate.toFixed(0)} mails/s (${settings.connections} SMTP connections, throttle ${settings.perSecond || 'off'}; ${settings.perSecond ? `throttled to ${settings.perSecond}/s` : `target ≥ ${MAILS_PER_SECOND_TARGET}: ${rate >= MAILS_PER_SECOND_TARGET ? 'met' : 'MISSED'}`})`,
    )
    // CPU time is the figure a busy shared machine does not distort: mails/s falls with the load, this does not.
    console.log(
      `mail: worker CPU ${((cpuAtEnd - cpuAtFirst) / Math.max(1, received - 1)).toFixed(2)} ms per mail (user + system, first to last mail)`,
    )
    console.log(`mail: load average during the run ${os.loadavg()[0].toFixed(1)} (1 min) on ${os.cpus().length} cores`)
    console.log(
      `mail: peak RSS of the worker ${mib(peak)} (target ≤ ${WORKER_RSS_TARGET_MIB} MiB: ${peak <= WORKER_RSS_TARGET_MIB * 2 ** 20 ? 'met' : 'MISSED'})`,
    )
    if (sent !== MAILS || received !== MAILS) process.exitCode = 1
  } finally {
    // pool.end() waits for every client Payload holds, and the sink for connections the killed worker left
    // open: either could keep the bench from ever ending after it printed its figures.
    await atMost(3000, pool.end())
    await atMost(3000, new Promise<void>((resolve) => sink.close(() => resolve())))
    await db.drop()
  }
}

/**
 * The job worker as production runs it: the command of `npm run jobs` (package.json), without npm in front,
 * in production mode, on the bench database and the sink. One job may send the whole campaign.
 */
function startWorker() {
  return startJobsWorker({
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'bench-secret-that-is-long-enough-for-the-checks',
    MAIL_JOB_BUDGET_MS: String(30 * 60_000),
    NEXT_TELEMETRY_DISABLED: '1',
  })
}

// Payload's crons and the SMTP pool keep the event loop alive: leave once the figures are printed.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
