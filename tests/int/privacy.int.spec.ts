import { createHash } from 'node:crypto'

import Papa from 'papaparse'
import type { Payload, TypedUser } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import { SUPPRESSED_ROW_MESSAGE } from '@/platform/csv/import'
import { type AuditAction } from '@/features/privacy/audit'
import { retentionSources, runRetention } from '@/features/privacy/retention'
import { isSuppressed, suppress, suppressionHash } from '@/features/privacy/suppression'
import { PRIVACY_POLICY_TEXT_SHA256, PRIVACY_POLICY_VERSION } from '@/features/privacy/policy-version'
import { retentionPolicy } from '@/features/privacy/retention-policy'
import { TIMED_QUEUES } from '@/platform/jobs/timed-lane'
import { pageSeeds } from '@/seed/data/pages'
import { adminCookie, api, csvUpload, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { testPayload } from '../helpers/payload'

let payload: Payload
let pool: Pool
let cookie: string
let adminId: number

/** A name no seed or other test uses, so a search for it finds only what this file stored. */
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  payload = await testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: inject('admin').email } } })
  adminId = Number(docs[0].id)
})

const enquiry = (email: string, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  organization: 'IES Privacidad',
  contactType: 'school',
  destination: 'madrid',
  message: 'A two-week trip for 30 students, please.',
  privacyConsent: true,
  ...extra,
})

/** Audit entries of an action, optionally for one document. */
async function auditCount(action: AuditAction, where: Record<string, unknown> = {}) {
  const { totalDocs } = await payload.count({
    collection: 'audit-events',
    where: {
      and: [{ action: { equals: action } }, ...Object.entries(where).map(([k, v]) => ({ [k]: { equals: v } }))],
    },
  })
  return totalDocs
}

async function contactIdOf(email: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'contacts', trash: true, where: { email: { equals: email } } })
  return Number(docs[0].id)
}

/** The version a consent records once the privacy page is published: the code's version and the publication time. */
const publishedPolicy = new RegExp(`^${PRIVACY_POLICY_VERSION}/\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$`)

