/**
 * The audit trail (docs/staff.md › Privacy operations › Audit trail): one entry per staff action on personal data,
 * naming who, what and when (the person by hash only), CSV imports included; staff read it, nobody writes, edits or
 * deletes an entry through the API. Over real HTTP against the built app.
 */
import { describe, expect, inject, it } from 'vitest'

import { suppressionHash } from '@/features/privacy/suppression'
import { cookie, payload } from '../helpers/admin-session'
import { api, csvUpload, postJson } from '../helpers/http'
import { adminId, auditCount, contactIdOf, enquiry, privacyFixture, unique } from '../helpers/privacy-fixture'

privacyFixture()

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
