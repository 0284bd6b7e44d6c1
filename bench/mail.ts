/**
 * npm run bench:mail — a 10,000-recipient campaign sent by a job worker started as `npm run jobs` starts it
 * (its command, in production mode, without the npm wrapper) through PostgreSQL and nodemailer's SMTP pool
 * into a local SMTP sink (smtp-server) that accepts and discards. Prints mails per second (first to last mail
 * received), the SMTP connections used, and the worker's peak memory against its budget. BENCH_MAILS changes
 * the count.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { createTestDatabase } from '../tests/helpers/test-database'
import { mib, rssSampler } from './server-stats'

const MAILS = Number(process.env.BENCH_MAILS || 10_000)
/** A worker's memory budget: app, worker and PostgreSQL together fit a 2 GB server with room to spare. */
const WORKER_RSS_TARGET_MIB = 200

async function main() {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}`)
  let received = 0
  let firstAt = 0
  let lastAt = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received++
        lastAt = performance.now()
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
  const { startSending } = await import('@/lib/campaigns/lifecycle')
  const { queueCampaignSender } = await import('@/jobs/queue-mail')
  const { mailSettings } = await import('@/lib/mail/settings')
  const settings = mailSettings()
  const { defaultEmailTemplate } = await import('@admin-views/CampaignCreator/template')

  const payload = await getPayload({ config })
  const pool = payload.db.pool
  try {
    // 10,000 schools and a campaign selecting all of them, written in SQL (the set-up is not what is measured).
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, country, city, contact_person, updated_at, created_at)
       SELECT 'Bench School ' || i, 'school' || i || '@bench.test', 'Italy', 'Bari', 'Teacher ' || i, now(), now()
         FROM generate_series(1, $1) AS i RETURNING id`,
      [MAILS],
    )
    const campaign = await payload.create({
      collection: 'email-campaigns',
      data: {
        name: 'Bench',
        subject: 'A trip for -schoolName-',
        htmlContent: defaultEmailTemplate('https://example.org'),
        status: 'draft',
      },
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
    const rss = rssSampler(worker.pid!)
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

    console.log(`mail: queue ${queued} deliveries: ${queueMs.toFixed(0)} ms`)
    console.log(`mail: sent ${sent}, failed ${failed}, received by the sink ${received}`)
    console.log(
      `mail: ${seconds.toFixed(1)} s from first to last mail, ${(sent / seconds).toFixed(0)} mails/s (${settings.connections} SMTP connections, throttle ${settings.perSecond || 'off'})`,
    )
    console.log(
      `mail: peak RSS of the worker ${mib(peak)} (target ≤ ${WORKER_RSS_TARGET_MIB} MiB: ${peak <= WORKER_RSS_TARGET_MIB * 2 ** 20 ? 'met' : 'MISSED'})`,
    )
    if (sent !== MAILS || received !== MAILS) process.exitCode = 1
  } finally {
    await pool.end().catch(() => {})
    await new Promise<void>((resolve) => sink.close(() => resolve()))
    await db.drop()
  }
}

/**
 * The job worker as production runs it: the command of `npm run jobs` (package.json), without npm in front,
 * in production mode, on the bench database and the sink. One job may send the whole campaign.
 */
function startWorker() {
  const command = JSON.parse(readFileSync('package.json', 'utf8')).scripts.jobs as string
  const child = spawn('sh', ['-c', `exec ${command}`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}`,
      PAYLOAD_SECRET: 'bench-secret-that-is-long-enough-for-the-checks',
      MAIL_JOB_BUDGET_MS: String(30 * 60_000),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output = (output + d).slice(-5000)))
  child.stderr.on('data', (d) => (output = (output + d).slice(-5000)))
  return Object.assign(child, { output: () => output })
}

// Payload's crons and the SMTP pool keep the event loop alive: leave once the figures are printed.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
