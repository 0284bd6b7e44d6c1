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

describe('GET /api/blog and /api/blog/{slug}', () => {
  it('lists published posts newest first with the fields of the /api contract, in both languages', async () => {
    const [en, es] = await Promise.all(['en', 'es'].map(async (l) => (await api(`/api/blog?locale=${l}`)).json()))
    expect(Array.isArray(en)).toBe(true)
    expect(en.length).toBeGreaterThanOrEqual(13)
    const dates = en.map((p: { createdAt: string }) => p.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const key of ['id', 'slug', 'title', 'excerpt', 'content', 'category', 'imageUrl', 'createdAt']) {
      expect(en[0]).toHaveProperty(key)
    }
    const careerEn = en.find((p: { slug: string }) => p.slug === 'travel-education-career-growth')
    const careerEs = es.find((p: { slug: string }) => p.slug === 'travel-education-career-growth')
    expect(careerEn.category).toBe('Career Growth')
    expect(careerEs.category).toBe('Desarrollo de Carrera')
    expect(careerEs.title).not.toBe(careerEn.title)
    expect(careerEn.content).toContain('\n')
    expect(careerEn.content).not.toContain('"root"')
  })

  it('defaults to English and refuses an unknown locale', async () => {
    const [plain, en] = await Promise.all([api('/api/blog'), api('/api/blog?locale=en')])
    expect(await plain.json()).toEqual(await en.json())
    const fr = await api('/api/blog?locale=fr')
    expect(fr.status).toBe(400)
    expect(await fr.json()).toEqual({ errors: [{ field: 'locale', message: 'locale must be en or es' }] })
  })

  it('answers one post by slug, 404 for unknown or malformed slugs', async () => {
    const res = await api('/api/blog/erasmus-ka1-mobility-programs?locale=es')
    expect(res.status).toBe(200)
    const post = await res.json()
    expect(post.slug).toBe('erasmus-ka1-mobility-programs')
    expect(post.category).toBe('Erasmus+')
    for (const slug of ['no-such-post', '..%2F..%2Fetc%2Fpasswd', 'DROP%20TABLE', 'a'.repeat(300)]) {
      expect((await api(`/api/blog/${slug}`)).status, slug).toBe(404)
    }
  })

  it('never shows unpublished posts', async () => {
    const draft = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Hidden',
        excerpt: 'x',
        category: 'safety',
        slug: 'hidden-draft-post',
        _status: 'draft',
        content: (await payload.findByID({ collection: 'blog-posts', id: 1 })).content,
      },
    })
    expect((await api('/api/blog/hidden-draft-post')).status).toBe(404)
    const list = await (await api('/api/blog')).json()
    expect(list.some((p: { id: number }) => p.id === draft.id)).toBe(false)
  })
})

describe('GET /api/testimonials/featured/all', () => {
  it('returns testimonials of both categories with localized text', async () => {
    const [en, es] = await Promise.all(
      ['en', 'es'].map(async (l) => (await api(`/api/testimonials/featured/all?locale=${l}`)).json()),
    )
    expect(en.filter((t: { category: string }) => t.category === 'school').length).toBeGreaterThanOrEqual(3)
    expect(en.filter((t: { category: string }) => t.category === 'erasmus').length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(en[0]).sort()).toEqual(['category', 'content', 'id', 'imageUrl', 'name', 'rating', 'role'])
    expect(Number.isInteger(en[0].rating)).toBe(true)
    expect(es[0].content).not.toBe(en[0].content)
  })
})

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

describe('POST /api/newsletter', () => {
  it('records one sign-up request per address whatever its case, subscribes nobody yet, and answers success both times', async () => {
    const first = await postJson('/api/newsletter', {
      email: 'Teacher@School.EU',
      source: 'popup',
      privacyConsent: true,
    })
    expect(first.status).toBe(201)
    const again = await postJson('/api/newsletter', { email: 'teacher@school.eu ', source: 'footer' })
    expect(again.ok).toBe(true)
    // Double opt-in: a subscription only once the link in the confirmation mail is confirmed
    // (tests/int/newsletter-double-opt-in.int.spec.ts).
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscriptions',
          where: { email: { equals: 'teacher@school.eu' } },
        })
      ).totalDocs,
    ).toBe(0)
    const { docs } = await payload.find({
      collection: 'newsletter-signup-requests',
      where: { email: { equals: 'teacher@school.eu' } },
    })
    expect(docs).toHaveLength(1)
    // The second sign-up came within the day of the first mail: it changes nothing and mails nobody.
    expect(docs[0].source).toBe('popup')
    expect(docs[0].consent).toMatchObject({
      form: 'newsletter-popup',
      at: expect.any(String),
      privacyVersion: expect.stringMatching(new RegExp(`^${PRIVACY_POLICY_VERSION}/`)),
    })
  })

  it('keeps one request and queues one confirmation mail when the same address signs up concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postJson('/api/newsletter', { email: 'race@school.eu', source: 'footer' })),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const { docs } = await payload.find({
      collection: 'newsletter-signup-requests',
      where: { email: { equals: 'race@school.eu' } },
    })
    expect(docs).toHaveLength(1)
    const { rows } = await payload.db.pool.query(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'newsletter-confirmation' AND input->>'requestId' = $1`,
      [String(docs[0]!.id)],
    )
    expect(rows[0].n).toBe(1)
  })

  it.each([
    [{ source: 'popup' }, 'email', 'Please enter your email address'],
    [{ email: '', source: 'popup' }, 'email', 'Please enter your email address'],
    [{ email: 'nope', source: 'footer' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.es', source: 'csv-upload' }, 'source', 'Source must be popup, footer or newsletter-section'],
    [{ email: 'a@b.es' }, 'source', 'Source must be popup, footer or newsletter-section'],
    [{ email: 'a@b.es', source: 'popup', privacyConsent: true, admin: true }, 'admin', 'Unrecognized key: "admin"'],
    [{ email: 'a@b.es', source: 'popup' }, 'privacyConsent', 'Please accept our privacy policy to subscribe'],
    [
      { email: 'a@b.es', source: 'newsletter-section', privacyConsent: false },
      'privacyConsent',
      'Please accept our privacy policy to subscribe',
    ],
  ])('refuses %j', async (body, field, message) => {
    const res = await postJson('/api/newsletter', body)
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toContainEqual({ field, message })
  })
})

describe('newsletter honeypot', () => {
  it('answers success to a bot and stores nothing', async () => {
    const res = await postJson('/api/newsletter', { email: 'bot@newsletter.example', source: 'footer', website: 'x' })
    expect(res.status).toBe(201)
    for (const collection of ['newsletter-subscriptions', 'newsletter-signup-requests'] as const) {
      const where = { email: { equals: 'bot@newsletter.example' } }
      expect((await payload.count({ collection, where })).totalDocs, collection).toBe(0)
    }
  })
})

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await api('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0].field).toBe('path')
  })
})
