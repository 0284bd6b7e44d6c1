import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { readCompany } from '@/features/content/company'
import { globalsMissingSpanish } from '@/features/content/missing-spanish'
import { type PageSlug, readPage } from '@/features/content/pages'
import { publishCompanySeed } from '@/seed/company'
import { companySeed } from '@/seed/data/company'
import { pageSeeds } from '@/seed/data/pages'
import { publishPageSeed } from '@/seed/pages'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** Every test that changes a page or the company details puts today's content back. */
const touched = new Set<PageSlug>()
let companyTouched = false
afterEach(async () => {
  for (const slug of touched) await publishPageSeed(payload, slug)
  touched.clear()
  if (companyTouched) await publishCompanySeed(payload)
  companyTouched = false
})

/** The page's HTML as a visitor gets it, once the app has re-rendered it after a publication. */
async function pageHtml(path: string, expected: string, present = true): Promise<string> {
  let html = ''
  for (let i = 0; i < 40; i++) {
    html = (await (await api(path)).text()).replaceAll('<!-- -->', '')
    if (html.includes(expected) === present) return html
    await new Promise((r) => setTimeout(r, 250))
  }
  return html
}

const seed = pageSeeds['page-courses']
/** A text as React writes it into the HTML (apostrophes escaped). */
const inHtml = (text: string) => `>${text.replaceAll("'", '&#x27;')}<`

describe('courses page', () => {
  it("renders today's texts from its global in both languages", async () => {
    for (const lang of ['en', 'es'] as const) {
      const texts = seed[lang]
      const html = await pageHtml(`/${lang}/courses`, `>${texts.hero.title}<`)
      for (const expected of [
        texts.hero.title,
        texts.hero.cta,
        texts.list.title,
        texts.list.cardButton,
        texts.list.erasmusNote,
        texts.calendar.subtitle,
        texts.calendar.note,
        texts.benefits.title,
        ...texts.benefits.items!.map((item) => item.text),
        texts.cta.title,
        texts.cta.button,
      ]) {
        expect(html, `${lang}: ${expected}`).toContain(inHtml(expected!))
      }
    }
  })

  it('give visitors the published version only: a draft stays out of /api/cms and the page until published', async () => {
    touched.add('page-courses')
    const draftTitle = `Draft course heading ${Date.now()}`
    await payload.updateGlobal({
      slug: 'page-courses',
      locale: 'en',
      draft: true,
      data: { list: { ...seed.en.list, title: draftTitle } },
    })
    expect((await payload.findGlobal({ slug: 'page-courses', locale: 'en', draft: true })).list.title).toBe(draftTitle)

    for (const path of [
      '/api/cms/globals/page-courses?locale=en',
      '/api/cms/globals/page-courses?locale=en&draft=true',
      '/api/cms/globals/page-courses?draft=true',
      '/api/cms/globals/page-courses/versions',
    ]) {
      const body = await (await api(path)).text()
      expect(body, path).not.toContain(draftTitle)
    }
    const page = await (await api('/en/courses')).text()
    expect(page).not.toContain(draftTitle)
    expect(page).toContain(`>${seed.en.list.title}<`)
  })

  it('show the edited texts in both languages once published', async () => {
    touched.add('page-courses')
    const run = Date.now()
    const saved = await payload.findGlobal({ slug: 'page-courses', locale: 'en', depth: 0 })
    await payload.updateGlobal({
      slug: 'page-courses',
      locale: 'en',
      data: {
        _status: 'published',
        list: { ...saved.list, title: `Four courses ${run}` },
        benefits: {
          ...saved.benefits,
          items: [...(saved.benefits.items ?? []), { text: `Free coffee ${run}` }],
        },
      },
    })
    const spanish = await payload.findGlobal({ slug: 'page-courses', locale: 'es', depth: 0, fallbackLocale: false })
    await payload.updateGlobal({
      slug: 'page-courses',
      locale: 'es',
      data: {
        _status: 'published',
        list: { ...spanish.list, title: `Cuatro cursos ${run}` },
        benefits: {
          ...spanish.benefits,
          items: spanish.benefits.items!.map((item, i, all) =>
            i === all.length - 1 ? { ...item, text: `Café gratis ${run}` } : item,
          ),
        },
        cta: { ...spanish.cta, button: `Escríbanos ${run}` },
      },
    })

    const en = await pageHtml('/en/courses', `>Four courses ${run}<`)
    expect(en).toContain(`>Four courses ${run}<`)
    expect(en).toContain(`>Free coffee ${run}<`)
    expect(en).not.toContain(`>${seed.en.list.title}<`)
    const es = await pageHtml('/es/courses', `>Cuatro cursos ${run}<`)
    expect(es).toContain(`>Cuatro cursos ${run}<`)
    expect(es).toContain(`>Café gratis ${run}<`)
    expect(es).toContain(`>Escríbanos ${run}<`)
    expect(es).not.toContain(`Four courses ${run}`)
  })

  it('show the English text wherever a Spanish text is emptied', async () => {
    touched.add('page-courses')
    const saved = await payload.findGlobal({ slug: 'page-courses', locale: 'es', depth: 0, fallbackLocale: false })
    await payload.updateGlobal({
      slug: 'page-courses',
      locale: 'es',
      data: {
        _status: 'published',
        calendar: { ...saved.calendar, subtitle: '' },
        benefits: {
          ...saved.benefits,
          items: saved.benefits.items!.map((item, i) => (i === 1 ? { ...item, text: '' } : item)),
        },
      },
    })
    const page = await readPage(payload, 'page-courses', 'es')
    expect(page.calendar.subtitle).toBe(seed.en.calendar.subtitle)
    expect(page.benefits.items![1].text).toBe(seed.en.benefits.items![1].text)
    expect(page.benefits.items![0].text).toBe(seed.es.benefits.items![0].text)

    const html = await pageHtml('/es/courses', `>${seed.en.calendar.subtitle}<`)
    expect(html).toContain(`>${seed.en.calendar.subtitle}<`)
    expect(html).toContain(`>${seed.en.benefits.items![1].text}<`)
    expect(html).toContain(`>${seed.es.calendar.title}<`)
  })
})

