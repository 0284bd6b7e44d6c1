import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appClient } from '../helpers/app-client'
import { startAppServer } from '../helpers/app-server'
import { testPort } from '../helpers/ports'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { createTestDatabase } from '../helpers/test-database'

/**
 * `npm run backup` and `npm run restore` as an operator runs them (node, the PostgreSQL client tools), on a
 * site of their own: the production build on a fresh database, given enquiries, subscribers, schools, a sent
 * campaign and an uploaded image through its HTTP API. The backup is restored into another fresh database
 * and media folder, and the build started on that serves the same site.
 */
type Db = Awaited<ReturnType<typeof createTestDatabase>>
type App = Awaited<ReturnType<typeof startAppServer>>

const work = mkdtempSync(path.join(os.tmpdir(), 'edu-backup-test-'))
const sourceMedia = path.join(work, 'media-source')
const restoredMedia = path.join(work, 'media-restored')
const archives = path.join(work, 'archives')
const slug = `backup-check-${Date.now()}`
const title = `A trip that survives a backup ${Date.now()}`

let sink: SmtpSink
let source: Db
let target: Db
let sourceApp: App
let image: { id: number; filename: string; bytes: Uint8Array }
/** Every table's row count in the source database when it was backed up. */
let backedUp: Record<string, number>

/** Runs `npm run backup` / `npm run restore`'s script with the given database and media folder. */
async function run(script: 'backup' | 'restore', args: string[], databaseUri: string, mediaDir: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [`scripts/${script}.mjs`, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATABASE_URI: databaseUri,
        MEDIA_DIR: mediaDir,
      },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, output: e.stdout + e.stderr }
  }
}

/** Every table of the app's schema with its row count. */
async function rowCounts(uri: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    const counts: Record<string, number> = {}
    for (const { table_name } of rows) {
      const { rows: n } = await client.query(`SELECT count(*)::int AS n FROM "${table_name}"`)
      counts[table_name] = n[0].n
    }
    return counts
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  sink = await startSmtpSink()
  source = await createTestDatabase()
  target = await createTestDatabase()
  // This instance runs the job queue itself, so the campaign is really sent (into the sink).
  sourceApp = await startAppServer(
    source.uri,
    testPort(40),
    {
      MEDIA_DIR: sourceMedia,
      JOBS_IN_APP: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_PER_SECOND: '0',
    },
    { setUp: true },
  )
  const site = appClient(sourceApp.url)
  await site.signIn()

  const enquiry = await site.postJson('/api/contacts', {
    name: 'Lucía Gómez',
    email: 'lucia@ies-example.es',
    organization: 'IES Cervantes',
    contactType: 'school',
    destination: 'krakow',
    message: 'We would like a 9-day trip for 40 students in April.',
    privacyConsent: true,
  })
  expect(enquiry.status).toBe(201)
  expect((await site.postJson('/api/newsletter', { email: 'reader@example.es', source: 'footer' })).ok).toBe(true)
  const subscribers = await site.uploadCsv(
    '/api/newsletter/upload-csv',
    'email,name,school\nana@colegio.es,Ana,Colegio\n',
  )
  expect((await subscribers.json()).count).toBe(1)
  const schools = await site.uploadCsv(
    '/api/schools/upload-csv',
    'name,email,country,city,contact_person,phone,website,labels\n' +
      'Liceo Galilei,info@galilei.it,Italy,Bari,Anna Rossi,,,ka1\n' +
      'Szkoła 12,biuro@szkola12.pl,Poland,Kraków,Jan Nowak,,,\n',
  )
  expect((await schools.json()).count).toBe(2)

  const schoolIds = (await (await site.request('/api/schools')).json()).map((s: { id: number }) => s.id)
  const campaign = await (
    await site.postJson('/api/email-campaigns', {
      name: 'Spring trips',
      subject: 'Trips for -schoolName-',
      htmlContent: '<p>Dear -contactPerson-,</p><p><a href="{{unsubscribeUrl}}">Unsubscribe</a></p>',
      recipients: schoolIds,
    })
  ).json()
  expect((await site.postJson(`/api/email-campaigns/${campaign.id}/send`, {})).status).toBe(200)
  // The instance's job runner sends it within a few of its 10-second rounds.
  const status = async () => (await (await site.request(`/api/email-campaigns/${campaign.id}`)).json()).status
  for (let i = 0; i < 90 && (await status()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 1000))
  expect(await status()).toBe('sent')
  expect(sink.accepted.filter((m) => m.subject?.startsWith('Trips for'))).toHaveLength(2)

  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
  const doc = await site.uploadImage('backup-photo.png', bytes, 'Students in Kraków')
  image = { id: doc.id, filename: doc.filename, bytes }
  // A post of its own, with that image: no instance has rendered (and cached) its page before.
  const content = (
    await (await site.request('/api/cms/blog-posts?where[slug][equals]=erasmus-ka1-mobility-programs&depth=0')).json()
  ).docs[0].content
  const post = await site.postJson('/api/cms/blog-posts', {
    title,
    slug,
    excerpt: 'Checked by the backup test.',
    category: 'safety',
    _status: 'published',
    content,
    image: image.id,
  })
  expect(post.status).toBe(201)

  // From here on the source site is left alone (no job runner), so its row counts stay what was backed up.
  await sourceApp.stop()
  sourceApp = await startAppServer(source.uri, testPort(40), { MEDIA_DIR: sourceMedia })
}, 300_000)

