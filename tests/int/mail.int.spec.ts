import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { isSuppressed, suppress } from '@/features/privacy/suppression'

import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { waitFor } from '../helpers/staff'
import { appUrl } from '../helpers/worker'

/**
 * Mail end to end: the app (production build) stores and queues, a worker runs Payload's jobs, and a real
 * SMTP server receives. The worker is this test process (or a `payload jobs:run` child process), pointed at
 * the sink below.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string

const STAFF = 'office@agency.test'

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    STAFF_EMAIL: STAFF,
    MAIL_PER_SECOND: '0',
    MAIL_RETRY_DELAY_MS: '200',
    MAIL_CLAIM_TIMEOUT_MS: '1500',
    MAIL_MAX_ATTEMPTS: '3',
    // Links in the mails point at the app under test.
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  // Payload's config reads the mail settings when it loads: import it only now.
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
})

afterEach(() => {
  sink.setDown(false)
  sink.setVerdict(() => null)
})

afterAll(async () => {
  await sink?.close()
})

/** Runs the mail and enquiry-mail queues until nothing is due, as `npm run jobs` would. */
async function runMailJobs() {
  const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
  for (let i = 0; i < 20; i++) {
    const result = await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
    if (result.noJobsRemaining && !(await runUrgentBatch(payload))) return
  }
}

