import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { isAlive, type JobsWorker, startJobsWorker } from '../helpers/jobs-worker'
import { appUrl } from '../helpers/worker'

/**
 * Faults during a send, with real job workers: the command of `npm run jobs` (the worker with Payload's cron and
 * schedules), killed with SIGKILL at random points of one send — right after Send now, mid-send, while a second
 * worker runs, while the relay is away — and the SMTP relay stopped and restarted under them, as a crash, an
 * out-of-memory kill or a lost container leaves them. Every recipient must get exactly one mail, and the
 * campaign must finish within the claim timeout + 60 s of the relay's return. Random points are printed, so a
 * failing run can be replayed.
 */
const RECIPIENTS = 240
const CLAIM_TIMEOUT_MS = 15_000

let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
const workers: JobsWorker[] = []

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    MAIL_PER_SECOND: '0',
    MAIL_CONNECTIONS: '3',
    MAIL_RETRY_DELAY_MS: '1000',
    MAIL_CLAIM_TIMEOUT_MS: String(CLAIM_TIMEOUT_MS),
    MAIL_JOB_BUDGET_MS: '20000',
    SMTP_CONNECTION_TIMEOUT: '3',
    SMTP_GREETING_TIMEOUT: '3',
    SMTP_SOCKET_TIMEOUT: '5',
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
})