afterAll(async () => {
  await sourceApp?.stop()
  await sink?.close()
  await source?.drop()
  await target?.drop()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('restores a backup into a fresh database: every table, the media and the rendered pages', async () => {
    const backup = await run('backup', ['--out', archives], source.uri, sourceMedia)
    expect(backup.output).toMatch(/Backup written: .*backup-\d{8}T\d{6}Z\.tar\.gz/)
    expect(backup.code).toBe(0)
    const [archive] = readdirSync(archives)
    expect(readdirSync(archives)).toHaveLength(1)
    // It holds people's data: its owner's alone, whatever the umask.
    expect(statSync(path.join(archives, archive)).mode & 0o777).toBe(0o600)

    const restore = await run('restore', [path.join(archives, archive)], target.uri, restoredMedia)
    expect(restore.output).toMatch(/Restored .* into database/)
    expect(restore.code).toBe(0)

    const before = (backedUp = await rowCounts(source.uri))
    expect(before).toMatchObject({ contacts: 1, schools: 2, media: 1, email_campaigns: 1 })
    // The CSV import is a subscription; the form's sign-up waits for its confirmation.
    expect(before.newsletter_subscriptions).toBe(1)
    expect(before.newsletter_signup_requests).toBe(1)
    expect(before.email_deliveries).toBe(2)
    expect(await rowCounts(target.uri)).toEqual(before)
    expect(existsSync(path.join(restoredMedia, image.filename))).toBe(true)

    const restoredApp = await startAppServer(target.uri, testPort(41), { MEDIA_DIR: restoredMedia })
    try {
      // A page no instance has rendered before, so it comes from the restored database. (Instances of one
      // build share Next's page cache on disk: the source instance would now serve this very copy, so the
      // comparison with the source is made on what the page is built from, through the uncached REST API.)
      const page = await fetch(`${restoredApp.url}/en/blog/${slug}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain(
        `<h1 class="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">${title}</h1>`,
      )
      expect(html).toContain(encodeURIComponent(`/api/cms/media/file/${image.filename.replace(/\.png$/, '')}`))
      expect(html).toContain('Key Action 1, usually shortened to KA1')
      const staff = appClient(restoredApp.url)
      await staff.signIn()
      const original = appClient(sourceApp.url)
      await original.signIn()
      for (const path of [
        `/api/cms/blog-posts?where[slug][equals]=${slug}&locale=all`,
        '/api/schools',
        '/api/newsletter',
      ]) {
        const [a, b] = await Promise.all([original.request(path), staff.request(path)])
        expect(b.status, path).toBe(200)
        // URLs carry each instance's own address.
        const text = (res: Response, origin: string) => res.text().then((t) => t.replaceAll(origin, 'ORIGIN'))
        expect(JSON.parse(await text(b, restoredApp.url)), path).toEqual(JSON.parse(await text(a, sourceApp.url)))
      }

      const file = await fetch(`${restoredApp.url}/api/cms/media/file/${image.filename}`)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(image.bytes))).toBe(true)
    } finally {
      await restoredApp.stop()
    }
  }, 240_000)

  it('refuses bad input with a clear message, exit code 1 and nothing changed', async () => {
    const [archive] = readdirSync(archives)
    const good = path.join(archives, archive)
    const fresh = await createTestDatabase()
    try {
      const refused = async (file: string, uri: string, message: RegExp) => {
        const result = await run('restore', [file], uri, path.join(work, 'media-refused'))
        expect(result.output).toMatch(message)
        expect(result.code).toBe(1)
      }
      await refused(
        path.join(work, 'no-such-backup.tar.gz'),
        fresh.uri,
        /Restore failed: .*no-such-backup.tar.gz does not exist/,
      )

      const bytes = readFileSync(good)
      const truncated = path.join(work, 'truncated.tar.gz')
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
      await refused(truncated, fresh.uri, /Restore failed: .*truncated.tar.gz is not a readable backup archive/)
      const garbage = path.join(work, 'garbage.tar.gz')
      writeFileSync(garbage, 'this is no archive')
      await refused(garbage, fresh.uri, /Restore failed: .*garbage.tar.gz is not a readable backup archive/)
      expect(await rowCounts(fresh.uri)).toEqual({})
      expect(existsSync(path.join(work, 'media-refused'))).toBe(false)

      // The restored database now has the site: restoring over it is refused unless told.
      const before = await rowCounts(target.uri)
      await refused(good, target.uri, /Restore failed: database .* is not empty .* add --force/)
      expect(await rowCounts(target.uri)).toEqual(before)
    } finally {
      await fresh.drop()
    }
  }, 120_000)

  it('--force replaces a database that is not empty', async () => {
    const [archive] = readdirSync(archives)
    const client = new pg.Client({ connectionString: target.uri })
    await client.connect()
    await client.query(`DELETE FROM schools`)
    await client.query(`CREATE TABLE left_over (id int)`)
    await client.end()
    const result = await run('restore', [path.join(archives, archive), '--force'], target.uri, restoredMedia)
    expect(result.code).toBe(0)
    expect(await rowCounts(target.uri)).toEqual(backedUp)
  }, 120_000)
})
