import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const uniq = () => Math.random().toString(36).slice(2, 8)

describe('required fields', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    [
      'contacts',
      'name',
      { email: 'a@b.es', organization: 'IES Prado', contactType: 'school', message: 'Hello there!' },
    ],
    ['contacts', 'contactType', { name: 'Ana', email: 'a@b.es', organization: 'IES Prado', message: 'Hello there!' }],
    ['newsletter-subscriptions', 'email', { source: 'popup' }],
    ['newsletter-subscriptions', 'source', { email: `x${uniq()}@b.es` }],
    ['schools', 'name', { email: `s${uniq()}@b.es` }],
    ['schools', 'email', { name: 'Colegio Sol' }],
    ['email-campaigns', 'subject', { name: 'Spring', htmlContent: '<p>Hello schools</p>' }],
    ['email-campaigns', 'htmlContent', { name: 'Spring', subject: 'Hi' }],
    ['testimonials', 'content', { name: 'Ana', role: 'Teacher', rating: 5, category: 'school' }],
    // The slug is made from the title: without either there is none.
    ['blog-posts', 'slug', { excerpt: 'E', category: 'safety', content: null }],
  ]
  it.each(cases)('%s refuses a document without %s', async (collection, field, data) => {
    await expect(payload.create({ collection: collection as never, data: data as never })).rejects.toMatchObject({
      data: { errors: expect.arrayContaining([expect.objectContaining({ path: field })]) },
    })
  })

  it('rejects a rating that is not a whole number from 1 to 5', async () => {
    for (const rating of [0, 6, 3.5]) {
      await expect(
        payload.create({
          collection: 'testimonials',
          data: { name: 'R', role: 'Teacher', content: 'Great', rating, category: 'school' },
        }),
      ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'rating' })] } })
    }
  })
})

describe('emails are lower-cased and unique', () => {
  it('keeps one subscriber per address, whatever the case', async () => {
    const email = `Maria.${uniq()}@Example.ES`
    const doc = await payload.create({ collection: 'newsletter-subscriptions', data: { email, source: 'footer' } })
    expect(doc.email).toBe(email.toLowerCase())
    await expect(
      payload.create({ collection: 'newsletter-subscriptions', data: { email: email.toUpperCase(), source: 'popup' } }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'email' })] } })
  })

  it('keeps one school per address', async () => {
    const email = `info.${uniq()}@colegio.es`
    await payload.create({ collection: 'schools', data: { name: 'Colegio A', email, labels: ['madrid', 'ka1'] } })
    await expect(
      payload.create({ collection: 'schools', data: { name: 'Colegio B', email: ` ${email.toUpperCase()} ` } }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'email' })] } })
  })

  it('refuses a second post with the same slug', async () => {
    await expect(
      payload.create({
        collection: 'blog-posts',
        data: {
          title: 'Copy',
          excerpt: 'Copy',
          category: 'safety',
          slug: 'erasmus-ka1-mobility-programs',
          content: await richText('A paragraph of text.'),
        },
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'slug' })] } })
  })
})

describe('defaults and shapes', () => {
  it('a new campaign is a draft with no recipients counted, and keeps its recipients', async () => {
    const school = await payload.create({
      collection: 'schools',
      data: { name: 'Liceo Bari', email: `l${uniq()}@bari.it` },
    })
    const campaign = await payload.create({
      collection: 'email-campaigns',
      // No status given: the collection's default applies.
      data: {
        name: 'Autumn',
        subject: 'Trips',
        htmlContent: '<p>Dear -contactPerson-</p>',
        recipients: [school.id],
      } as never,
      depth: 0,
    })
    expect(campaign.status).toBe('draft')
    expect(campaign.totalRecipients).toBe(0)
    expect(campaign.recipients).toEqual([school.id])
  })

  it('a new enquiry is not processed, and trash is a soft delete that can be undone', async () => {
    const contact = await payload.create({
      collection: 'contacts',
      data: {
        name: 'Ana',
        email: 'ANA@IES.ES',
        organization: 'IES Prado',
        contactType: 'erasmus',
        programType: 'ka1',
        message: 'We would like KA1 help',
      },
    })
    expect(contact.processed).toBe(false)
    expect(contact.email).toBe('ana@ies.es')
    await payload.update({ collection: 'contacts', id: contact.id, data: { deletedAt: new Date().toISOString() } })
    const live = await payload.find({ collection: 'contacts', where: { id: { equals: contact.id } } })
    expect(live.totalDocs).toBe(0)
    const trashed = await payload.find({ collection: 'contacts', trash: true, where: { id: { equals: contact.id } } })
    expect(trashed.docs[0]?.deletedAt).toBeTruthy()
    await payload.update({ collection: 'contacts', id: contact.id, trash: true, data: { deletedAt: null } })
    const back = await payload.findByID({ collection: 'contacts', id: contact.id })
    expect(back.deletedAt).toBeFalsy()
    expect(back.programType).toBe('ka1')
  })
})

