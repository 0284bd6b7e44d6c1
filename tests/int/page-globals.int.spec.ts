import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { pageGlobals } from '@/features/content/globals/pages'
import { type PageSlug, readPage } from '@/features/content/pages'
import { pageSeeds } from '@/seed/data/pages'
import { publishMissingPages, publishPageSeed } from '@/seed/pages'

import { api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { workerDatabaseUri } from '../helpers/worker'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** Every test that changes a page puts today's content back, so the next test (and file) sees the seed. */
const touched = new Set<PageSlug>()
afterEach(async () => {
  for (const slug of touched) await publishPageSeed(payload, slug)
  touched.clear()
})

/** The page's HTML as a visitor gets it, once the app has re-rendered it after a publication. */
async function pageHtml(path: string, expected: string, present = true): Promise<string> {
  let html = ''
  for (let i = 0; i < 40; i++) {
    html = await (await api(path)).text()
    if (html.includes(expected) === present) return html
    await new Promise((r) => setTimeout(r, 250))
  }
  return html
}

const slugs = Object.keys(pageSeeds) as PageSlug[]

describe('page globals', () => {
  it('lists each page global with the route it renders', () => {
    expect(pageGlobals.map((p) => p.slug).sort()).toEqual([...slugs].sort())
    expect(pageGlobals.find((p) => p.slug === 'page-home')?.path).toBe('/')
  })

  it("hold today's content in both languages after the first start (seed)", async () => {
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

  it("show today's text for a page never published, which the start-up publishes unless an editor saved a draft", async () => {
    touched.add('page-cultural-excursions')
    const db = new pg.Client({ connectionString: workerDatabaseUri() })
    await db.connect()
    try {
      await db.query('DELETE FROM page_exc')
      await db.query('DELETE FROM _page_exc_v')
    } finally {
      await db.end()
    }
    const spanish = pageSeeds['page-cultural-excursions'].es
    expect((await readPage(payload, 'page-cultural-excursions', 'es')).hero.title).toBe(spanish.hero.title)
    const page = await api('/es/cultural-excursions')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`>${spanish.hero.title}<`)

    // An editor's draft is their work: the start-up leaves the page alone.
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
    // Nothing at all: the start-up publishes today's text.
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

describe('page images', () => {
  it("show an uploaded image with its alt text, and today's illustration again once the upload is deleted", async () => {
    touched.add('page-home')
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Blue test card' },
      file: { data: png, mimetype: 'image/png', name: `page-card-${Date.now()}.png`, size: png.length },
    })
    const saved = await payload.findGlobal({ slug: 'page-home', locale: 'en', depth: 0 })
    await payload.updateGlobal({
      slug: 'page-home',
      locale: 'en',
      data: {
        _status: 'published',
        hero: { ...saved.hero, schoolTrips: { ...saved.hero.schoolTrips, image: media.id, imageAlt: 'Our own photo' } },
      },
    })
    const withUpload = await pageHtml('/en', 'alt="Our own photo"')
    expect(withUpload).toContain('alt="Our own photo"')
    // next/image serves the upload resized: /_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2F…
    expect(withUpload).toContain(encodeURIComponent(`/api/cms/media/file/${media.filename!.replace(/\.png$/, '')}`))
    expect(withUpload).not.toContain('/images/home/school-trips.svg')

    await payload.delete({ collection: 'media', id: media.id })
    // Deleting an upload is a save of the media collection, which re-renders every page.
    const afterDelete = await pageHtml('/en', '/images/home/school-trips.svg')
    expect(afterDelete).toContain('/images/home/school-trips.svg')
  })
})

describe('travel insurance page', () => {
  it('formats the partners’ medical caps in each language', async () => {
    expect(await (await api('/en/travel-insurance')).text()).toContain('€300,000')
    const es = await (await api('/es/travel-insurance')).text()
    expect(es).toMatch(/600\.000\s€/)
  })
})

describe('SEO tab of a page', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'))
  const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

  it("fills <head> and Open Graph (absolute share image) from the page's SEO fields, the catalog texts while empty; cached", async () => {
    touched.add('page-about')
    // Empty (the seed fills none): the catalog's texts and the site's share image.
    await publishPageSeed(payload, 'page-about')
    const catalog = await pageHtml('/es/about', '<title>Sobre Madrid Edu Travel')
    expect(head(catalog)).toContain('<title>Sobre Madrid Edu Travel: viajes escolares y Erasmus+</title>')
    expect(head(catalog)).toMatch(/<meta property="og:image" content="http[^"]*\/es\/og-image\.png"/)

    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#aa2266' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Students in front of the Prado' },
      file: { data: png, mimetype: 'image/png', name: `share-${Date.now()}.png`, size: png.length },
    })
    // The seed has no SEO fields, so putting the seed back would leave these: empty them again.
    onTestFinished(async () => {
      for (const locale of ['en', 'es'] as const) {
        await payload.updateGlobal({
          slug: 'page-about',
          locale,
          data: { meta: { title: null, description: null, image: null }, _status: 'published' },
        })
      }
      await payload.delete({ collection: 'media', id: media.id })
    })
    const stamp = Date.now()
    const en = { title: `About us for search ${stamp}`, description: `Who we are, for search & sharing ${stamp}.` }
    const es = { title: `Quiénes somos ${stamp}`, description: `Quiénes somos, para buscadores ${stamp}.` }
    await payload.updateGlobal({
      slug: 'page-about',
      locale: 'en',
      data: { meta: { ...en, image: media.id }, _status: 'published' },
    })
    await payload.updateGlobal({ slug: 'page-about', locale: 'es', data: { meta: es, _status: 'published' } })

    for (const [lang, texts] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const html = head(await pageHtml(`/${lang}/about`, `<title>${texts.title}</title>`))
      expect(html, lang).toContain(`<title>${texts.title}</title>`)
      expect(html, lang).toContain(`<meta name="description" content="${escaped(texts.description)}"/>`)
      expect(html, lang).toContain(`<meta property="og:title" content="${texts.title}"/>`)
      expect(html, lang).toContain(`<meta property="og:description" content="${escaped(texts.description)}"/>`)
      // The share image is the upload (shared by both languages here: the Spanish one falls back), as an absolute URL.
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
      expect(image, lang).toMatch(/^https?:\/\/[^/]+\/api\/cms\/media\/file\/share-\d+/)
      expect(html, lang).not.toContain('og-image.png')
      expect((await api(new URL(image!).pathname)).status, lang).toBe(200)
      // Cached as before: the metadata read the page through the same cached render.
      await api(`/${lang}/about`)
      expect((await api(`/${lang}/about`)).headers.get('x-nextjs-cache'), lang).toBe('HIT')
    }
    // The page's own content is unchanged.
    expect(await (await api('/en/about')).text()).toContain(`>${pageSeeds['page-about'].en.hero.title}<`)
  })
})
