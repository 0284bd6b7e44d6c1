/**
 * The suppression list (docs/staff.md › Privacy operations): a keyed hash of each address that unsubscribed or was
 * erased, and every way back in that refuses such an address (the newsletter form, CSV imports, staff by hand), while
 * deleting a subscriber puts the address on it. Over real HTTP against the built app.
 */
import { createHash } from 'node:crypto'

import type { TypedUser } from 'payload'
import { describe, expect, it } from 'vitest'

import { SUPPRESSED_ROW_MESSAGE } from '@/platform/csv/import'
import { isSuppressed, suppress, suppressionHash } from '@/features/privacy/suppression'
import { cookie, payload, pool } from '../helpers/admin-session'
import { api, csvUpload, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { adminId, auditCount, privacyFixture, unique } from '../helpers/privacy-fixture'

privacyFixture()

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
