/**
 * What staff do through the /api contract (docs/product.md › The /api contract), signed in, against the built app:
 * the enquiry lists, processing, trashing and restoring an enquiry, deleting a newsletter subscriber, and creating
 * an email campaign, each bad input refused naming its field.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { testPayload } from '../helpers/payload'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

describe('contacts', () => {
  async function enquiry(name: string, contactType: 'school' | 'erasmus') {
    return payload.create({
      collection: 'contacts',
      data: {
        name,
        email: `${name.toLowerCase()}@example.es`,
        organization: 'Colegio Test',
        contactType,
        ...(contactType === 'school' ? { destination: 'porto' as const } : { programType: 'teacher' as const }),
        message: 'A message long enough',
      },
    })
  }

  it('lists all, school, erasmus and trashed as plain arrays, newest first', async () => {
    const a = await enquiry('Alba', 'school')
    const b = await enquiry('Bruno', 'erasmus')
    const all = await (await api('/api/contacts', { cookie })).json()
    expect(Array.isArray(all)).toBe(true)
    expect(all.findIndex((c: { id: number }) => c.id === b.id)).toBeLessThan(
      all.findIndex((c: { id: number }) => c.id === a.id),
    )
    const school = await (await api('/api/contacts/school', { cookie })).json()
    const erasmus = await (await api('/api/contacts/erasmus', { cookie })).json()
    expect(school.every((c: { contactType: string }) => c.contactType === 'school')).toBe(true)
    expect(erasmus.every((c: { contactType: string }) => c.contactType === 'erasmus')).toBe(true)
    expect(school.some((c: { id: number }) => c.id === a.id)).toBe(true)
    expect(erasmus.some((c: { id: number }) => c.id === b.id)).toBe(true)
    for (const key of [
      'id',
      'name',
      'email',
      'organization',
      'destination',
      'programType',
      'contactType',
      'message',
      'createdAt',
      'processed',
    ]) {
      expect(all[0]).toHaveProperty(key)
    }
  })

  it('processes, trashes and restores, keeping every field', async () => {
    const c = await enquiry('Carmen', 'school')
    const processed = await api(`/api/contacts/${c.id}/process`, { method: 'PATCH', cookie })
    expect(processed.status).toBe(200)
    expect((await processed.json()).processed).toBe(true)

    expect((await api(`/api/contacts/${c.id}/trash`, { method: 'PUT', cookie })).status).toBe(200)
    const live = await (await api('/api/contacts', { cookie })).json()
    expect(live.some((x: { id: number }) => x.id === c.id)).toBe(false)
    const trashed = await (await api('/api/contacts/trashed/all', { cookie })).json()
    expect(trashed.map((x: { id: number }) => x.id)).toContain(c.id)
    expect(trashed.every((x: { deletedAt: string | null }) => x.deletedAt)).toBe(true)
    // Already in the trash: trashing again is a 404, processing too.
    expect((await api(`/api/contacts/${c.id}/trash`, { method: 'PUT', cookie })).status).toBe(404)

    const restored = await api(`/api/contacts/${c.id}/restore`, { method: 'PUT', cookie })
    expect(restored.status).toBe(200)
    const back = await restored.json()
    expect(back).toMatchObject({ processed: true, destination: 'porto', name: 'Carmen', deletedAt: null })
    expect((await api(`/api/contacts/${c.id}/restore`, { method: 'PUT', cookie })).status).toBe(404)
  })

  it.each([
    ['/api/contacts/999999/process', 'PATCH', 404],
    ['/api/contacts/abc/process', 'PATCH', 400],
    ['/api/contacts/-1/trash', 'PUT', 400],
    ['/api/contacts/1.5/restore', 'PUT', 400],
    ['/api/newsletter/abc', 'DELETE', 400],
    ['/api/newsletter/999999', 'DELETE', 404],
  ])('%s (%s) answers %i', async (path, method, status) => {
    expect((await api(path, { method, cookie })).status).toBe(status)
  })
})

describe('newsletter subscribers', () => {
  it('lists and deletes a subscriber', async () => {
    await confirmedSignup(payload, {
      email: 'delete.me@school.eu',
      source: 'newsletter-section',
      privacyConsent: true,
    })
    const list = await (await api('/api/newsletter', { cookie })).json()
    const sub = list.find((s: { email: string }) => s.email === 'delete.me@school.eu')
    expect(sub).toMatchObject({ source: 'newsletter-section' })
    const del = await api(`/api/newsletter/${sub.id}`, { method: 'DELETE', cookie })
    expect(del.status).toBe(200)
    expect(await del.json()).toEqual({ success: true, id: sub.id })
    const after = await (await api('/api/newsletter', { cookie })).json()
    expect(after.some((s: { id: number }) => s.id === sub.id)).toBe(false)
  })
})

describe('email campaigns', () => {
  it('creates a draft by default, keeps recipients, and lists it', async () => {
    const school = await payload.create({
      collection: 'schools',
      data: { name: 'Escola Porto', email: 'info@escola-porto.pt', country: 'Portugal' },
    })
    const res = await postJson(
      '/api/email-campaigns',
      {
        name: 'Spring 2026',
        subject: 'Trips for -schoolName-',
        htmlContent: '<p>Dear -contactPerson-, hello!</p>',
        recipients: [school.id],
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const created = await res.json()
    expect(created).toMatchObject({ status: 'draft', totalRecipients: 0, recipients: [school.id] })
    const list = await (await api('/api/email-campaigns', { cookie })).json()
    expect(list[0].id).toBe(created.id)
  })

  it.each([
    [{ subject: 'S', htmlContent: '<p>long enough</p>' }, 'name', 'Campaign name is required'],
    [{ name: 'N', htmlContent: '<p>long enough</p>' }, 'subject', 'Subject line is required'],
    [{ name: 'N', subject: 'S', htmlContent: '<p>' }, 'htmlContent', 'Email content must be at least 10 characters'],
    [
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', status: 'archived' },
      'status',
      'Status must be one of draft, scheduled, sending, sent, cancelled',
    ],
    [
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', scheduledAt: 'tomorrow' },
      'scheduledAt',
      'Please enter a valid date and time',
    ],
  ])('refuses %j', async (body, field, message) => {
    const res = await postJson('/api/email-campaigns', body, { cookie })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toContainEqual({ field, message })
  })

  it('refuses recipients that do not exist', async () => {
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', recipients: [987654] },
      { cookie },
    )
    expect(res.status).toBe(400)
  })
})
