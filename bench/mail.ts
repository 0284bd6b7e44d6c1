/**
 * npm run bench:mail — a 10,000-recipient campaign through the real sender (Payload + PostgreSQL +
 * nodemailer's SMTP pool) into a local SMTP sink (smtp-server) that accepts and discards. Prints mails per
 * second, the SMTP connections used, and the sender's peak memory. BENCH_MAILS changes the count.
 */
import os from 'node:os'

import { SMTPServer } from 'smtp-server'

import { createTestDatabase } from '../tests/helpers/test-database'

const MAILS = Number(process.env.BENCH_MAILS || 10_000)

async function main() {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}`)
  let received = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received++
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
  const { runCampaignSender } = await import('@/lib/campaigns/sender')
  const { mailSettings } = await import('@/lib/mail/settings')
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

    let peakRss = process.memoryUsage().rss
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100)
    const queuedAt = performance.now()
    const queued = await startSending(pool, campaign.id)
    const queueMs = performance.now() - queuedAt
    const started = performance.now()
    const report = await runCampaignSender(payload, mailSettings(), { budgetMs: 30 * 60_000 })
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)

    const settings = mailSettings()
    console.log(`mail: queue ${queued} deliveries: ${queueMs.toFixed(0)} ms`)
    console.log(`mail: sent ${report.sent}, failed ${report.failed}, received by the sink ${received}`)
    console.log(
      `mail: ${seconds.toFixed(1)} s, ${(report.sent / seconds).toFixed(0)} mails/s (${settings.connections} SMTP connections, throttle ${settings.perSecond || 'off'})`,
    )
    console.log(`mail: peak RSS of the sender ${(peakRss / 2 ** 20).toFixed(0)} MB`)
    if (report.sent !== MAILS || received !== MAILS) process.exitCode = 1
  } finally {
    await pool.end().catch(() => {})
    await new Promise<void>((resolve) => sink.close(() => resolve()))
    await db.drop()
  }
}

// Payload's crons and the SMTP pool keep the event loop alive: leave once the figures are printed.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
