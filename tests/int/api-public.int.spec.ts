/**
 * POST /api/contacts on the built app (docs/product.md › Contact form): school and Erasmus+ enquiries stored with
 * their consent, the row and its mail jobs as Payload itself would write them, each bad field refused with its
 * message, bad bodies refused without a 5xx, the honeypot, and the enquiry budget per address.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PRIVACY_POLICY_VERSION } from '@/features/privacy/policy-version'
import { api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const school = {
  name: 'Lucía Gómez',
  email: 'Lucia.Gomez@IES-Example.es',
  organization: 'IES Cervantes',
  contactType: 'school',
  destination: 'krakow',
  message: 'We would like a 9-day trip for 40 students in April.',
  privacyConsent: true,
}
const erasmus = {
  name: 'Jan Nowak',
  email: 'jan@szkola.pl',
  organization: 'Szkoła Podstawowa 12',
  contactType: 'erasmus',
  programType: 'ka1',
  message: 'We need help with a KA122 job-shadowing mobility.',
  privacyConsent: true,
  locale: 'es',
}

describe('POST /api/contacts', () => {
  it('stores a school enquiry with consent time and answers 201', async () => {
    const res = await postJson('/api/contacts', school)
    expect(res.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { email: { equals: 'lucia.gomez@ies-example.es' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ contactType: 'school', destination: 'krakow', processed: false, locale: 'en' })
    expect(docs[0].consent?.at).toBeTruthy()
    expect(docs[0].consent).toMatchObject({
      form: 'school-enquiry',
      privacyVersion: expect.stringMatching(new RegExp(`^${PRIVACY_POLICY_VERSION}/`)),
    })
  })

  it('stores an Erasmus+ enquiry without destination, with its language', async () => {
    const res = await postJson('/api/contacts', erasmus)
    expect(res.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: 'jan@szkola.pl' } } })
    expect(docs[0]).toMatchObject({ contactType: 'erasmus', programType: 'ka1', locale: 'es' })
    expect(docs[0].destination ?? null).toBeNull()
  })

  // The endpoint writes its row and the mail job in SQL (src/features/enquiries/store-enquiry.ts): both must read back
  // exactly as Payload itself would have written them, so a field added to the collection is not missed.
  it('stores the same contact Payload would, with its mail job in the same statement', async () => {
    const email = 'same.row@ies-example.es'
    const res = await postJson('/api/contacts', { ...school, email, locale: 'es', page: '/es/contact' })
    expect(res.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    const stored = docs[0]!
    expect(stored).toMatchObject({
      locale: 'es',
      processed: false,
      consent: { form: 'school-enquiry', page: '/es/contact', locale: 'es' },
    })
    const { id, createdAt, updatedAt, lastContactAt, consent, ...fields } = stored
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      lastContactAt: madeLastContact,
      consent: madeConsent,
      ...made
    } = await payload.create({
      collection: 'contacts',
      overrideAccess: true,
      data: { ...fields, consent: { ...consent, at: new Date().toISOString() } } as typeof stored,
    })
    expect(fields).toEqual(made)
    expect(madeConsent).toEqual({ ...consent, at: madeConsent?.at })
    expect(Object.keys(stored).sort()).toEqual(
      Object.keys({ ...made, id, createdAt, updatedAt, lastContactAt, consent }).sort(),
    )
    for (const at of [createdAt, updatedAt, lastContactAt, consent?.at, madeLastContact]) {
      expect(Date.now() - new Date(at!).getTime()).toBeLessThan(60_000)
    }
    // Its two mails, a job each on the enquiry-mail queues (src/features/enquiries/jobs/enquiry-queues.ts), as payload.jobs.queue makes them.
    const { docs: queued } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { in: ['enquiry-notification', 'enquiry-auto-reply'] } },
      pagination: false,
    })
    const jobs = queued
      .filter((job) => (job.input as { contactId?: number }).contactId === id)
      .sort((a, b) => String(a.taskSlug).localeCompare(String(b.taskSlug)))
    const madeJob = await payload.jobs.queue({
      task: 'enquiry-notification',
      input: { contactId: id },
      queue: 'staff-mail',
    })
    await payload.delete({ collection: 'payload-jobs', id: madeJob.id })
    const jobFields = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: object & Record<string, unknown>) => rest
    expect(jobs.map((job) => jobFields({ ...job }))).toEqual([
      { ...jobFields({ ...madeJob }), taskSlug: 'enquiry-auto-reply', queue: 'enquiry-mail' },
      jobFields({ ...madeJob }),
    ])
    expect(jobs[0]).toMatchObject({ processing: false, hasError: false, totalTried: 0 })
  })

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['short name', { ...school, name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['bad email', { ...school, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['short message', { ...school, message: 'Hi' }, 'message', 'Message must be at least 10 characters'],
    [
      'no consent',
      { ...school, privacyConsent: false },
      'privacyConsent',
      'Please accept the privacy policy to continue.',
    ],
    [
      'short school name',
      { ...school, organization: 'X' },
      'organization',
      'School name must be at least 2 characters',
    ],
    ['no destination', { ...school, destination: undefined }, 'destination', 'Please select a destination'],
    ['unknown destination', { ...school, destination: 'atlantis' }, 'destination', 'Please select a destination'],
    [
      'short institution',
      { ...erasmus, organization: 'X' },
      'organization',
      'Institution name must be at least 2 characters',
    ],
    ['no program type', { ...erasmus, programType: undefined }, 'programType', 'Please select a program type'],
    ['unknown program type', { ...erasmus, programType: 'ka2' }, 'programType', 'Please select a program type'],
    [
      'unknown contact type',
      { ...school, contactType: 'tourist' },
      'contactType',
      'Contact type must be school or erasmus',
    ],
  ]
  it.each(cases)('refuses %s with 400 naming the field and its message', async (_, body, field, message) => {
    const res = await postJson('/api/contacts', body)
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors).toContainEqual({ field, message })
  })

  it('refuses malformed JSON, wrong types, unknown fields, huge bodies and invalid UTF-8 without a 5xx', async () => {
    const before = await payload.count({ collection: 'contacts', trash: true })
    const bad: Array<[BodyInit, number]> = [
      ['{"name": ', 400],
      ['[]', 400],
      ['null', 400],
      ['"text"', 400],
      [JSON.stringify({ ...school, name: 42 }), 400],
      [JSON.stringify({ ...school, processed: true }), 400],
      [JSON.stringify({ ...school, message: 'x'.repeat(70_000) }), 413],
      [JSON.stringify({ ...school, message: 'y'.repeat(6_000) }), 400],
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400],
      ['', 400],
    ]
    for (const [body, status] of bad) {
      const res = await api('/api/contacts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      expect(res.status, String(body).slice(0, 40)).toBe(status)
      const json = await res.json()
      expect(json.errors[0]).toHaveProperty('field')
    }
    expect(await payload.count({ collection: 'contacts', trash: true })).toEqual(before)
  })

  it('silently drops a bot that fills the honeypot', async () => {
    const res = await postJson('/api/contacts', {
      ...school,
      email: 'bot@spam.example',
      website: 'http://spam.example',
    })
    expect(res.status).toBe(201)
    const { totalDocs } = await payload.count({
      collection: 'contacts',
      where: { email: { equals: 'bot@spam.example' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('limits enquiries per IP: the 11th within 10 minutes is a 429 with Retry-After', async () => {
    const ip = `203.0.113.77-${Date.now()}`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await postJson('/api/contacts', { ...school, email: `rate${i}@limit.example` }, { ip })).status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    const limited = await postJson('/api/contacts', school, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
