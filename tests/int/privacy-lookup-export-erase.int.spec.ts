/**
 * A person's data in one place (docs/staff.md › Privacy operations; docs/product.md › The /api contract,
 * /api/privacy): one address stored as an enquirer, a subscriber, a school contact and a campaign recipient is found
 * by the lookup, exported whole as JSON and CSV, and erased down to the suppression hash. Over real HTTP against the
 * built app.
 */
import Papa from 'papaparse'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import en from '@i18n/en.json'
import { isSuppressed, suppressionHash } from '@/features/privacy/suppression'
import { cookie, payload, pool } from '../helpers/admin-session'
import { api, csvUpload, postJson } from '../helpers/http'
import { adminId, auditCount, enquiry, privacyFixture, unique } from '../helpers/privacy-fixture'

privacyFixture()

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