describe('provable consent', () => {
  it('a consent names the privacy page version it was given under, and that version stays in the history', async () => {
    const consentVersion = async () => {
      const email = `${unique('policy')}@example.org`
      expect(
        (await postJson('/api/contacts', enquiry(email, 'Policy Person', { form: 'school-enquiry' }))).status,
      ).toBe(201)
      const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
      return docs[0].consent!.privacyVersion!
    }
    const before = await consentVersion()
    expect(before).toMatch(publishedPolicy)

    // An editor publishes a change to the policy's text (published back as it was at the end: other files read
    // the seeded text).
    const seeded = (await payload.findGlobal({ slug: 'page-privacy', locale: 'en', depth: 0 })).hero.title
    const publishHeading = (title: string) =>
      api('/api/cms/globals/page-privacy?locale=en', {
        method: 'POST',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hero: { title }, _status: 'published' }),
      })
    const heading = `Privacy policy ${unique('v')}`
    const res = await publishHeading(heading)
    onTestFinished(async () => {
      await publishHeading(seeded)
    })
    expect(res.status, await res.clone().text()).toBe(200)

    // New consents name the new publication (at once: the publish drops the memo through the site-change news).
    let after = before
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 200))
      after = await consentVersion()
    }
    expect(after).toMatch(publishedPolicy)
    expect(after).not.toBe(before)

    // Both published versions are in the page's history, found by the time the consent names.
    const publishedAt = (version: string) => version.split('/')[1]
    const versions = await payload.findGlobalVersions({
      slug: 'page-privacy',
      where: { 'version._status': { equals: 'published' } },
      limit: 1000,
      locale: 'en',
    })
    const times = versions.docs.map((v) => new Date(v.version.updatedAt!).toISOString())
    expect(times).toContain(publishedAt(before))
    expect(times).toContain(publishedAt(after))
    const agreed = versions.docs.find((v) => new Date(v.version.updatedAt!).toISOString() === publishedAt(after))
    expect(agreed?.version.hero?.title).toBe(heading)
  })

  it('an enquiry keeps form, page, language, time and the privacy policy version', async () => {
    const email = `${unique('consent')}@example.org`
    const before = Date.now()
    const res = await postJson(
      '/api/contacts',
      enquiry(email, 'Consent Person', { form: 'school-enquiry', page: '/es/contact', locale: 'es' }),
    )
    expect(res.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    expect(docs[0].consent).toMatchObject({
      form: 'school-enquiry',
      page: '/es/contact',
      locale: 'es',
      privacyVersion: expect.stringMatching(publishedPolicy),
    })
    expect(new Date(docs[0].consent!.at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(docs[0].lastContactAt).toBeTruthy()
  })

  it('a sign-up keeps its form and page; a wrong form or a page that is not a path is a 400 naming it', async () => {
    const email = `${unique('signup')}@example.org`
    await confirmedSignup(payload, {
      email,
      source: 'footer',
      form: 'newsletter-footer',
      page: '/blog',
      locale: 'en',
    })
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
    expect(docs[0].consent).toMatchObject({
      form: 'newsletter-footer',
      page: '/blog',
      locale: 'en',
      privacyVersion: expect.stringMatching(publishedPolicy),
      confirmedAt: expect.any(String),
    })

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ form: 'newsletter-popup' }, 'form', en['validation.formInvalid']],
      [{ page: 'https://evil.example/x' }, 'page', en['validation.pageInvalid']],
      [{ page: '/contact?email=someone@x.es' }, 'page', en['validation.pageInvalid']],
    ]
    for (const [extra, field, message] of cases) {
      const res = await postJson('/api/newsletter', {
        email: `${unique('bad')}@example.org`,
        source: 'footer',
        ...extra,
      })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toContainEqual({ field, message })
    }
    const school = await postJson(
      '/api/contacts',
      enquiry(`${unique('bad')}@example.org`, 'Wrong Form', { form: 'erasmus-enquiry' }),
    )
    expect(school.status).toBe(400)
    expect((await school.json()).errors[0].field).toBe('form')
  })

  it('the consent record cannot be changed through Payload’s API, even by an admin', async () => {
    const email = `${unique('proof')}@example.org`
    await confirmedSignup(payload, { email, source: 'footer', page: '/' })
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
    const res = await api(`/api/cms/newsletter-subscriptions/${docs[0].id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ consent: { page: '/forged', privacyVersion: 'forged' }, name: 'Edited' }),
    })
    expect(res.status).toBe(200)
    const after = await payload.findByID({ collection: 'newsletter-subscriptions', id: docs[0].id })
    expect(after.name).toBe('Edited')
    expect(after.consent).toMatchObject({ page: '/', privacyVersion: expect.stringMatching(publishedPolicy) })
  })

  it('the privacy policy text has not changed without a new version (PRIVACY_POLICY_VERSION)', () => {
    const policy = (c: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(c)
          .filter(([k]) => k.startsWith('privacy.'))
          .sort(([a], [b]) => a.localeCompare(b)),
      )
    // The texts are the page-privacy global, seeded from src/seed/data/pages/privacy.ts; the table's labels stay
    // in the catalogs.
    const hash = createHash('sha256')
      .update(
        JSON.stringify({ en: policy(en), es: policy(es), page: pageSeeds['page-privacy'], retention: retentionPolicy }),
      )
      .digest('hex')
    expect(hash, 'privacy texts changed: set a new PRIVACY_POLICY_VERSION, then PRIVACY_POLICY_TEXT_SHA256').toBe(
      PRIVACY_POLICY_TEXT_SHA256,
    )
  })
})

describe('suppression list', () => {
  it('stores a keyed hash of the lower-cased address, once', async () => {
    const email = `${unique('Opt.Out')}@Example.org`
    expect(suppressionHash(email)).toBe(suppressionHash(`  ${email.toLowerCase()} `))
    expect(suppressionHash(email)).not.toBe(createHash('sha256').update(email.toLowerCase()).digest('hex'))
    expect(await suppress(payload, email, 'unsubscribed')).toBe(true)
    expect(await suppress(pool, email.toLowerCase(), 'erased')).toBe(false)
    const { rows } = await pool.query('SELECT * FROM suppressions WHERE hash = $1', [suppressionHash(email)])
    expect(rows).toHaveLength(1)
    expect(rows[0].reason).toBe('unsubscribed')
    // Nothing but the hash and the reason: no column holds the address.
    expect(JSON.stringify(rows[0]).toLowerCase()).not.toContain(email.toLowerCase())
  })

  it('the newsletter endpoint answers success to a suppressed address and subscribes nothing until confirmed', async () => {
    const email = `${unique('suppressed')}@example.org`
    await suppress(payload, email, 'unsubscribed')
    const res = await postJson('/api/newsletter', { email: email.toUpperCase(), source: 'popup', privacyConsent: true })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ success: true })
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(0)
    // The person may come back, but only by confirming from their inbox (tests/int/newsletter-double-opt-in).
    expect(await isSuppressed(payload, email)).toBe(true)
  })

  it('CSV imports skip suppressed rows and say why', async () => {
    const gone = `${unique('gone')}@example.org`
    const fresh = `${unique('fresh')}@example.org`
    await suppress(payload, gone, 'erased')
    const subscribers = await (
      await csvUpload('/api/newsletter/upload-csv', `email,name\n${gone},Gone\n${fresh},Fresh\n`, cookie)
    ).json()
    expect(subscribers).toMatchObject({ count: 1, skipped: 1, errors: [{ row: 2, message: SUPPRESSED_ROW_MESSAGE }] })
    expect(SUPPRESSED_ROW_MESSAGE).toMatch(/suppression list/)
    const schools = await (
      await csvUpload('/api/schools/upload-csv', `name,email\nGone School,${gone}\n`, cookie)
    ).json()
    expect(schools).toMatchObject({ count: 0, skipped: 1, errors: [{ row: 2, message: SUPPRESSED_ROW_MESSAGE }] })
    expect(
      (await payload.count({ collection: 'newsletter-subscriptions', where: { email: { equals: gone } } })).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'schools', where: { email: { equals: gone } } })).totalDocs).toBe(0)
  })

  it('staff cannot add a suppressed address by hand either (400 naming email)', async () => {
    const email = `${unique('manual')}@example.org`
    await suppress(payload, email, 'unsubscribed')
    const user = (await payload.findByID({ collection: 'users', id: adminId })) as unknown as TypedUser
    for (const collection of ['schools', 'newsletter-subscriptions'] as const) {
      const res = await postJson(
        `/api/cms/${collection}`,
        { name: 'Manual Entry', email, source: 'csv-upload' },
        { cookie },
      )
      expect(res.status, collection).toBe(400)
      expect((await res.json()).errors[0].message).toContain('Email')
      // The field error itself (the production REST answer carries only the summary above; the edit view shows it).
      await expect(
        payload.create({
          collection,
          data: { name: 'Manual Entry', email, source: 'csv-upload' },
          overrideAccess: false,
          user,
        }),
      ).rejects.toMatchObject({
        data: { errors: [{ path: 'email', message: expect.stringContaining('suppression list') }] },
      })
    }
    // A different address is accepted, and a hand-entered subscriber gets a consent record naming the staff member.
    const other = `${unique('manual-ok')}@example.org`
    const ok = await postJson('/api/cms/newsletter-subscriptions', { email: other, source: 'csv-upload' }, { cookie })
    expect(ok.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'newsletter-subscriptions',
      depth: 0,
      where: { email: { equals: other } },
    })
    expect(docs[0].consent).toMatchObject({ form: 'staff-entry', recordedBy: adminId })
  })

  it('deleting a subscriber in the Dashboard suppresses the address and records the deletion', async () => {
    const email = `${unique('delete')}@example.org`
    await confirmedSignup(payload, { email, source: 'footer' })
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
    const before = await auditCount('delete', { targetCollection: 'newsletter-subscriptions' })
    const res = await api(`/api/newsletter/${docs[0].id}`, { method: 'DELETE', cookie })
    expect(res.status).toBe(200)
    expect(await isSuppressed(payload, email)).toBe(true)
    expect(await auditCount('delete', { targetCollection: 'newsletter-subscriptions' })).toBe(before + 1)
    // And a sign-up on the public form alone does not bring it back (only its confirmation would).
    await postJson('/api/newsletter', { email, source: 'footer' })
    expect(
      (await payload.count({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
  })
})

describe('audit trail', () => {
  it('gets exactly one entry per staff action, naming who, what and when', async () => {
    const email = `${unique('audited')}@example.org`
    await postJson('/api/contacts', enquiry(email, 'Audited Person'))
    const id = await contactIdOf(email)
    const byDoc = { targetCollection: 'contacts', subjectHash: suppressionHash(email) }
    for (const [method, path, action] of [
      ['PATCH', `/api/contacts/${id}/process`, 'process'],
      ['PUT', `/api/contacts/${id}/trash`, 'trash'],
      ['PUT', `/api/contacts/${id}/restore`, 'restore'],
    ] as const) {
      const started = Date.now()
      expect((await api(path, { method, cookie })).status).toBe(200)
      expect(await auditCount(action, byDoc)).toBe(1)
      const { docs } = await payload.find({
        collection: 'audit-events',
        depth: 0,
        where: { and: [{ action: { equals: action } }, { subjectHash: { equals: byDoc.subjectHash } }] },
      })
      expect(docs[0]).toMatchObject({ actor: adminId, actorEmail: inject('admin').email, documentIds: [id] })
      expect(new Date(docs[0].createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000)
      // The entry names the person by hash only.
      expect(JSON.stringify(docs[0])).not.toContain(email)
    }
    // Processing again is no new action: still one entry.
    await api(`/api/contacts/${id}/process`, { method: 'PATCH', cookie })
    expect(await auditCount('process', byDoc)).toBe(1)
    // A permanent delete in Payload's admin is recorded too.
    expect((await api(`/api/cms/contacts/${id}?trash=true`, { method: 'DELETE', cookie })).status).toBe(200)
    expect(await auditCount('delete', byDoc)).toBe(1)
  })

  it('records each CSV import with the file name, counts and the importing admin', async () => {
    const file = `${unique('audit-list')}.csv`
    const before = await auditCount('csv-import')
    await csvUpload('/api/newsletter/upload-csv', `email\n${unique('a')}@example.org\n`, cookie, file)
    await csvUpload('/api/schools/upload-csv', `name,email\nAudit School,${unique('s')}@example.org\n`, cookie, file)
    expect(await auditCount('csv-import')).toBe(before + 2)
    const { docs } = await payload.find({
      collection: 'audit-events',
      depth: 0,
      where: { summary: { contains: file } },
      sort: 'createdAt',
    })
    expect(docs.map((d) => d.targetCollection)).toEqual(['newsletter-subscriptions', 'schools'])
    expect(docs[0]).toMatchObject({ actor: adminId, details: { fileName: file, added: 1, skipped: 0 } })
  })

  it('staff can read it; nobody can create, edit or delete entries through the API', async () => {
    const { docs } = await payload.find({ collection: 'audit-events', limit: 1 })
    const id = docs[0].id
    expect((await api('/api/cms/audit-events', { cookie })).status).toBe(200)
    expect((await api('/api/cms/audit-events')).status).toBe(403)
    const write = (method: string, path: string) =>
      api(path, {
        method,
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ summary: 'forged', action: 'erase' }),
      })
    expect((await write('POST', '/api/cms/audit-events')).status).toBe(403)
    expect((await write('PATCH', `/api/cms/audit-events/${id}`)).status).toBe(403)
    expect((await api(`/api/cms/audit-events/${id}`, { method: 'DELETE', cookie })).status).toBe(403)
    expect((await api(`/api/cms/suppressions/${id}`, { method: 'DELETE', cookie })).status).toBe(403)
    const after = await payload.findByID({ collection: 'audit-events', id })
    expect(after.summary).toBe(docs[0].summary)
  })
})

describe('one person, one place: lookup, export, erase', () => {
  const email = `${unique('person')}@example.org`
  const name = unique('Zelda Quixote')

  beforeAll(async () => {
    // The same person as an enquirer (twice, one trashed), a subscriber (imported, name with a formula) and a school contact.
    await postJson('/api/contacts', enquiry(email, name))
    await postJson('/api/contacts', enquiry(email.toUpperCase(), name, { message: `Second enquiry from ${name}.` }))
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      sort: 'createdAt',
    })
    await api(`/api/contacts/${docs[0].id}/trash`, { method: 'PUT', cookie })
    await csvUpload(
      '/api/newsletter/upload-csv',
      `email,name,school\n${email},"=HYPERLINK(""x"")",${name} School\n`,
      cookie,
    )
    await csvUpload(
      '/api/schools/upload-csv',
      `name,email,contact_person,labels\n${name} Academy,${email},${name},vip;spain\n`,
      cookie,
    )
    // …and the recipient of a campaign (sent now: its delivery row is queued).
    const school = (await payload.find({ collection: 'schools', where: { email: { equals: email } } })).docs[0]!
    const campaign = await postJson(
      '/api/email-campaigns',
      {
        name: 'Privacy test',
        subject: 'Hello',
        htmlContent: '<p>Hello there</p>',
        recipients: [school.id],
        status: 'sending',
      },
      { cookie },
    )
    expect(campaign.status).toBe(201)
  })

  it('every privacy endpoint refuses a stranger (401)', async () => {
    for (const path of ['/api/privacy/lookup', '/api/privacy/export', '/api/privacy/erase']) {
      const res = await postJson(path, { email, confirm: true })
      expect(res.status, path).toBe(401)
    }
  })

  it('lookup shows every record of the address, trashed ones included', async () => {
    const res = await postJson('/api/privacy/lookup', { email: email.toUpperCase() }, { cookie })
    expect(res.status).toBe(200)
    const report = await res.json()
    const counts = Object.fromEntries(
      report.sources.map((s: { id: string; records: unknown[] }) => [s.id, s.records.length]),
    )
    expect(counts).toEqual({
      'enquiry-timeline': 0,
      proposals: 0,
      'trip-requests': 0,
      enquiries: 2,
      newsletter: 1,
      'newsletter-requests': 0,
      'campaign-deliveries': 1,
      schools: 1,
    })
    expect(report.suppression).toBeNull()
    expect(report.audit.map((a: { action: string }) => a.action)).toContain('trash')
    const bad = await postJson('/api/privacy/lookup', { email: 'not-an-email' }, { cookie })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0].field).toBe('email')
  })

  it('export contains every record, as JSON and as CSV with formula cells neutralised', async () => {
    const stored = {
      enquiries: (
        await payload.find({ collection: 'contacts', trash: true, where: { email: { equals: email } } })
      ).docs.map((d) => d.id),
      newsletter: (
        await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
      ).docs.map((d) => d.id),
      schools: (await payload.find({ collection: 'schools', where: { email: { equals: email } } })).docs.map(
        (d) => d.id,
      ),
      'campaign-deliveries': (
        await payload.find({ collection: 'email-deliveries', where: { email: { equals: email } } })
      ).docs.map((d) => d.id),
    }
    const before = await auditCount('export', { subjectHash: suppressionHash(email) })

    const jsonRes = await postJson('/api/privacy/export', { email, format: 'json' }, { cookie })
    expect(jsonRes.status).toBe(200)
    expect(jsonRes.headers.get('content-disposition')).toMatch(
      /attachment; filename="personal-data-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json"/,
    )
    expect(jsonRes.headers.get('content-disposition')).not.toContain(email)
    const doc = await jsonRes.json()
    for (const [source, ids] of Object.entries(stored)) {
      expect(doc.records[source].map((r: { id: number }) => r.id).sort(), source).toEqual([...ids].sort())
    }
    expect(doc.records.schools[0]).toMatchObject({ contactPerson: name, labels: ['vip', 'spain'] })
    expect(doc.records.newsletter[0].consent).toMatchObject({
      form: 'csv-import',
      importFile: 'list.csv',
      recordedBy: adminId,
    })
    expect(JSON.stringify(doc.records.enquiries)).toContain(`Second enquiry from ${name}.`)

    const csvRes = await postJson('/api/privacy/export', { email, format: 'csv' }, { cookie })
    expect(csvRes.headers.get('content-type')).toContain('text/csv')
    const text = await csvRes.text()
    const rows = Papa.parse<Record<string, string>>(text, { header: true }).data
    for (const [source, ids] of Object.entries(stored)) {
      const found = new Set(rows.filter((r) => r.section === source).map((r) => Number(r.record_id)))
      expect([...found].sort(), source).toEqual([...ids].map(Number).sort())
    }
    const formula = rows.find((r) => r.section === 'newsletter' && r.field === 'name')
    expect(formula?.value).toBe(`'=HYPERLINK("x")`)
    // Every field of every record is in the CSV: one line per field.
    expect(rows.some((r) => r.section === 'schools' && r.field === 'labels.1' && r.value === 'spain')).toBe(true)

    expect(await auditCount('export', { subjectHash: suppressionHash(email) })).toBe(before + 2)
  })

  /** Every text-like column of every table in the database that contains the text (information_schema). */
  async function tablesContaining(needle: string): Promise<string[]> {
    const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('character varying', 'text', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')`,
    )
    const hits: string[] = []
    for (const { table_name, column_name } of columns) {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`,
        [needle],
      )
      if (rows[0].n > 0) hits.push(`${table_name}.${column_name}`)
    }
    return hits.sort()
  }

  it('erase needs an explicit confirmation, then leaves nothing but the suppression hash', async () => {
    // The scan finds the person before the erasure (so it can fail), in every kind of table.
    expect(await tablesContaining(email)).toEqual(
      expect.arrayContaining(['contacts.email', 'newsletter_subscriptions.email', 'schools.email']),
    )
    expect(await tablesContaining(name)).toEqual(
      expect.arrayContaining(['contacts.name', 'schools.contact_person', 'schools.name']),
    )

    const unconfirmed = await postJson('/api/privacy/erase', { email }, { cookie })
    expect(unconfirmed.status).toBe(400)
    expect((await unconfirmed.json()).errors[0]).toEqual({
      field: 'confirm',
      message: en['validation.eraseConfirmRequired'],
    })
    expect(await tablesContaining(email)).not.toEqual([])

    const before = await auditCount('erase')
    const res = await postJson('/api/privacy/erase', { email, confirm: true }, { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      success: true,
      removed: {
        'enquiry-timeline': 0,
        proposals: 0,
        'trip-requests': 0,
        enquiries: 2,
        newsletter: 1,
        'newsletter-requests': 0,
        'campaign-deliveries': 1,
        schools: 1,
      },
      suppressed: true,
    })

    expect(await tablesContaining(email)).toEqual([])
    expect(await tablesContaining(name)).toEqual([])
    const hash = suppressionHash(email)
    expect(await tablesContaining(hash)).toEqual(['audit_events.subject_hash', 'suppressions.hash'])
    expect(await isSuppressed(payload, email)).toBe(true)
    expect(await auditCount('erase')).toBe(before + 1)

    // The lookup now shows only the suppression entry and the history (by hash).
    const report = await (await postJson('/api/privacy/lookup', { email }, { cookie })).json()
    expect(report.sources.every((s: { records: unknown[] }) => s.records.length === 0)).toBe(true)
    expect(report.suppression.reason).toBe('erased')
    expect(report.audit[0]).toMatchObject({ action: 'erase', actorEmail: inject('admin').email })

    // A sign-up alone does not bring the address back: it waits, unconfirmed, and stays suppressed.
    await postJson('/api/newsletter', { email, source: 'footer' })
    expect(await tablesContaining(email)).toEqual(['newsletter_signup_requests.email'])
    expect(await isSuppressed(payload, email)).toBe(true)
  })
})

describe('retention job', () => {
  const day = 24 * 60 * 60 * 1000
  const minute = 60 * 1000
  // A controlled clock: ten days ago (a run can look back, never ahead), on a whole minute.
  const asOf = new Date(Math.floor((Date.now() - 10 * day) / minute) * minute)
  const yearBefore = (d: Date) => {
    const x = new Date(d)
    x.setUTCFullYear(x.getUTCFullYear() - 1)
    return x
  }
  const at = (ms: number) => new Date(ms)

  async function contact(label: string, set: { lastContactAt?: Date; deletedAt?: Date | null; createdAt?: Date }) {
    const email = `${unique(label)}@example.org`
    await postJson('/api/contacts', enquiry(email, 'Retention Person'))
    const id = await contactIdOf(email)
    // Dated back, the enquiry would be overdue: marked as reminded, so that no later file's mail queue sends
    // staff a reminder about it in the middle of its own counts.
    await pool.query(
      `UPDATE contacts SET last_contact_at = COALESCE($2, last_contact_at), deleted_at = $3,
              created_at = COALESCE($4, created_at), reminder_sent_at = now() WHERE id = $1`,
      [id, set.lastContactAt ?? null, set.deletedAt ?? null, set.createdAt ?? null],
    )
    return id
  }

  async function auditEntry(createdAt: Date) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO audit_events (action, summary, created_at) VALUES ('export', 'retention test', $1) RETURNING id`,
      [createdAt],
    )
    return rows[0].id
  }

  const exists = async (table: string, id: number) =>
    (await pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount === 1

  it('removes exactly what is due at the given time, and records how many of each kind', async () => {
    const oneYear = yearBefore(asOf).getTime()
    const fiveYears = new Date(asOf)
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() - 5)

    const due = {
      enquiry: await contact('old', { lastContactAt: at(oneYear - minute) }),
      trashed: await contact('trashed-old', { deletedAt: at(asOf.getTime() - 30 * day - minute) }),
      audit: await auditEntry(at(fiveYears.getTime() - minute)),
    }
    const kept = {
      enquiry: await contact('recent', { lastContactAt: at(oneYear + minute) }),
      // Arrived more than a year ago, but staff dealt with it since: the last contact counts.
      processed: await contact('processed', {
        createdAt: at(oneYear - 30 * day),
        lastContactAt: at(asOf.getTime() - day),
      }),
      trashed: await contact('trashed-recent', { deletedAt: at(asOf.getTime() - 30 * day + minute) }),
      audit: await auditEntry(at(fiveYears.getTime() + minute)),
    }

    // Through Payload's job queue, exactly as the daily schedule runs it.
    const job = await payload.jobs.queue({
      task: 'privacy-retention',
      input: { asOf: asOf.toISOString() },
      queue: 'privacy',
    })
    await payload.jobs.runByID({ id: job.id })

    expect(await exists('contacts', due.enquiry)).toBe(false)
    expect(await exists('contacts', due.trashed)).toBe(false)
    expect(await exists('audit_events', due.audit)).toBe(false)
    for (const [kind, id] of Object.entries(kept)) {
      expect(await exists(kind === 'audit' ? 'audit_events' : 'contacts', id), kind).toBe(true)
    }

    const { docs } = await payload.find({
      collection: 'audit-events',
      depth: 0,
      where: { action: { equals: 'retention' } },
      sort: '-createdAt',
      limit: 1,
    })
    expect(docs[0]).toMatchObject({
      actor: null,
      details: {
        asOf: asOf.toISOString(),
        removed: { 'website-enquiries': 1, 'trashed-website-enquiries': 1, 'audit-events': 1 },
      },
    })
    // Every source reports its count, even when it removed nothing.
    const removed = (docs[0].details as { removed: Record<string, number> }).removed
    expect(Object.keys(removed).sort()).toEqual(retentionSources.map((s) => s.id).sort())
  })

  it('never runs ahead of the real clock, so nothing is deleted early', async () => {
    const recent = await contact('future', { lastContactAt: at(Date.now() - day) })
    const report = await runRetention(payload, new Date(Date.now() + 5 * 365 * day))
    expect(new Date(report.asOf).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await exists('contacts', recent)).toBe(true)
  })

  it('is registered as a daily scheduled Payload job', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'privacy-retention')
    // At 03:00 in Madrid: the hook sets the time zone (tests/int/retention-schedule.int.spec.ts).
    expect(task?.schedule).toEqual([
      { cron: '0 3 * * *', queue: 'privacy', hooks: { beforeSchedule: expect.any(Function) } },
    ])
    // The job runner (in the app, or `npm run jobs`) looks at the privacy queue, where the schedule puts the job.
    expect(TIMED_QUEUES.map(({ queue }) => queue)).toContain('privacy')
  })
})