/** Retries wait (exponential backoff); make them due now, as a worker would find them when their time comes. */
const makeRetriesDue = () =>
  pool.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE completed_at IS NULL`)

const send = () => payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: 'mail' })

let schoolSeq = 0
async function makeSchools(count: number, extra: Record<string, unknown> = {}) {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const n = ++schoolSeq
    const doc = await payload.create({
      collection: 'schools',
      data: {
        name: `Mail School ${n}`,
        email: `school${n}@mail.test`,
        country: 'Italy',
        city: 'Bari',
        contactPerson: `Teacher ${n}`,
        ...extra,
      },
    })
    ids.push(doc.id)
  }
  return ids
}

async function createCampaign(recipients: number[], fields: Record<string, unknown> = {}) {
  const res = await postJson(
    '/api/email-campaigns',
    {
      name: 'Spring trips',
      subject: 'Trips for -schoolName-',
      htmlContent:
        '<html><body><p>Dear -contactPerson-,</p><p>Ideas for -schoolName- in -city-, -country-.</p><p><a href="{{unsubscribeUrl}}">Unsubscribe</a></p></body></html>',
      recipients,
      ...fields,
    },
    { cookie },
  )
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; status: string }
}

const action = (id: number, verb: string, body: unknown = {}) =>
  postJson(`/api/email-campaigns/${id}/${verb}`, body, { cookie })

async function deliveries(campaignId: number) {
  const { rows } = await pool.query<{ email: string; status: string; attempts: number }>(
    'SELECT email, status, attempts::int AS attempts FROM email_deliveries WHERE campaign_id = $1 ORDER BY id',
    [campaignId],
  )
  return rows
}

const byEmail = (mails: typeof sink.accepted) => {
  const counts = new Map<string, number>()
  for (const m of mails) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}

describe('enquiry mails', () => {
  it('notify staff (reply-to the sender) and auto-reply in the language the visitor used', async () => {
    sink.clear()
    const res = await postJson('/api/contacts', {
      name: 'Marta Ruiz',
      email: 'marta@colegio.test',
      organization: 'Colegio San Blas',
      contactType: 'school',
      destination: 'porto',
      message: 'Queremos un viaje de 5 días en mayo.',
      privacyConsent: true,
      locale: 'es',
    })
    expect(res.status).toBe(201)
    // Stored before any mail is sent.
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: 'marta@colegio.test' } } })
    expect(docs).toHaveLength(1)

    await runMailJobs()
    const [staff] = sink.to(STAFF).filter((m) => m.subject?.includes('Marta Ruiz'))
    expect(staff?.subject).toBe('New enquiry from Marta Ruiz (Colegio San Blas)')
    expect(staff?.replyTo?.[0]?.address).toBe('marta@colegio.test')
    expect(staff?.text).toContain('Queremos un viaje de 5 días en mayo.')
    expect(staff?.text).toContain('Porto')
    // The text part reads as one "Label: value" per line, not the table's cells run together.
    const lines = staff!.text!.split('\n').map((line) => line.trim())
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Marta Ruiz',
        'Email: marta@colegio.test',
        'Organisation: Colegio San Blas',
        'Enquiry type: School Group',
      ]),
    )

    const replies = sink.to('marta@colegio.test')
    expect(replies).toHaveLength(1)
    expect(replies[0]!.subject).toBe('Hemos recibido su consulta – Madrid Edu Travel')
    expect(replies[0]!.text).toContain('24 horas')
    expect(replies[0]!.html).toContain('Oporto')
    // Both end with who we are, from the company details (placeholders such as "[Company name]" left out).
    for (const message of [staff!, replies[0]!]) {
      expect(message.text).toContain('Madrid Edu Travel · info@madrid-edu-travel.example · +34 600 000 000')
      expect(message.html).not.toContain('[Company name]')
    }
  })

  it('keeps the enquiry and retries when the SMTP server is down', async () => {
    sink.clear()
    sink.setDown(true)
    const res = await postJson('/api/contacts', {
      name: 'John Smith',
      email: 'john@school.test',
      organization: 'Hill School',
      contactType: 'erasmus',
      programType: 'teacher',
      message: 'Teacher training in Madrid, please.',
      privacyConsent: true,
    })
    expect(res.status).toBe(201)
    await runMailJobs()
    expect(sink.to('john@school.test')).toHaveLength(0)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { in: ['enquiry-notification', 'enquiry-auto-reply'] } }, { completedAt: { exists: false } }],
      },
    })
    expect(jobs.length).toBeGreaterThan(0)
    expect(jobs.every((j) => j.hasError !== true)).toBe(true) // retry pending, not given up
    expect(jobs.some((j) => (j.totalTried ?? 0) >= 1)).toBe(true)
    sink.setDown(false)
    await makeRetriesDue()
    await runMailJobs()
    expect(sink.to('john@school.test')).toHaveLength(1)
    expect(sink.to('john@school.test')[0]!.subject).toBe('We have received your enquiry – Madrid Edu Travel')
    const { totalDocs } = await payload.count({
      collection: 'contacts',
      where: { email: { equals: 'john@school.test' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('a failed auto-reply is retried without sending the staff notification again', async () => {
    sink.clear()
    sink.setVerdict((mail) => (mail.envelopeTo.includes('ana@school.test') ? new Error('Mailbox busy') : null))
    const res = await postJson('/api/contacts', {
      name: 'Ana Gil',
      email: 'ana@school.test',
      organization: 'IES Goya',
      contactType: 'school',
      destination: 'porto',
      message: 'A trip for two classes in spring.',
      privacyConsent: true,
    })
    expect(res.status).toBe(201)
    await runMailJobs()
    const notifications = () => sink.to(STAFF).filter((m) => m.subject?.includes('Ana Gil'))
    expect(notifications()).toHaveLength(1)
    expect(sink.to('ana@school.test')).toHaveLength(0)

    sink.setVerdict(() => null)
    await makeRetriesDue()
    await runMailJobs()
    expect(sink.to('ana@school.test')).toHaveLength(1)
    expect(notifications()).toHaveLength(1)
  })
})

describe('campaigns', () => {
  it('deliver exactly one personalised message to each of N schools and end as sent', async () => {
    sink.clear()
    const ids = await makeSchools(12)
    const special = await makeSchools(1, { name: 'Liceo <Galilei> & Co', contactPerson: null, city: null })
    const campaign = await createCampaign([...ids, ...special])
    expect(campaign.status).toBe('draft')
    const started = await action(campaign.id, 'send')
    expect(started.status).toBe(200)
    expect((await started.json()).status).toBe('sending')
    await runMailJobs()

    const counts = byEmail(sink.accepted)
    expect(sink.accepted.length, JSON.stringify(await deliveries(campaign.id))).toBe(13)
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
    const one = sink.accepted.find((m) => m.subject === `Trips for Mail School ${schoolSeq - 12}`)!
    expect(one.html).toContain(`Dear Teacher ${schoolSeq - 12},`)
    expect(one.html).toContain('in Bari, Italy')
    expect(one.text).toContain('Dear Teacher') // text part generated from the HTML
    // The sender's identity from the company details, at the end of both parts.
    expect(one.html).toContain('Madrid Edu Travel · info@madrid-edu-travel.example · +34 600 000 000')
    expect(one.text!.trimEnd()).toMatch(/Madrid Edu Travel · info@madrid-edu-travel\.example · \+34 600 000 000$/)
    const odd = sink.accepted.find((m) => m.subject === 'Trips for Liceo <Galilei> & Co')!
    expect(odd.html).toContain('Liceo &lt;Galilei&gt; &amp; Co')
    expect(odd.html).toContain('Dear Educator,')
    const header = odd.headers.find((h) => h.key === 'list-unsubscribe')?.value
    expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w.%-]+>$/)
    expect(odd.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')

    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    expect(detail.status).toBe('sent')
    expect(detail.totalRecipients).toBe(13)
    expect(detail.sentAt).toBeTruthy()
    expect(detail.deliveries).toMatchObject({ sent: 13, failed: 0, queued: 0, sending: 0 })
    const school = await payload.findByID({ collection: 'schools', id: ids[0]! })
    expect(school.lastContacted).toBeTruthy()

    // Finished is final.
    expect((await action(campaign.id, 'send')).status).toBe(409)
    expect((await action(campaign.id, 'cancel')).status).toBe(409)
  })

  it('refuse invalid transitions with 409 and a clear message', async () => {
    const ids = await makeSchools(1)
    const campaign = await createCampaign(ids)
    const past = await action(campaign.id, 'schedule', { scheduledAt: new Date(Date.now() - 60_000).toISOString() })
    expect(past.status).toBe(409)
    expect((await past.json()).errors[0]).toEqual({ field: 'scheduledAt', message: 'Choose a time in the future.' })
    const bad = await action(campaign.id, 'schedule', { scheduledAt: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect((await action(campaign.id, 'cancel')).status).toBe(200)
    const again = await action(campaign.id, 'send')
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0].message).toBe('A cancelled campaign cannot be sent.')
    // Payload's own REST cannot move the status either.
    const patch = await api(`/api/cms/email-campaigns/${campaign.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'sent' }),
    })
    expect(patch.status).toBe(409)
    // Nor edit what a campaign said once it is past draft.
    const edit = await api(`/api/cms/email-campaigns/${campaign.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: 'A new subject' }),
    })
    expect(edit.status).toBe(409)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('cancelled')
    expect(
      (
        await postJson(
          '/api/email-campaigns',
          { name: 'x', subject: 'y', htmlContent: '<p>hello world</p>', status: 'sent' },
          { cookie },
        )
      ).status,
    ).toBe(409)
    expect((await action(999999, 'send')).status).toBe(404)
  })

  it('start a scheduled campaign when its time comes', async () => {
    sink.clear()
    const ids = await makeSchools(2)
    const campaign = await createCampaign(ids)
    const at = new Date(Date.now() + 1500).toISOString()
    const res = await action(campaign.id, 'schedule', { scheduledAt: at })
    expect((await res.json()).status).toBe('scheduled')
    await send()
    await runMailJobs()
    expect(sink.accepted).toHaveLength(0)
    // Each sender pass (as the worker's schedule makes them) before the time sends nothing; the first after it all.
    await waitFor(
      'the scheduled campaign sent',
      async () => {
        await send()
        await runMailJobs()
        return sink.accepted.length ? true : undefined
      },
      { describe: async () => (await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status },
    )
    expect(Date.now(), 'sent only once its time had come').toBeGreaterThanOrEqual(Date.parse(at))
    expect(sink.accepted).toHaveLength(2)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('sent')
  })

  it('cancel mid-send stops the rest, and every mail sent is recorded', async () => {
    sink.clear()
    const ids = await makeSchools(40)
    const campaign = await createCampaign(ids)
    let cancelled = false
    sink.setVerdict(async () => {
      await new Promise((r) => setTimeout(r, 20))
      if (!cancelled && sink.accepted.length >= 5) {
        cancelled = true
        expect((await action(campaign.id, 'cancel')).status).toBe(200)
      }
      return null
    })
    await action(campaign.id, 'send')
    await runMailJobs()
    sink.setVerdict(() => null)
    const rows = await deliveries(campaign.id)
    const sent = rows.filter((r) => r.status === 'sent').length
    expect(sent).toBe(sink.accepted.length)
    expect(sent).toBeLessThan(40)
    expect(rows.filter((r) => r.status === 'cancelled').length).toBe(40 - sent)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('cancelled')
  })

  it('an SMTP outage is retried; a recipient that keeps failing is marked failed without losing the rest', async () => {
    sink.clear()
    const ids = await makeSchools(6)
    const bounce = (await payload.findByID({ collection: 'schools', id: ids[2]! })).email
    const campaign = await createCampaign(ids)
    // Retries wait 1 s, then 2 s: the first run ends after one attempt each.
    process.env.MAIL_RETRY_DELAY_MS = '1000'
    sink.setDown(true)
    await action(campaign.id, 'send')
    await runMailJobs()
    expect(sink.accepted).toHaveLength(0)
    const afterOutage = await deliveries(campaign.id)
    expect(
      afterOutage.every((d) => d.status === 'queued' && d.attempts === 1),
      JSON.stringify(afterOutage),
    ).toBe(true)

    sink.setDown(false)
    sink.setVerdict((mail) => (mail.envelopeTo.includes(bounce) ? new Error('Mailbox busy') : null))
    for (const wait of [1100, 2100]) {
      await new Promise((r) => setTimeout(r, wait)) // past the growing retry delay
      await send()
      await runMailJobs()
    }
    process.env.MAIL_RETRY_DELAY_MS = '200'
    sink.setVerdict(() => null)
    const rows = await deliveries(campaign.id)
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(5)
    expect(rows.find((r) => r.email === bounce)).toMatchObject({ status: 'failed', attempts: 3 })
    expect(sink.accepted).toHaveLength(5)
    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    expect(detail).toMatchObject({ status: 'sent', totalRecipients: 5 })
    expect(detail.deliveries).toMatchObject({ sent: 5, failed: 1 })
  })

  it('a worker killed mid-send and restarted mails every remaining recipient once and nobody twice', async () => {
    sink.clear()
    const ids = await makeSchools(30)
    const campaign = await createCampaign(ids)
    // Only this campaign's mails count: the worker runs the whole mail queue, which may also hold another
    // file's mail in the shared database (a reminder for an enquiry dated back by the retention tests).
    const recipients = new Set(
      (await payload.find({ collection: 'schools', where: { id: { in: ids } }, limit: ids.length })).docs.map((s) =>
        s.email.toLowerCase(),
      ),
    )
    const campaignMails = () => sink.accepted.filter((m) => m.envelopeTo.some((to) => recipients.has(to)))
    let worker: ChildProcess | null = null
    let killed = false
    // At the 10th message the worker dies mid-send: from then on the server refuses (a message cut off in
    // transmission is not accepted). Before the kill, wait until every accepted message is recorded as sent:
    // the crash lands mid-message, not in the instant between the server's OK and the database write (that
    // window is inherent to SMTP; docs/architecture.md › Mail and campaigns).
    const sentRows = async () =>
      Number(
        (
          await pool.query(`SELECT count(*) FROM email_deliveries WHERE campaign_id = $1 AND status = 'sent'`, [
            campaign.id,
          ])
        ).rows[0].count,
      )
    sink.setVerdict(async () => {
      if (!killed && campaignMails().length >= 9) {
        killed = true
        for (let i = 0; i < 500 && (await sentRows()) < campaignMails().length; i++)
          await new Promise((r) => setTimeout(r, 20))
        worker?.kill('SIGKILL')
      }
      return killed ? Object.assign(new Error('connection lost'), { responseCode: 421 }) : null
    })
    await action(campaign.id, 'send')
    // `payload jobs:run` makes one pass over the due jobs and exits; a pass that ends before the kill is followed by
    // another, as the sender's schedule queues a run while recipients are waiting (src/platform/jobs/stale-jobs.ts). With
    // the `production` condition, as `npm run jobs` (src/platform/jobs/worker-main.ts: without it, Node 20 now and then
    // ends the start at once, having run nothing). What each such pass left is printed.
    const passes: string[] = []
    for (let pass = 0; pass < 4 && !killed; pass++) {
      if (pass > 0) await send()
      worker = spawn(path.resolve('node_modules/.bin/payload'), ['jobs:run', '--queue', 'mail', '--limit', '100'], {
        env: {
          ...process.env,
          SEED_ON_START: 'false',
          NODE_ENV: 'development',
          JOBS_IN_APP: 'false',
          NODE_OPTIONS: '--conditions=production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      worker.stdout?.on('data', (d) => (output += d))
      worker.stderr?.on('data', (d) => (output += d))
      const exit = await new Promise<NodeJS.Signals | number | null>((resolve) =>
        worker!.on('exit', (code, signal) => resolve(signal ?? code)),
      )
      if (exit === 'SIGKILL') break
      const { rows: jobs } = await pool.query(
        `SELECT id, task_slug, processing, has_error, wait_until, completed_at FROM payload_jobs WHERE queue = 'mail'`,
      )
      const statuses = (await deliveries(campaign.id)).map((d) => d.status)
      passes.push(JSON.stringify({ exit, accepted: sink.accepted.length, jobs, statuses, output: output.slice(-2000) }))
      expect(exit, output).toBe(0)
    }
    if (passes.length) console.warn(`worker passes that ended before the kill:\n${passes.join('\n')}`)
    expect(killed, passes.join('\n')).toBe(true)
    sink.setVerdict(() => null)
    expect(campaignMails().length).toBeGreaterThanOrEqual(9)

    // Workers after the claim timeout: the dead worker's claims go back to the queue. Passes run until every
    // recipient has been sent (at first only the unclaimed ones are; the rest once the claims have expired).
    await waitFor(
      'every recipient sent after the claims expired',
      async () => {
        await send()
        await runMailJobs()
        const rows = await deliveries(campaign.id)
        return rows.every((d) => d.status === 'sent') ? true : undefined
      },
      { describe: async () => JSON.stringify((await deliveries(campaign.id)).map((d) => d.status)) },
    )
    const counts = byEmail(campaignMails())
    // Who was mailed twice, and how their rows read, in the failure message.
    const twice = [...counts].filter(([, c]) => c > 1).map(([email]) => email)
    const rows = await deliveries(campaign.id)
    const detail = JSON.stringify({ twice, passes, rows: rows.filter((d) => twice.includes(d.email)) })
    expect(campaignMails(), detail).toHaveLength(30)
    expect(counts.size).toBe(30)
    expect(twice, 'schools mailed more than once').toEqual([])
    expect(
      rows.filter((d) => d.status !== 'sent'),
      'recipients not sent',
    ).toEqual([])
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('sent')
  }, 90_000)
})

describe('unsubscribe', () => {
  it('the link and the one-click header opt the school out, and it is never mailed again', async () => {
    sink.clear()
    const ids = await makeSchools(3)
    const first = await createCampaign(ids)
    await action(first.id, 'send')
    await runMailJobs()
    const [a, b] = sink.accepted
    const app = appUrl()

    // One-click (RFC 8058) from a mail client, on the List-Unsubscribe URL.
    const oneClick = a!.headers.find((h) => h.key === 'list-unsubscribe')!.value.slice(1, -1)
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)

    // The link in the body: a page that asks, then a form post that confirms.
    const link = b!.html!.match(/href="([^"]*\/unsubscribe\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&')
    expect(link.startsWith(app)).toBe(true)
    const page = await fetch(link.replace('/unsubscribe', '/es/unsubscribe'))
    const html = await page.text()
    expect(html).toContain(b!.envelopeTo[0])
    // In "usted", like the rest of the site's Spanish.
    expect(html).toContain('Confirmar la baja')
    expect(html).toContain('¿Desea dejar de recibir correos')
    const token = new URL(link).searchParams.get('token')!
    const confirm = await fetch(`${app}/api/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, lang: 'es' }),
      redirect: 'manual',
    })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.get('location')).toMatch(/\/es\/unsubscribe\?status=done$/)
    const done = await (await fetch(`${app}/es/unsubscribe?status=done`)).text()
    expect(done).toContain('Se ha dado de baja')
    expect(done).toContain('Si cambia de opinión, puede escribirnos')

    // Tampered tokens do nothing.
    const forged = await postJson(`/api/unsubscribe?token=${token.slice(0, -2)}xx`, {})
    expect(forged.status).toBe(400)

    const { docs } = await payload.find({ collection: 'schools', where: { id: { in: ids } }, sort: 'id' })
    const optedOut = docs
      .filter((s) => s.optedOutAt)
      .map((s) => s.email)
      .sort()
    expect(optedOut).toEqual([...a!.envelopeTo, ...b!.envelopeTo].sort())
    const stats = await (await api('/api/email-campaigns', { cookie })).json()
    expect(stats.find((c: { id: number }) => c.id === first.id).deliveries.unsubscribed).toBe(2)

    sink.clear()
    const second = await createCampaign(ids)
    await action(second.id, 'send')
    await runMailJobs()
    expect(sink.accepted).toHaveLength(1)
    expect(optedOut).not.toContain(sink.accepted[0]!.envelopeTo[0])
    expect((await deliveries(second.id)).filter((d) => d.status === 'skipped')).toHaveLength(2)
    // And the opt-out is permanent: both addresses are on the suppression list.
    for (const to of optedOut) expect(await isSuppressed(payload, to)).toBe(true)
  })

  it('an address on the suppression list is skipped by campaign sending, even on a school added around the checks', async () => {
    sink.clear()
    await suppress(payload, 'gone@mail.test', 'erased')
    const [ok] = await makeSchools(1)
    // Written in SQL: the schools collection itself refuses a suppressed address.
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO schools (name, email, updated_at, created_at) VALUES ('Gone School', 'gone@mail.test', now(), now()) RETURNING id`,
    )
    const campaign = await createCampaign([ok!, rows[0]!.id])
    await action(campaign.id, 'send')
    await runMailJobs()
    expect(sink.accepted.map((m) => m.envelopeTo[0])).toEqual([`school${schoolSeq}@mail.test`])
    const { rows: skipped } = await pool.query(
      `SELECT last_error FROM email_deliveries WHERE campaign_id = $1 AND status = 'skipped'`,
      [campaign.id],
    )
    expect(skipped).toEqual([{ last_error: 'Suppressed' }])
  })
})