describe('localization', () => {
  it('stores English and Spanish separately and falls back to English', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      locale: 'en',
      data: {
        title: 'Packing list',
        excerpt: 'What to bring',
        category: 'travel-guide',
        slug: `packing-${uniq()}`,
        _status: 'published',
        content: await richText('A paragraph of text.'),
      },
    })
    const fallback = await payload.findByID({ collection: 'blog-posts', id: post.id, locale: 'es' })
    expect(fallback.title).toBe('Packing list')
    expect(fallback.excerpt).toBe('What to bring')
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'es',
      data: { title: 'Qué llevar en la maleta', excerpt: 'Lo imprescindible', content: await richText('Un párrafo.') },
    })
    const [en, es] = await Promise.all(
      (['en', 'es'] as const).map((locale) => payload.findByID({ collection: 'blog-posts', id: post.id, locale })),
    )
    expect(en.title).toBe('Packing list')
    expect(en.excerpt).toBe('What to bring')
    expect(es.title).toBe('Qué llevar en la maleta')
    expect(es.excerpt).toBe('Lo imprescindible')
  })
})

describe('access for visitors', () => {
  it.each(['contacts', 'newsletter-subscriptions', 'schools', 'email-campaigns', 'users'])(
    'a visitor cannot read %s',
    async (collection) => {
      await expect(payload.find({ collection: collection as never, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
    },
  )

  it.each(['contacts', 'newsletter-subscriptions', 'schools'])('a visitor cannot create in %s', async (collection) => {
    await expect(
      payload.create({
        collection: collection as never,
        overrideAccess: false,
        data: {
          name: 'X',
          email: `v${uniq()}@x.es`,
          source: 'popup',
          organization: 'X',
          contactType: 'school',
          message: 'xxxxxxxxxx',
        } as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('a visitor reads published posts only, and testimonials', async () => {
    const draft = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Draft',
        excerpt: 'Not yet',
        category: 'safety',
        slug: `draft-${uniq()}`,
        _status: 'draft',
        content: await richText('A paragraph of text.'),
      },
    })
    const visible = await payload.find({ collection: 'blog-posts', overrideAccess: false, pagination: false })
    expect(visible.docs.length).toBeGreaterThan(0)
    expect(visible.docs.every((p) => p._status === 'published')).toBe(true)
    expect(visible.docs.some((p) => p.id === draft.id)).toBe(false)
    const testimonials = await payload.find({ collection: 'testimonials', overrideAccess: false })
    expect(testimonials.totalDocs).toBeGreaterThan(0)
  })

  it('a signed-in admin reads everything: enquiries, subscribers, schools and drafts', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
    const user = { ...docs[0]!, collection: 'users' as const }
    const email = `admin-reads-${uniq()}@x.es`
    const contact = await payload.create({
      collection: 'contacts',
      data: { name: 'Reader', email, organization: 'X', contactType: 'school', message: 'xxxxxxxxxx' },
    })
    const subscription = await payload.create({
      collection: 'newsletter-subscriptions',
      data: { email, source: 'popup', consent: { at: new Date().toISOString(), form: 'newsletter-popup' } },
    })
    const school = await payload.create({ collection: 'schools', data: { name: 'Reader School', email } })
    const draft = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Admin draft',
        excerpt: 'Not yet',
        category: 'safety',
        slug: `admin-draft-${uniq()}`,
        _status: 'draft',
        content: await richText('A paragraph of text.'),
      },
    })
    const asAdmin = { overrideAccess: false, user, depth: 0 } as const
    const reads = await Promise.all([
      payload.findByID({ collection: 'contacts', id: contact.id, ...asAdmin }),
      payload.findByID({ collection: 'newsletter-subscriptions', id: subscription.id, ...asAdmin }),
      payload.findByID({ collection: 'schools', id: school.id, ...asAdmin }),
      payload.findByID({ collection: 'blog-posts', id: draft.id, ...asAdmin }),
    ])
    expect(reads.map((doc) => doc.id)).toEqual([contact.id, subscription.id, school.id, draft.id])
    // The same reads without a user are refused or filtered, so the admin's success is the access rule at work.
    await expect(
      payload.findByID({ collection: 'contacts', id: contact.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

afterAll(async () => {
  // Payload keeps one instance per process; the run's database is dropped by the global setup.
})
