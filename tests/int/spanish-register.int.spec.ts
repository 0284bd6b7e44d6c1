/**
 * A database seeded before the Spanish seed moved to usted: the migration gives its pages, posts and destinations
 * today's wording wherever a Spanish text is still exactly the old seeded one, in the published rows and in the
 * version the admin edits, and leaves alone what an editor changed and every English text.
 */
import { randomUUID } from 'node:crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up } from '@/migrations/20261127_071000_spanish_usted_register'
import rewrites from '@/migrations/texts/20261127_071000_spanish_usted_register.json'
import { publishDestination } from '@/seed/catalogue'
import { blogPosts } from '@/seed/data/blog-posts'
import { destinations } from '@/seed/data/destinations'
import { pageSeeds } from '@/seed/data/pages'
import { publishPageSeed } from '@/seed/pages'

import { testPayload } from '../helpers/payload'

let payload: Payload
const made: Array<{ collection: 'blog-posts' | 'destinations'; id: number }> = []

/** The wording the seed had before, of one of today's texts. */
const before = (today: string | null | undefined): string => {
  const found = rewrites.find((r) => r.after === today)
  if (!found) throw new Error(`No earlier wording of "${today}"`)
  return found.before
}
const migrate = () => up({ db: payload.db.drizzle, payload, req: {} } as unknown as MigrateUpArgs)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  if (!payload) return
  for (const { collection, id } of made) await payload.delete({ collection, id })
  // The pages this file changed get their seed back, as the worker's other files expect.
  for (const slug of ['page-erasmus', 'page-home'] as const) await publishPageSeed(payload, slug)
})

describe('the migration to the usted register', { timeout: 120_000 }, () => {
  it('leaves every text the same where there is nothing to change', async () => {
    const read = () =>
      payload.findGlobal({ slug: 'page-erasmus', locale: 'es', depth: 0, fallbackLocale: false, draft: true })
    const start = await read()
    await migrate()
    expect(await read()).toEqual(start)
  })

  it('rewrites the old seeded texts of a page, published and latest version, and keeps an editor’s', async () => {
    const today = pageSeeds['page-erasmus'].es
    const editorsTitle = `${before(today.cta.title)} (revisado)`
    const page = await payload.findGlobal({ slug: 'page-erasmus', locale: 'es', depth: 0, fallbackLocale: false })
    await payload.updateGlobal({
      slug: 'page-erasmus',
      locale: 'es',
      depth: 0,
      data: {
        hero: { ...page.hero, cta: before(today.hero.cta) },
        cta: { ...page.cta, title: editorsTitle, text: before(today.cta.text) },
        _status: 'published',
      },
    })
    const home = await payload.findGlobal({ slug: 'page-home', locale: 'es', depth: 0, fallbackLocale: false })
    const cards = (home.services.cards ?? []).map((card, i) =>
      i === 2 ? { ...card, text: before(pageSeeds['page-home'].es.services.cards?.[2]?.text) } : card,
    )
    await payload.updateGlobal({
      slug: 'page-home',
      locale: 'es',
      depth: 0,
      data: { services: { ...home.services, cards }, _status: 'published' },
    })
    const english = await payload.findGlobal({ slug: 'page-erasmus', locale: 'en', depth: 0, fallbackLocale: false })

    await migrate()

    for (const draft of [false, true]) {
      const read = { locale: 'es' as const, depth: 0, fallbackLocale: false as const, draft }
      const erasmus = await payload.findGlobal({ slug: 'page-erasmus', ...read })
      expect([erasmus.hero.cta, erasmus.cta.text, erasmus.cta.title], `draft: ${draft}`).toEqual([
        today.hero.cta,
        today.cta.text,
        editorsTitle,
      ])
      const { services } = await payload.findGlobal({ slug: 'page-home', ...read })
      expect(services.cards?.[2]?.text).toBe(pageSeeds['page-home'].es.services.cards?.[2]?.text)
    }
    const englishAfter = await payload.findGlobal({
      slug: 'page-erasmus',
      locale: 'en',
      depth: 0,
      fallbackLocale: false,
    })
    expect(englishAfter).toEqual(english)
  })

  it('rewrites the old paragraphs of a post’s rich text one by one, and keeps the one an editor changed', async () => {
    const post = blogPosts.find((p) => p.slug === 'phone-safety-erasmus-trips-madrid')!
    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const richText = (paragraphs: string[]) =>
      convertMarkdownToLexical({ editorConfig, markdown: paragraphs.join('\n\n') })
    const edited = `${before(post.es.body[2]!)} Un añadido de la redacción.`
    const old = post.es.body.map((p, i) => (i === 2 ? edited : (rewrites.find((r) => r.after === p)?.before ?? p)))
    expect(old.filter((p, i) => p !== post.es.body[i]).length, 'paragraphs with an earlier wording').toBe(5)

    const created = await payload.create({
      collection: 'blog-posts',
      locale: 'en',
      data: {
        ...post.en,
        slug: `usted-${randomUUID().slice(0, 8)}`,
        category: post.category,
        content: richText(post.en.body),
        _status: 'published',
      },
    })
    made.push({ collection: 'blog-posts', id: created.id })
    await payload.update({
      collection: 'blog-posts',
      id: created.id,
      locale: 'es',
      data: { title: post.es.title, excerpt: post.es.excerpt, content: richText(old), _status: 'published' },
    })

    await migrate()

    const es = await payload.findByID({ collection: 'blog-posts', id: created.id, locale: 'es', depth: 0, draft: true })
    expect(es.content).toEqual(richText(post.es.body.map((p, i) => (i === 2 ? edited : p))))
    const en = await payload.findByID({ collection: 'blog-posts', id: created.id, locale: 'en', depth: 0 })
    expect(en.content).toEqual(richText(post.en.body))
  })

  it('rewrites a destination’s old description', async () => {
    const camino = destinations.find((d) => d.code === 'camino')!
    const description = { ...camino.description!, es: before(camino.description!.es) }
    const code = `usted${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z0-9]/g, 'x')}`
    const id = await publishDestination(payload, { ...camino, code, description })
    made.push({ collection: 'destinations', id })

    await migrate()

    const es = await payload.findByID({ collection: 'destinations', id, locale: 'es', depth: 0, draft: true })
    expect(es.description).toBe(camino.description!.es)
  })
})
