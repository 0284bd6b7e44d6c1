/**
 * The public reads of the /api contract (docs/product.md › The /api contract) on the built app: blog posts and
 * featured testimonials in both languages, published posts only, and a JSON 404 for a path the API does not have.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

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

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await api('/api/does-not-exist')
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0].field).toBe('path')
  })
})