describe('contact cards and footer description', () => {
  it("show today's texts, and an editor's once published", async () => {
    touched.add('page-contact')
    for (const lang of ['en', 'es'] as const) {
      const html = await pageHtml(`/${lang}/contact`, `>${pageSeeds['page-contact'][lang].cards.email.title}<`)
      for (const card of Object.values(pageSeeds['page-contact'][lang].cards)) {
        expect(html, lang).toContain(`>${card.title}<`)
        expect(html, lang).toContain(`>${card.text}<`)
      }
      expect(html, lang).toContain(`>${companySeed.description[lang]}<`)
    }

    const run = Date.now()
    const saved = await payload.findGlobal({ slug: 'page-contact', locale: 'es', depth: 0, fallbackLocale: false })
    await payload.updateGlobal({
      slug: 'page-contact',
      locale: 'es',
      data: { _status: 'published', cards: { ...saved.cards, phone: { title: `Llámenos ${run}`, text: '' } } },
    })
    const es = await pageHtml('/es/contact', `>Llámenos ${run}<`)
    expect(es).toContain(`>Llámenos ${run}<`)
    // The emptied Spanish sentence shows the English one.
    expect(es).toContain(`>${pageSeeds['page-contact'].en.cards.phone.text}<`)
    expect(await (await api('/en/contact')).text()).not.toContain(`Llámenos ${run}`)
  })

  it('take the footer and structured data description from the company details, English where Spanish is empty', async () => {
    companyTouched = true
    const run = Date.now()
    await payload.updateGlobal({
      slug: 'company',
      locale: 'en',
      data: { _status: 'published', description: `School trips from Madrid since 2020 ${run}` },
    })
    await payload.updateGlobal({ slug: 'company', locale: 'es', data: { _status: 'published', description: '' } })
    expect((await readCompany(payload, 'es')).description).toBe(`School trips from Madrid since 2020 ${run}`)
    for (const lang of ['en', 'es']) {
      const html = await pageHtml(`/${lang}/about`, `School trips from Madrid since 2020 ${run}`)
      expect(html, lang).toContain(`>School trips from Madrid since 2020 ${run}<`)
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
      expect(jsonLd.description, lang).toBe(`School trips from Madrid since 2020 ${run}`)
    }
  })
})

describe('pages missing Spanish texts (Dashboard)', () => {
  // The admin's first render on a busy machine takes a while.
  it(
    'lists the globals whose Spanish texts are empty where the English ones are not, with links',
    { timeout: 180_000 },
    async () => {
      // Today's content is translated throughout.
      expect(await globalsMissingSpanish(payload)).toEqual([])
      const cookie = await adminCookie()
      expect(await (await api('/admin', { cookie })).text()).not.toContain('data-testid="missing-spanish"')

      touched.add('page-courses')
      companyTouched = true
      const saved = await payload.findGlobal({ slug: 'page-courses', locale: 'es', depth: 0, fallbackLocale: false })
      // Saved through the app, as the admin saves: the app's save hook forgets the Dashboard's remembered count
      // (a save in this test's own process would not reach the app's memory). A draft counts: it is what the
      // editor is translating.
      const saveGlobal = async (path: string, data: unknown) => {
        const res = await postJson(path, data, { cookie })
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200)
      }
      await saveGlobal('/api/cms/globals/page-courses?locale=es&draft=true', {
        hero: { ...saved.hero, subtitle: '' },
        benefits: {
          ...saved.benefits,
          items: saved.benefits.items!.map((item, i) => (i === 0 ? { ...item, text: '' } : item)),
        },
      })
      await saveGlobal('/api/cms/globals/company?locale=es', { _status: 'published', businessHours: '' })

      expect(await globalsMissingSpanish(payload)).toEqual([
        { slug: 'page-courses', missing: 2 },
        { slug: 'company', missing: 1 },
      ])
      const html = (await (await api('/admin', { cookie })).text()).replaceAll('<!-- -->', '')
      expect(html).toContain('data-testid="missing-spanish"')
      expect(html).toContain('Pages missing Spanish texts')
      expect(html).toMatch(/href="\/admin\/globals\/page-courses"[^>]*>Courses page<\/a> \(2 texts\)/)
      expect(html).toMatch(/href="\/admin\/globals\/company"[^>]*>Company details<\/a> \(1 text\)/)
      // Only those two in the panel (the admin's navigation links every global).
      const panel = html.slice(html.indexOf('data-testid="missing-spanish"')).split('</section>')[0]!
      expect(panel.match(/href="\/admin\/globals\/[^"]+"/g)).toHaveLength(2)
    },
  )
})
