/**
 * A page's images and SEO tab (docs/editing.md › What you can change, › Addresses and search engines): an uploaded
 * image shown with its alt text and today's illustration again once the upload is deleted, the insurance page's
 * figures in each language's format, and the SEO fields in <head> and Open Graph, the catalog's texts while empty.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { pageSeeds } from '@/seed/data/pages'
import { publishPageSeed } from '@/seed/pages'

import { api } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { pageHtml, pagesPutBackAfterEach } from '../helpers/published-pages'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const touched = pagesPutBackAfterEach()

/** A plain PNG uploaded to the media library with its alt text, named `{name}-{time}.png`. */
async function uploadPng(size: { width: number; height: number; background: string }, alt: string, name: string) {
  const png = await sharp({ create: { ...size, channels: 3 } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: png.length },
  })
}

describe('page images', () => {
  it("show an uploaded image with its alt text, and today's illustration again once the upload is deleted", async () => {
    touched.add('page-home')
    const media = await uploadPng({ width: 64, height: 40, background: '#2266aa' }, 'Blue test card', 'page-card')
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

    const media = await uploadPng(
      { width: 1200, height: 630, background: '#aa2266' },
      'Students in front of the Prado',
      'share',
    )
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
