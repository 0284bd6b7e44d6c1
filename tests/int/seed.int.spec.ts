import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { richTextToPlainText } from '@/platform/rich-text'
import { seed } from '@/seed/seed'

import { testPayload } from '../helpers/payload'

const slugs = [
  'travel-education-career-growth',
  'how-tourism-affects-student-accommodation',
  'challenging-roommate-situation',
  'erasmus-experience-challenges',
  'student-visa-spain-non-eu-guide',
  'cultural-immersion-beyond-tourism',
  'phone-safety-erasmus-trips-madrid',
  'importance-early-planning-erasmus',
  'madrid-short-term-accommodation-guide',
  'guide-families-sending-kids-study-abroad-spain',
  'erasmus-ka1-mobility-programs',
  'considering-internship-madrid-erasmus-spring-2024',
  'value-educational-travel-opportunities',
]

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed content (loaded on first start)', () => {
  it('has the 13 seeded posts, published, with real paragraphs in both languages', async () => {
    for (const slug of slugs) {
      const [en, es] = await Promise.all(
        (['en', 'es'] as const).map(async (locale) => {
          const { docs } = await payload.find({
            collection: 'blog-posts',
            locale,
            where: { slug: { equals: slug } },
            fallbackLocale: false,
          })
          expect(docs, `${slug} (${locale})`).toHaveLength(1)
          return docs[0]
        }),
      )
      expect(en._status).toBe('published')
      expect(es.title).toBeTruthy()
      expect(es.title).not.toBe(en.title)
      expect(es.excerpt).not.toBe(en.excerpt)
      for (const post of [en, es]) {
        const paragraphs = richTextToPlainText(post.content)
          .split(/\n+/)
          .filter((p) => p.trim().length > 0)
        expect(paragraphs.length, `${slug} paragraphs`).toBeGreaterThanOrEqual(4)
      }
    }
  })

  it('has at least three testimonials per category in both languages', async () => {
    for (const category of ['school', 'erasmus']) {
      const [en, es] = await Promise.all(
        (['en', 'es'] as const).map((locale) =>
          payload.find({ collection: 'testimonials', locale, where: { category: { equals: category } }, sort: 'name' }),
        ),
      )
      expect(en.totalDocs).toBeGreaterThanOrEqual(3)
      en.docs.forEach((t, i) => expect(es.docs[i].content).not.toBe(t.content))
    }
  })

  it('running the seed again changes nothing', async () => {
    const before = await Promise.all([
      payload.count({ collection: 'blog-posts' }),
      payload.count({ collection: 'testimonials' }),
    ])
    await seed(payload)
    const after = await Promise.all([
      payload.count({ collection: 'blog-posts' }),
      payload.count({ collection: 'testimonials' }),
    ])
    expect(after).toEqual(before)
  })

  it('creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in', async () => {
    const result = await payload.login({ collection: 'users', data: inject('admin') })
    expect(result.token).toBeTruthy()
    expect(result.user?.role).toBe('admin')
  })
})
