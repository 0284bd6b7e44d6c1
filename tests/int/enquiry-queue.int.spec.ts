import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enquiryMailJobs } from '@/features/enquiries/jobs/queue-mail'
import { storeEnquiry } from '@/features/enquiries/store-enquiry'
import { enquirySchemaFor } from '@/platform/validation/enquiry'
import { postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { productionWorkerEnv, startJobsWorker } from '../helpers/jobs-worker'
import { workerDatabaseUri } from '../helpers/worker'

/**
 * A new enquiry's staff notification does not wait behind a backlog. A job worker started
 * exactly as `npm run jobs` starts it (its command from package.json, production mode) sends a backlog of
 * enquiries into a real SMTP server; a new enquiry posted while it is busy is notified before the backlog
 * has drained, and the staff notifications go ahead of the auto-replies.
 */
const BACKLOG = 300
const STAFF = 'queue-office@agency.test'
let sink: SmtpSink
let payload: Payload
type Worker = ReturnType<typeof startJobsWorker>
let worker: Worker | undefined
/** Every worker this file started: killed at the end whatever happened. */
const started: Worker[] = []

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await (await import('../helpers/payload')).testPayload()
})

afterAll(async () => {
  // The whole group: the worker and anything it started.
  for (const w of started) w.killGroup('SIGKILL')
  await sink?.close()
})

function startWorker(env: Record<string, string> = {}) {
  const w = startJobsWorker({
    ...productionWorkerEnv(workerDatabaseUri(), sink.port, STAFF),
    // Small batches: the backlog takes many runs, as a large one does with the default batch.
    ENQUIRY_MAIL_BATCH: '10',
    ...env,
  })
  started.push(w)
  return w
}

