/**
 * The embedded database (PGlite behind pglite-socket, what `npm run dev` starts without DATABASE_URI) must
 * carry everything the app does, not only the public pages: the built app runs through scripts/with-db.mjs on
 * a fresh data folder, and a staff member's day goes through real HTTP: sign in, open the admin, process an
 * enquiry, import schools, publish a post, send a small campaign. Mail goes to a real SMTP server in this
 * process; the app runs the job queue itself, as in development.
 *
 * PGlite serves one connection at a time while a transaction is open, so code that asks the pool for a
 * second connection inside a transaction hangs here while it works on PostgreSQL (the sign-in did).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMBEDDED, startAppServer, TEST_ADMIN } from '../helpers/app-server'
import { testPort } from '../helpers/ports'
import { richText } from '../helpers/rich-text'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

const MAIL_FROM = 'hello@embedded.test'

let app: Awaited<ReturnType<typeof startAppServer>>
let sink: SmtpSink
let dataDir: string
let cookie = ''

beforeAll(async () => {
  sink = await startSmtpSink()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-pglite-'))
  app = await startAppServer(
    EMBEDDED,
    testPort(70),
    {
      EMBEDDED_DB_DIR: path.join(dataDir, 'pglite'),
      EMBEDDED_DB_PORT: String(testPort(71)),
      MEDIA_DIR: path.join(dataDir, 'media'),
      JOBS_IN_APP: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_FROM,
      // Unset: staff notifications go to MAIL_FROM (docs/operating.md › Environment).
      STAFF_EMAIL: '',
      MAIL_PER_SECOND: '0',
    },
    { setUp: true },
  )
}, 180_000)

afterAll(async () => {
  await app?.stop()
  await sink?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

/** A browser on the site: same-origin headers, the session cookie once signed in. */
function call(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Origin', app.url)
  headers.set('Sec-Fetch-Site', 'same-origin')
  headers.set('X-Forwarded-For', '203.0.113.50')
  if (cookie) headers.set('Cookie', cookie)
  return fetch(`${app.url}${pathname}`, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
}
const send = (pathname: string, method: string, body: unknown) =>
  call(pathname, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

/** Waits for mail from the app's own job runs (every 10 s). */
async function mailTo(address: string, count = 1) {
  const deadline = Date.now() + 45_000
  while (sink.to(address).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  return sink.to(address)
}

describe('the embedded database (npm run dev without DATABASE_URI)', () => {
  it('is healthy: migrations applied', async () => {
    const res = await call('/api/health')
    expect(res.status).toBe(200)
    // `ok` means the database answers and every committed migration is applied (the figures are for staff).
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('lets staff sign in through the admin login form, and opens the admin', async () => {
    // What the admin's login form posts (Payload's own route), then the product's login route.
    const form = await send('/api/cms/users/login', 'POST', TEST_ADMIN)
    expect(form.status, await form.clone().text()).toBe(200)
    const res = await send('/api/admin/login', 'POST', { username: TEST_ADMIN.email, password: TEST_ADMIN.password })
    expect(res.status, await res.clone().text()).toBe(200)
    cookie = res.headers.get('set-cookie')!.split(';')[0]!
    for (const screen of ['/admin', '/admin/email-marketing', '/admin/collections/schools']) {
      const page = await call(screen)
      expect(page.status, screen).toBe(200)
    }
  })

  it('takes an enquiry, mails staff (at MAIL_FROM) and the sender, and staff process it', async () => {
    const enquiry = {
      name: 'Lucía Newcomer',
      email: 'lucia.newcomer@example.org',
      organization: 'IES Embebido',
      contactType: 'school',
      destination: 'porto',
      message: 'A trip for 30 pupils in May.',
      privacyConsent: true,
      locale: 'es',
    }
    expect((await send('/api/contacts', 'POST', enquiry)).status).toBe(201)
    const contacts = (await (await call('/api/contacts')).json()) as Array<{ id: number; email: string }>
    const stored = contacts.find((c) => c.email === enquiry.email)!
    expect(stored).toBeDefined()
    const processed = await call(`/api/contacts/${stored.id}/process`, { method: 'PATCH' })
    expect(processed.status).toBe(200)
    expect((await processed.json()).processed).toBe(true)

    const [notification] = (await mailTo(MAIL_FROM)).filter((m) => m.subject?.includes('Lucía Newcomer'))
    expect(notification?.text?.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['Name: Lucía Newcomer', 'Email: lucia.newcomer@example.org']),
    )
    expect(await mailTo(enquiry.email)).toHaveLength(1)
  })

  it('imports a CSV of schools and sends them a campaign', async () => {
    const csv = [
      'name,email,country,city,contact_person',
      ...[1, 2, 3].map((n) => `Embedded School ${n},school${n}@embedded.test,Italy,Bari,Teacher ${n}`),
    ].join('\n')
    const form = new FormData()
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'schools.csv')
    const imported = await call('/api/schools/upload-csv', { method: 'POST', body: form })
    expect(await imported.json()).toMatchObject({ count: 3, skipped: 0 })

    const schools = (await (await call('/api/schools')).json()) as Array<{ id: number; email: string }>
    const recipients = schools.filter((s) => s.email.endsWith('@embedded.test')).map((s) => s.id)
    expect(recipients).toHaveLength(3)
    const campaign = await send('/api/email-campaigns', 'POST', {
      name: 'Embedded spring',
      subject: 'Spring trips',
      htmlContent: '<p>Dear -contactPerson-, spring trips to Madrid are open.</p>',
      status: 'sending',
      recipients,
    })
    expect(campaign.status, await campaign.clone().text()).toBe(201)
    const { id } = await campaign.json()

    for (const n of [1, 2, 3]) {
      const mails = await mailTo(`school${n}@embedded.test`)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain(`Dear Teacher ${n}`)
    }
    let status = ''
    for (let i = 0; i < 60 && status !== 'sent'; i++) {
      status = (await (await call(`/api/email-campaigns/${id}`)).json()).status
      if (status !== 'sent') await new Promise((r) => setTimeout(r, 500))
    }
    expect(status).toBe('sent')
  })

  it('publishes a blog post that visitors then read', async () => {
    const created = await send('/api/cms/blog-posts?locale=en', 'POST', {
      title: 'Embedded database days',
      excerpt: 'A post written on the embedded database.',
      content: await richText('Written and published on PGlite.'),
      slug: 'embedded-database-days',
      category: (await (await call('/api/blog?locale=en')).json())[0].categorySlug,
      _status: 'published',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const list = (await (await call('/api/blog?locale=en')).json()) as Array<{ slug: string }>
    expect(list.map((p) => p.slug)).toContain('embedded-database-days')
    const page = await call('/en/blog/embedded-database-days')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Embedded database days')
  })

  it('mails a password reset link (made after the answer, so known and unknown emails answer alike)', async () => {
    const res = await send('/api/cms/users/forgot-password', 'POST', { email: TEST_ADMIN.email })
    expect(res.status).toBe(200)
    const deadline = Date.now() + 45_000
    const resetLink = () =>
      sink.to(TEST_ADMIN.email).some((m) => /admin\/reset\/[0-9a-f]{40}/.test(`${m.html}${m.text}`))
    while (!resetLink() && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(resetLink()).toBe(true)
  })

  it("signs a visitor up for the newsletter at once (the suppression check shares the save's connection)", async () => {
    const started = Date.now()
    const res = await send('/api/newsletter', 'POST', { email: 'reader@embedded.test', source: 'footer' })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it("lets an editor create a destination and edit a course as the admin's screens save them", async () => {
    // Create New saves an empty first draft and opens it.
    const create = await call('/admin/collections/destinations/create')
    expect([200, 303, 307]).toContain(create.status)
    // A course's autosave, then its publication, as the edit screen sends them.
    const courses = (await (await call('/api/cms/courses?locale=en&depth=0&limit=1')).json()) as {
      docs: Array<{ id: number }>
    }
    const id = courses.docs[0]!.id
    const autosave = await send(`/api/cms/courses/${id}?locale=en&draft=true&autosave=true&depth=0`, 'PATCH', {
      title: 'English for Educators (embedded)',
      _status: 'draft',
    })
    expect(autosave.status, await autosave.clone().text()).toBe(200)
    const publish = await send(`/api/cms/courses/${id}?locale=en&depth=0`, 'PATCH', { _status: 'published' })
    expect(publish.status, await publish.clone().text()).toBe(200)
    const page = await call('/en/courses')
    expect(await page.text()).toContain('English for Educators (embedded)')
  })

  it('opens the Dashboard with its panels, the pages missing Spanish included', async () => {
    const res = await call('/admin')
    expect(res.status).toBe(200)
    await res.text()
  })

  it('logged nothing that says the database hung', () => {
    expect(app.output()).not.toMatch(
      /timeout exceeded when trying to connect|\[db\] unavailable|cannot begin transaction|Job runner (urgent lane) failed|Job runner (timed lane) failed/,
    )
  })
})
