/**
 * The site's pages as page globals (docs/editing.md › What you can change): today's content in both languages after
 * the set-up step, only the published version for visitors (docs/editing.md › Drafts and publishing), the English
 * text where a Spanish one is left empty (› Two languages side by side), a scheduled publication done by the job
 * runner at its time (› Scheduling), and no edits without a signed-in editor.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { pageGlobals } from '@/features/content/globals/pages'
import { type PageSlug, readPage } from '@/features/content/pages'
import { pageSeeds } from '@/seed/data/pages'
import { publishMissingPages, publishPageSeed } from '@/seed/pages'

import { api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { pageHtml, pagesPutBackAfterEach } from '../helpers/published-pages'
import { workerDatabaseUri } from '../helpers/worker'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const touched = pagesPutBackAfterEach()

const slugs = Object.keys(pageSeeds) as PageSlug[]

describe('page globals', () => {
  it('lists each page global with the route it renders', () => {
    expect(pageGlobals.map((p) => p.slug).sort()).toEqual([...slugs].sort())
    expect(pageGlobals.find((p) => p.slug === 'page-home')?.path).toBe('/')
  })

  it("hold today's content in both languages after the set-up step", async () => {
    for (const slug of slugs) {
      for (const locale of ['en', 'es'] as const) {
        const page = await payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0 })
        expect(page._status, `${slug} ${locale}`).toBe('published')
        expect(page, `${slug} ${locale}`).toMatchObject(pageSeeds[slug][locale] as object)
      }
    }
  })

  it('show the trust figures on the home page in both languages', async () => {
    const figures = async (locale: 'en' | 'es') =>
      (await readPage(payload, 'page-home', locale)).trust.figures?.map((f) => f.value)
    expect(await figures('en')).toEqual(['8', '20', '500+', '90%'])
    expect(await figures('es')).toEqual(['8', '20', '+500', '90 %'])
    // Publishing re-renders the page: a copy another run left in the build's page cache cannot answer instead.
    await publishPageSeed(payload, 'page-home')
    const en = await pageHtml('/en', `>${pageSeeds['page-home'].en.trust.figures![2].label}<`)
    const es = await pageHtml('/es', `>${pageSeeds['page-home'].es.trust.figures![2].label}<`)
    for (const f of pageSeeds['page-home'].en.trust.figures!) expect(en).toContain(`>${f.label}<`)
    for (const f of pageSeeds['page-home'].es.trust.figures!) expect(es).toContain(`>${f.label}<`)
    expect(es).toContain(`>${pageSeeds['page-home'].es.hero.title}<`)
  })

  it('give visitors the published version only: a draft stays in the admin until it is published', async () => {
    touched.add('page-home')
    const draftTitle = `Draft heading ${Date.now()}`
    await payload.updateGlobal({ slug: 'page-home', locale: 'en', draft: true, data: { hero: { title: draftTitle } } })

    for (const path of [
      '/api/cms/globals/page-home?locale=en',
      '/api/cms/globals/page-home?locale=en&draft=true',
      '/api/cms/globals/page-home/versions',
    ]) {
      const body = await (await api(path)).text()
      expect(body, path).not.toContain(draftTitle)
    }
    const gql = await postJson('/api/cms/graphql', { query: '{ PageHome(draft: true) { hero { title } } }' })
    // GraphQL is not served at all now (404); were it ever turned on again, the draft must still stay out.
    expect(await gql.text()).not.toContain(draftTitle)
    expect(await (await api('/en')).text()).not.toContain(draftTitle)

    // Publishing makes it public, and re-renders the page.
    await payload.updateGlobal({
      slug: 'page-home',
      locale: 'en',
      data: { hero: { title: draftTitle }, _status: 'published' },
    })
    expect(await pageHtml('/en', draftTitle)).toContain(draftTitle)
    const asVisitor = await payload.findGlobal({ slug: 'page-home', locale: 'en', overrideAccess: false })
    expect(asVisitor.hero.title).toBe(draftTitle)
  })

  it('never give a page that was never published to visitors, draft or not', async () => {
    touched.add('page-home')
    // A database where the page has only ever been saved as a draft: no published row, only versions.
    const db = new pg.Client({ connectionString: workerDatabaseUri() })
    await db.connect()
    try {
      await db.query('DELETE FROM page_home')
      await db.query('DELETE FROM _page_home_v')
    } finally {
      await db.end()
    }
    const secret = `Unpublished heading ${Date.now()}`
    await payload.updateGlobal({ slug: 'page-home', locale: 'en', draft: true, data: { hero: { title: secret } } })
    expect((await payload.findGlobal({ slug: 'page-home', draft: true, locale: 'en' })).hero.title).toBe(secret)

    for (const path of ['/api/cms/globals/page-home', '/api/cms/globals/page-home?draft=true&locale=en']) {
      const res = await api(path)
      expect(await res.text(), path).not.toContain(secret)
    }
    const gql = await postJson('/api/cms/graphql', { query: '{ PageHome(draft: true) { hero { title } } }' })
    expect(await gql.text()).not.toContain(secret)
  })

  it('answer 404 for a page an editor unpublished, and show it again once it is published', async () => {
    touched.add('page-cultural-excursions')
    const title = pageSeeds['page-cultural-excursions'].es.hero.title
    expect(await pageHtml('/es/cultural-excursions', `>${title}<`)).toContain(`>${title}<`)
    // What the admin's Unpublish does: the page's published row becomes a draft, and the save drops the cached page.
    await payload.updateGlobal({ slug: 'page-cultural-excursions', data: { _status: 'draft' } })
    await expect(readPage(payload, 'page-cultural-excursions', 'es')).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    let status = 0
    for (let i = 0; i < 40 && status !== 404; i++) {
      status = (await api('/es/cultural-excursions')).status
      if (status !== 404) await new Promise((r) => setTimeout(r, 250))
    }
    expect(status).toBe(404)
    await publishPageSeed(payload, 'page-cultural-excursions')
    expect(await pageHtml('/es/cultural-excursions', `>${title}<`)).toContain(`>${title}<`)
  })

  it('are published by the set-up step when nothing of them exists, unless an editor saved a draft', async () => {
    touched.add('page-cultural-excursions')
    const spanish = pageSeeds['page-cultural-excursions'].es
    const db = new pg.Client({ connectionString: workerDatabaseUri() })
    await db.connect()
    try {
      await db.query('DELETE FROM page_exc')
      await db.query('DELETE FROM _page_exc_v')
    } finally {
      await db.end()
    }

    // An editor's draft is their work: the set-up step leaves the page alone.
    await payload.updateGlobal({
      slug: 'page-cultural-excursions',
      locale: 'en',
      draft: true,
      data: { hero: { title: 'Work in progress', cta: 'Ask us' } },
    })
    expect(await publishMissingPages(payload)).toEqual([])
    const again = new pg.Client({ connectionString: workerDatabaseUri() })
    await again.connect()
    try {
      await again.query('DELETE FROM _page_exc_v')
    } finally {
      await again.end()
    }
    // Nothing at all: the set-up step publishes today's text.
    expect(await publishMissingPages(payload)).toEqual(['page-cultural-excursions'])
    const published = await payload.findGlobal({ slug: 'page-cultural-excursions', locale: 'es', depth: 0 })
    expect(published._status).toBe('published')
    expect(published.hero.title).toBe(spanish.hero.title)
  })

  it('show the English text wherever a Spanish text is left empty, never an empty heading', async () => {
    touched.add('page-home')
    const english = pageSeeds['page-home'].en
    const saved = await payload.findGlobal({ slug: 'page-home', locale: 'es', depth: 0 })
    await payload.updateGlobal({
      slug: 'page-home',
      locale: 'es',
      data: {
        _status: 'published',
        hero: { ...saved.hero, title: '', subtitle: null },
        trust: { ...saved.trust, figures: saved.trust.figures?.map((f, i) => (i === 2 ? { ...f, label: '' } : f)) },
      },
    })
    const page = await readPage(payload, 'page-home', 'es')
    expect(page.hero.title).toBe(english.hero.title)
    expect(page.hero.subtitle).toBe(english.hero.subtitle)
    expect(page.trust.figures?.[2].label).toBe(english.trust.figures![2].label)
    expect(page.trust.figures?.[0].label).toBe(pageSeeds['page-home'].es.trust.figures![0].label)

    const html = await pageHtml('/es', `>${english.hero.title}<`)
    expect(html).toContain(`>${english.hero.title}<`)
    expect(html).toContain(`>${english.trust.figures![2].label}<`)
  })

  it("publish a scheduled draft of the home page's trust figures when the job runner reaches its time", async () => {
    touched.add('page-home')
    const saved = await payload.findGlobal({ slug: 'page-home', locale: 'en', depth: 0 })
    const label = `Schools this year ${Date.now()}`
    await payload.updateGlobal({
      slug: 'page-home',
      locale: 'en',
      draft: true,
      data: { trust: { ...saved.trust, figures: saved.trust.figures?.map((f, i) => (i === 1 ? { ...f, label } : f)) } },
    })
    expect(await (await api('/en')).text()).not.toContain(label)

    // What the admin's "Schedule publish" queues for a global (@payloadcms/ui schedulePublishHandler).
    const { docs: users } = await payload.find({ collection: 'users', limit: 1 })
    const at = new Date(Date.now() + 1_500)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: { type: 'publish', global: 'page-home', user: { relationTo: 'users', value: users[0]!.id } },
    })
    // Not before its time.
    await payload.jobs.run({ queue: 'default' })
    expect(
      (await payload.findGlobal({ slug: 'page-home', locale: 'en', depth: 0 })).trust.figures?.[1]?.label,
    ).not.toBe(label)
    expect(await (await api('/en')).text()).not.toContain(label)

    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100))
    // This test process is the worker here: the publication's hook announces it, and the app re-renders the page.
    await payload.jobs.run({ queue: 'default' })
    const published = await payload.findGlobal({ slug: 'page-home', locale: 'en', depth: 0 })
    expect(published._status).toBe('published')
    expect(published.trust.figures?.[1]?.label).toBe(label)
    expect(await pageHtml('/en', `>${label}<`)).toContain(`>${label}<`)
  })

  it('refuse edits without a signed-in editor', async () => {
    const res = await postJson('/api/cms/globals/page-home?locale=en', { hero: { title: 'Defaced' } })
    expect(res.status).toBe(403)
    expect(await (await api('/en')).text()).not.toContain('Defaced')
  })
})