async function until(condition: () => boolean, what: string, ms = 90_000, workers = worker ? [worker] : []) {
  const deadline = Date.now() + ms
  while (!condition()) {
    for (const w of workers) {
      if (w.exitCode !== null) throw new Error(`a worker exited (${w.exitCode}) before ${what}:\n${w.output()}`)
    }
    if (Date.now() > deadline)
      throw new Error(`no ${what} within ${ms / 1000} s:\n${workers.map((w) => w.output()).join('\n')}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Stores `count` enquiries from `address(i)` and queues their mails, as POST /api/contacts does. */
async function storeBacklog(count: number, address: (i: number) => string) {
  const enquirySchema = enquirySchemaFor(['madrid'])
  // The per-IP limit would stop the form: the code it runs is called directly.
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, k) =>
        storeEnquiry(
          payload.db.pool,
          enquirySchema.parse({
            name: `Backlog Teacher ${i + k}`,
            email: address(i + k),
            organization: 'IES Backlog',
            contactType: 'school',
            destination: 'madrid',
            message: 'One of many enquiries that arrived at once.',
            privacyConsent: true,
          }),
          enquiryMailJobs,
        ),
      ),
    )
  }
}

/** Stops a worker with SIGTERM, as a supervisor does; answers its exit code. */
async function stop(w: Worker) {
  const exited = new Promise<number | null>((resolve) => w.once('exit', resolve))
  w.kill('SIGTERM')
  return exited
}

describe('enquiry mails behind a backlog', () => {
  it('a new enquiry is notified before the backlog has drained; notifications go ahead of auto-replies', async () => {
    const run = Date.now()
    // Enquiry mails that other files queued (the suite's app runs no jobs) are not this test's backlog: the worker
    // below would send them too, to this file's sink, and could be stopped in the middle of one.
    await payload.db.pool.query(`DELETE FROM payload_jobs WHERE queue IN ('staff-mail', 'enquiry-mail', 'mail')`)
    // Each from a school of its own: one mail domain gets at most 50 auto-replies a day (auto-reply-budget.ts).
    await storeBacklog(BACKLOG, (i) => `backlog${i}-${run}@s${i}.school.test`)

    worker = startWorker()
    await until(() => sink.accepted.length > 0, 'first mail')
    const probe = `newcomer-${run}@school.test`
    const res = await postJson('/api/contacts', {
      name: 'Lucía Newcomer',
      email: probe,
      organization: 'Colegio Nuevo',
      contactType: 'school',
      destination: 'porto',
      message: 'We have just written: please answer soon.',
      privacyConsent: true,
    })
    expect(res.status).toBe(201)

    // Only this test's mails: jobs other test files left queued are sent by this worker too.
    const isBacklog = (to?: string) => !!to && new RegExp(`^backlog\\d+-${run}@s\\d+\\.school\\.test$`).test(to)
    const ours = (to?: string) => to === probe || isBacklog(to)
    const backlogReplies = () => sink.accepted.filter((m) => m.envelopeTo.some(isBacklog))
    const notifications = () => sink.to(STAFF).filter((m) => ours(m.replyTo?.[0]?.address))
    await until(() => backlogReplies().length === BACKLOG && sink.to(probe).length === 1, 'drained backlog')
    await until(() => notifications().length >= BACKLOG + 1, 'all notifications')

    const order = sink.accepted
      .map((m) => ({
        staff: m.envelopeTo.includes(STAFF),
        probe: m.envelopeTo.includes(probe) || m.replyTo?.[0]?.address === probe,
        ours: m.envelopeTo.some(ours) || ours(m.replyTo?.[0]?.address),
      }))
      .filter((m) => m.ours)
    const probeNotification = order.findIndex((m) => m.staff && m.probe)
    const firstReply = order.findIndex((m) => !m.staff)
    const lastIndex = (test: (m: (typeof order)[number]) => boolean) => order.map(test).lastIndexOf(true)
    const lastBacklogMail = lastIndex((m) => !m.probe)
    const lastNotification = lastIndex((m) => m.staff)
    // Exactly one notification and one auto-reply per enquiry.
    expect(notifications()).toHaveLength(BACKLOG + 1)
    expect(new Set(notifications().map((m) => m.replyTo?.[0]?.address)).size).toBe(BACKLOG + 1)
    // The newcomer's notification arrived before the backlog had drained: ahead of every auto-reply, and
    // ahead of backlog notifications still waiting (newest first).
    expect(probeNotification).toBeGreaterThanOrEqual(0)
    expect(probeNotification).toBeLessThan(lastBacklogMail)
    expect(probeNotification).toBeLessThan(firstReply)
    expect(probeNotification).toBeLessThan(lastNotification)
    // Every staff notification went out before the first auto-reply.
    expect(lastNotification).toBeLessThan(firstReply)

    // The same runner's timed lane ticks beside the mails: within 10 s of its start its schedule has queued the
    // next campaign sweep (src/platform/jobs/runner.ts).
    const sweeps = async () =>
      (
        await payload.db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'send-campaigns'`,
        )
      ).rows[0].n
    const deadline = Date.now() + 15_000
    while ((await sweeps()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(await sweeps(), worker.output()).toBeGreaterThan(0)

    // SIGTERM: the worker lets the jobs in progress finish and exits cleanly, leaving none marked processing.
    expect(await stop(worker)).toBe(0)
    const { rows } = await payload.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE processing AND queue IN ('staff-mail', 'enquiry-mail')`,
    )
    expect(rows[0].n).toBe(0)
    // The worker's job runner scheduled the next campaign sweep (and retention run) as it does every minute: gone with
    // it, so the next test file's own worker finds only the jobs that file queues.
    await payload.db.pool.query(
      `DELETE FROM payload_jobs WHERE task_slug IN ('send-campaigns', 'privacy-retention') AND NOT processing`,
    )
  }, 180_000)

  it('two workers draining one backlog at once send every enquiry mail once', async () => {
    const run = Date.now()
    const count = 200
    const address = (i: number) => `pair${i}-${run}@s${i}.school.test`
    // Both running and polling often before the backlog arrives, so that they claim batches at the same moments.
    const pair = [startWorker({ ENQUIRY_MAIL_POLL_MS: '50' }), startWorker({ ENQUIRY_MAIL_POLL_MS: '50' })]
    await until(() => pair.every((w) => w.output().includes('Job worker started')), 'both workers', 90_000, pair)
    await storeBacklog(count, address)

    const ours = (to?: string) => !!to && new RegExp(`^pair\\d+-${run}@s\\d+\\.school\\.test$`).test(to)
    const replies = () => sink.accepted.filter((m) => m.envelopeTo.some(ours))
    const notifications = () => sink.to(STAFF).filter((m) => ours(m.replyTo?.[0]?.address))
    await until(() => replies().length >= count && notifications().length >= count, 'all mails', 90_000, pair)
    // Both stop cleanly, finishing whatever they had claimed: a second copy of any mail has arrived by then.
    expect(await Promise.all(pair.map(stop))).toEqual([0, 0])

    expect(replies()).toHaveLength(count)
    expect(new Set(replies().map((m) => m.envelopeTo[0])).size).toBe(count)
    expect(notifications()).toHaveLength(count)
    expect(new Set(notifications().map((m) => m.replyTo?.[0]?.address)).size).toBe(count)
    await payload.db.pool.query(
      `DELETE FROM payload_jobs WHERE task_slug IN ('send-campaigns', 'privacy-retention') AND NOT processing`,
    )
  }, 180_000)
})