afterAll(async () => {
  for (const worker of workers) worker.killGroup('SIGKILL')
  await sleep(500)
  // The killed workers' jobs stay `processing` until a live worker tidies them up (job budget + claim timeout):
  // the next test file on this database would wait behind them. Put them back, as that tidy-up would.
  await pool?.query(`UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL`)
  await sink?.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const between = (min: number, max: number) => Math.floor(min + Math.random() * (max - min))
const log = (message: string) => console.log(`[kill test ${new Date().toISOString().slice(11, 23)}] ${message}`)

/** A worker exactly as production runs it (`npm run jobs`). */
function startWorker(name: string) {
  const child = startJobsWorker({
    NODE_ENV: 'development',
    SEED_ON_START: 'false',
    JOBS_IN_APP: 'false',
  })
  workers.push(child)
  log(`${name} started (pid ${child.pid})`)
  // A worker that ends without being killed is a failure of its own: say so at once, with what it printed.
  child.once('exit', (code, signal) => {
    if (!killed.has(child)) log(`${name} EXITED BY ITSELF (${code ?? signal}):\n${child.output()}`)
  })
  return Object.assign(child, { label: name })
}
const killed = new Set<JobsWorker>()
type Worker = ReturnType<typeof startWorker>

const exited = (worker: JobsWorker) =>
  worker.exitCode !== null || worker.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => worker.once('exit', () => resolve()))

/** SIGKILL, as a crash does it. Resolves once the worker is gone, so nothing of it can mail any more. */
async function crash(victim: Worker): Promise<string> {
  const worker = victim.pid!
  killed.add(victim)
  victim.killGroup('SIGKILL')
  await exited(victim)
  while (isAlive(worker)) await sleep(10)
  return `worker pid ${worker}`
}

async function sentRows(campaignId: number) {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM email_deliveries WHERE campaign_id = $1 AND status = 'sent'`,
    [campaignId],
  )
  return rows[0]!.n
}

/** This file's recipients (the schools it makes). */
const ours = (to: string) => /^kill\d+@mail\.test$/.test(to)
/** Mails the sink accepted for this file's campaign. */
const campaignMails = () => sink.accepted.filter((m) => m.envelopeTo.some(ours)).length

describe('a send that survives killed workers and a relay that goes away', () => {
  it('mails every recipient exactly once and finishes within claim timeout + 60 s of the relay coming back', async () => {
    const { rows: schools } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, country, updated_at, created_at)
       SELECT 'Kill School ' || n, 'kill' || n || '@mail.test', 'Spain', now(), now()
         FROM generate_series(1, $1::int) AS n RETURNING id`,
      [RECIPIENTS],
    )
    const created = await postJson(
      '/api/email-campaigns',
      {
        name: 'Kill test',
        subject: 'Hello -schoolName-',
        htmlContent: '<p>Dear -contactPerson-, a trip for -schoolName-.</p>',
        recipients: schools.map((s) => s.id),
      },
      { cookie },
    )
    expect(created.status).toBe(201)
    const campaign = (await created.json()) as { id: number }

    // Kills happen inside the sink's answer to a message, one answer at a time: first every mail the sink
    // accepted so far is recorded as sent (the kill lands mid-message, not in the instant between the
    // server's OK and the database write, the window docs/architecture.md › Mail and campaigns describes), then the worker
    // dies, and for half a second every answer is a 421 (a message cut off is not accepted).
    let plan: { at: number; victim: Worker; done: () => void } | null = null
    let rejectUntil = 0
    let answering = Promise.resolve()
    const kills: string[] = []
    sink.setVerdict(async () => {
      await sleep(8) // spreads the send over a few seconds per worker
      let release = () => {}
      const previous = answering
      answering = new Promise<void>((resolve) => (release = resolve))
      await previous
      try {
        if (Date.now() < rejectUntil) return Object.assign(new Error('Connection lost'), { responseCode: 421 })
        if (plan && sink.accepted.length >= plan.at) {
          const { victim, done } = plan
          plan = null
          for (let i = 0; i < 250 && (await sentRows(campaign.id)) < campaignMails(); i++) await sleep(20)
          const what = await crash(victim)
          kills.push(`${victim.label} (${what}) at ${sink.accepted.length} mails`)
          log(`SIGKILL ${victim.label} (${what}) at ${sink.accepted.length} mails`)
          rejectUntil = Date.now() + 500
          done()
          return Object.assign(new Error('Connection lost'), { responseCode: 421 })
        }
        return null
      } finally {
        release()
      }
    })
    const killAt = (victim: Worker, at: number) =>
      new Promise<void>((resolve) => {
        log(`${victim.label} will be killed at ${at} mails`)
        plan = { at, victim, done: resolve }
      })

    // 1. Send now, a worker starts and is killed at once (before or while it takes Send now's job).
    expect((await postJson(`/api/email-campaigns/${campaign.id}/send`, {}, { cookie })).status).toBe(200)
    const w1 = startWorker('w1')
    const w1Life = between(500, 4000)
    await sleep(w1Life)
    const w1What = await crash(w1)
    kills.push(`w1 (${w1What}) ${w1Life} ms after Send now`)
    log(`SIGKILL w1 (${w1What}) ${w1Life} ms after Send now, at ${sink.accepted.length} mails`)

    // 2. A worker killed mid-send.
    const w2 = startWorker('w2')
    await killAt(w2, between(10, 50))

    // 3. Two workers share the send; one is killed while the other carries on, then that one too.
    const w3 = startWorker('w3')
    const w4 = startWorker('w4')
    await killAt(w3, sink.accepted.length + between(20, 60))
    await killAt(w4, sink.accepted.length + between(10, 40))

    // 4. The relay goes away mid-send (connections reset, new ones refused); the worker dies during the outage.
    const w5 = startWorker('w5')
    const stopAt = sink.accepted.length + between(10, 40)
    log(`the relay stops at ${stopAt} mails`)
    while (sink.accepted.length < stopAt && campaignMails() < RECIPIENTS) await sleep(5)
    await sink.stop()
    log(`relay stopped at ${sink.accepted.length} mails`)
    await sleep(between(500, 4000))
    const w5What = await crash(w5)
    kills.push(`w5 (${w5What}) during the outage at ${sink.accepted.length} mails`)
    log(`SIGKILL w5 (${w5What}) during the outage`)
    const w6 = startWorker('w6')
    await sleep(5_000)
    await sink.start()
    const backAt = Date.now()
    log('relay back')

    const deadline = backAt + CLAIM_TIMEOUT_MS + 60_000
    let status = ''
    while (Date.now() < deadline) {
      status = (await pool.query('SELECT status FROM email_campaigns WHERE id = $1', [campaign.id])).rows[0].status
      if (status === 'sent') break
      await sleep(250)
    }
    log(`campaign ${status} ${((Date.now() - backAt) / 1000).toFixed(1)} s after the relay came back`)
    expect(status, w6.output()).toBe('sent')
    expect(kills.length).toBeGreaterThanOrEqual(5)

    // This campaign's recipients only: the workers also send what other files left queued in this database
    // (their enquiries' mails), which is not this test's to count.
    const counts = new Map<string, number>()
    for (const m of sink.accepted) {
      for (const to of m.envelopeTo) if (ours(to)) counts.set(to, (counts.get(to) ?? 0) + 1)
    }
    const twice = [...counts].filter(([, n]) => n > 1)
    expect(twice, `kills: ${kills.join('; ')}`).toEqual([])
    expect(counts.size).toBe(RECIPIENTS)
    const { rows } = await pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM email_deliveries WHERE campaign_id = $1 GROUP BY status',
      [campaign.id],
    )
    expect(rows).toEqual([{ status: 'sent', n: RECIPIENTS }])

    // Every killed worker is really gone: no process of theirs is left.
    for (const worker of workers) if (worker !== w6) expect(worker.exitCode ?? worker.signalCode).not.toBeNull()

    // 5. SIGTERM: the worker hands back its claims and its job, and exits at once.
    sink.setVerdict(async () => {
      await sleep(100)
      return null
    })
    const { rows: more } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, updated_at, created_at)
       SELECT 'Term School ' || n, 'term' || n || '@mail.test', now(), now() FROM generate_series(1, 60) AS n RETURNING id`,
    )
    const second = await postJson(
      '/api/email-campaigns',
      { name: 'Term', subject: 'Hi', htmlContent: '<p>Hello -schoolName-</p>', recipients: more.map((s) => s.id) },
      { cookie },
    )
    const secondId = ((await second.json()) as { id: number }).id
    await postJson(`/api/email-campaigns/${secondId}/send`, {}, { cookie })
    while ((await sentRows(secondId)) < 5) await sleep(50)
    // Jobs flagged as processing now: w6's, and those killed workers left (tidied up only after 35 s).
    const processing = async () =>
      (
        await pool.query<{ id: number }>(
          `SELECT id FROM payload_jobs WHERE task_slug = 'send-campaigns' AND processing AND completed_at IS NULL`,
        )
      ).rows.map((r) => r.id)
    const before = await processing()
    const termAt = Date.now()
    const w6Worker = w6.workerPid()
    killed.add(w6)
    w6.kill('SIGTERM') // as a supervisor's stop does
    await exited(w6)
    expect(Date.now() - termAt).toBeLessThan(10_000)
    expect(w6Worker !== null && isAlive(w6Worker)).toBe(false)
    const { rows: held } = await pool.query(
      `SELECT id FROM email_deliveries WHERE campaign_id = $1 AND status = 'sending'`,
      [secondId],
    )
    expect(held, 'claims handed back on SIGTERM').toEqual([])
    const after = await processing()
    expect(before.filter((id) => !after.includes(id)).length, 'its job is no longer processing').toBeGreaterThanOrEqual(
      1,
    )
    expect(w6.output()).toContain('claims handed back')
    // A fresh worker takes over without waiting for any timeout.
    sink.setVerdict(() => null)
    const w7 = startWorker('w7')
    const startedAt = Date.now()
    while ((await sentRows(secondId)) < 60 && Date.now() - startedAt < 90_000) await sleep(250)
    expect(await sentRows(secondId)).toBe(60)
    log(`w7 finished the second campaign ${((Date.now() - startedAt) / 1000).toFixed(1)} s after it started`)
    killed.add(w7)
    w7.kill('SIGTERM')
    await exited(w7)
  }, 900_000)
})
