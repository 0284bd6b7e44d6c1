import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { readCompany } from '@/features/content/company'
import { type PageSlug, readPage } from '@/features/content/pages'
import { publishCompanySeed } from '@/seed/company'
import { companySeed } from '@/seed/data/company'
import { pageSeeds } from '@/seed/data/pages'
import { publishPageSeed } from '@/seed/pages'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { pageHtml } from '../helpers/published-pages'

let payload: Payload
let cookie: string
beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

/** Every test that changes the details or a legal page puts today's content back. */
let companyTouched = false
const pagesTouched = new Set<PageSlug>()
afterEach(async () => {
  if (companyTouched) await publishCompanySeed(payload)
  companyTouched = false
  for (const slug of pagesTouched) await publishPageSeed(payload, slug)
  pagesTouched.clear()
})

const publish = (data: Record<string, unknown>, locale: 'en' | 'es' = 'en') => {
  companyTouched = true
  return payload.updateGlobal({ slug: 'company', locale, data: { ...data, _status: 'published' } as never })
}

describe('company details', () => {
  it("hold today's values after the first start (seed), published", async () => {
    const en = await payload.findGlobal({ slug: 'company', locale: 'en', depth: 0 })
    expect(en._status).toBe('published')
    expect(en).toMatchObject({
      ...companySeed.shared,
      officeAddress: 'Madrid, Spain',
      businessHours: companySeed.businessHours.en,
    })
    const es = await payload.findGlobal({ slug: 'company', locale: 'es', fallbackLocale: false, depth: 0 })
    expect(es.businessHours).toBe(companySeed.businessHours.es)
    // Visitors of the Spanish site read the office's address in Spanish.
    expect(es.officeAddress).toBe('Madrid, España')
    expect(es.taxId).toBe('[NIF]')
  })

  it('give anonymous visitors the published version only: a draft never leaks through /api/cms or the pages', async () => {
    companyTouched = true
    const draftTaxId = `B${Date.now()}`
    await payload.updateGlobal({ slug: 'company', locale: 'en', draft: true, data: { taxId: draftTaxId } })
    expect((await payload.findGlobal({ slug: 'company', draft: true })).taxId).toBe(draftTaxId)

    for (const path of [
      '/api/cms/globals/company',
      '/api/cms/globals/company?draft=true',
      '/api/cms/globals/company?locale=es&draft=true',
      '/api/cms/globals/company/versions',
    ]) {
      const res = await api(path)
      expect(await res.text(), path).not.toContain(draftTaxId)
    }
    // Strangers read nothing through /api/cms; a visitor's read (access checked, no user) gets the published version.
    expect((await api('/api/cms/globals/company')).status).toBe(403)
    const published = await payload.findGlobal({ slug: 'company', overrideAccess: false })
    expect(published.taxId).toBe('[NIF]')
    expect(await (await api('/en/legal')).text()).not.toContain(draftTaxId)

    // Staff see the draft.
    const asAdmin = await (await api('/api/cms/globals/company?draft=true', { cookie })).json()
    expect(asAdmin.taxId).toBe(draftTaxId)
  })

  it('refuse anonymous writes', async () => {
    const res = await postJson('/api/cms/globals/company', { taxId: 'B00000000', _status: 'published' })
    expect(res.status).toBe(403)
    expect((await payload.findGlobal({ slug: 'company' })).taxId).toBe('[NIF]')
  })

  it('refuse a malformed e-mail or social link with a field error in the editor’s language', async () => {
    // Over REST, the error names the field, in the language of the admin (Accept-Language, or the admin's cookie).
    const save = (body: unknown, language: string) =>
      postJson('/api/cms/globals/company', body, { cookie, headers: { 'Accept-Language': language } })
    const english = await save({ email: 'not-an-address', _status: 'published' }, 'en')
    expect(english.status).toBe(400)
    expect(JSON.stringify(await english.json())).toContain('E-mail address')
    const spanish = await save(
      { socialLinks: [{ network: 'instagram', url: 'instagram.com/agency' }], _status: 'published' },
      'es',
    )
    expect(spanish.status).toBe(400)
    expect(JSON.stringify(await spanish.json())).toContain(
      'El siguiente campo es inválido: Contacto > Redes sociales 1 > Dirección del perfil',
    )

    // The field's own message, as the edit form shows it under the field, in the editor's language.
    const fieldErrors = async (data: Record<string, unknown>, language: 'en' | 'es') => {
      const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language })
      try {
        await payload.updateGlobal({ slug: 'company', data: { ...data, _status: 'published' } as never, req: { i18n } })
      } catch (error) {
        return (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
      }
      return []
    }
    expect(await fieldErrors({ socialLinks: [{ network: 'x', url: 'x.com/agency' }] }, 'es')).toEqual([
      expect.objectContaining({
        path: 'socialLinks.0.url',
        message: expect.stringContaining('Escriba una dirección web completa'),
      }),
    ])
    expect(await fieldErrors({ socialLinks: [{ network: 'x', url: 'javascript:alert(1)' }] }, 'en')).toEqual([
      expect.objectContaining({
        path: 'socialLinks.0.url',
        message: expect.stringContaining('Enter a full web address'),
      }),
    ])
    expect(await fieldErrors({ email: 'nope' }, 'es')).toEqual([
      expect.objectContaining({ path: 'email', message: expect.stringMatching(/correo electrónico válido/i) }),
    ])
    expect(await fieldErrors({ taxId: '' }, 'es')).toEqual([
      expect.objectContaining({ path: 'taxId', message: 'Este campo es obligatorio.' }),
    ])

    // Nothing saved half-way.
    const saved = await payload.findGlobal({ slug: 'company' })
    expect(saved.email).toBe(companySeed.shared.email)
    expect(saved.taxId).toBe('[NIF]')
    expect(saved.socialLinks?.map((l) => l.url)).toEqual(companySeed.shared.socialLinks?.map((l) => l.url))
  })

  it('show the English business hours where the Spanish ones are left empty', async () => {
    await publish({ businessHours: '' }, 'es')
    expect((await readCompany(payload, 'es')).businessHours).toBe(companySeed.businessHours.en)
    expect(await pageHtml('/es/contact', companySeed.businessHours.en)).toContain(companySeed.businessHours.en)
  })

  it('fill /legal, /privacy, the footer, the contact page and the Organization data in both languages', async () => {
    const taxId = `B${String(Date.now()).slice(-8)}`
    const legalName = `Viajes Educativos ${taxId} SL`
    const email = `hola-${taxId.toLowerCase()}@example.es`
    await publish({ taxId, legalName, email, registeredAddress: 'Calle Mayor 1, 28013 Madrid' })

    for (const lang of ['en', 'es']) {
      const legal = await pageHtml(`/${lang}/legal`, taxId)
      expect(legal).toContain(`>${legalName}<`)
      expect(legal).toContain('Calle Mayor 1, 28013 Madrid')
      expect(legal).not.toContain('[NIF]')
      const privacy = await pageHtml(`/${lang}/privacy`, legalName)
      expect(privacy).toContain(`>${taxId}<`)
      // {email} in the policy's text is the company's address, as a link.
      expect(privacy).toContain(`href="mailto:${email}"`)
      const contact = await pageHtml(`/${lang}/contact`, email)
      expect(contact).toContain(`href="mailto:${email}"`)
      // The footer on every page, and the structured data, without placeholders.
      expect(contact).toContain(taxId)
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(contact)![1]!)
      expect(jsonLd).toMatchObject({ legalName, taxID: taxId, email })
    }
  })

  it('name each identifier in the footer with its own label, in both languages', async () => {
    const stamp = String(Date.now()).slice(-6)
    const tourismLicence = `CICMA-LIC-${stamp}`
    const cicma = `C.I.C.MA. ${stamp}`
    await publish({ tourismLicence, cicma })
    const en = await pageHtml('/en/about', tourismLicence)
    expect(en).toContain(`Travel agency licence ${tourismLicence} · CICMA ${cicma}`)
    const es = await pageHtml('/es/about', tourismLicence)
    expect(es).toContain(`Licencia de agencia de viajes ${tourismLicence} · CICMA ${cicma}`)
  })

  it('leave placeholders out of the structured data', async () => {
    const html = await (await api('/en')).text()
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
    expect(jsonLd.name).toBe('Madrid Edu Travel')
    expect(jsonLd.legalName).toBeUndefined()
    expect(jsonLd.taxID).toBeUndefined()
    // The seed's example contact details and its links to the networks' home pages are left out too (production).
    expect(jsonLd.sameAs).toEqual([])
    expect(jsonLd.email).toBeUndefined()
    expect(jsonLd.telephone).toBeUndefined()
  })
})

describe('legal pages', () => {
  const legalSlugs = ['page-legal', 'page-privacy', 'page-cookies'] as const
  const paths = { 'page-legal': '/legal', 'page-privacy': '/privacy', 'page-cookies': '/cookies' }

  it("render today's texts in both languages, from their globals", async () => {
    for (const slug of legalSlugs) {
      for (const lang of ['en', 'es'] as const) {
        const seed = pageSeeds[slug][lang]
        const html = (await (await api(`/${lang}${paths[slug]}`)).text()).replaceAll('<!-- -->', '')
        expect(html, `${slug} ${lang}`).toContain(`>${seed.hero.title}<`)
        for (const [i, section] of seed.sections!.entries()) {
          expect(html, `${slug} ${lang} ${section.anchor}`).toContain(`id="${section.anchor}"`)
          expect(html, `${slug} ${lang} ${section.anchor}`).toContain(`${i + 1}. ${section.title}`)
        }
      }
    }
    const cookies = await (await api('/es/cookies')).text()
    expect(cookies).toContain(pageSeeds['page-cookies'].es.cookies![0].purpose)
    expect(cookies).toContain('<code class="font-mono">payload-token</code>')
    // Bulleted lists and links of the rich text.
    const legal = await (await api('/en/legal')).text()
    expect(legal).toContain('<li>introduce or spread viruses or any other harmful software;</li>')
    expect(legal).toMatch(/<a href="\/(en\/)?privacy">privacy policy<\/a>/)
  })

  it('show the English text where a Spanish section title is left empty, and publish re-renders the page', async () => {
    pagesTouched.add('page-cookies')
    const english = await payload.findGlobal({ slug: 'page-cookies', locale: 'en', depth: 0 })
    const spanish = await payload.findGlobal({ slug: 'page-cookies', locale: 'es', fallbackLocale: false, depth: 0 })
    const newTitle = `Qué son las cookies ${Date.now()}`
    await payload.updateGlobal({
      slug: 'page-cookies',
      locale: 'es',
      data: {
        sections: spanish.sections!.map((s, i) => ({ ...s, title: i === 0 ? '' : i === 1 ? newTitle : s.title })),
        _status: 'published',
      },
    })
    const page = await readPage(payload, 'page-cookies', 'es')
    expect(page.sections![0]!.title).toBe(english.sections![0]!.title)
    const html = (await pageHtml('/es/cookies', newTitle)).replaceAll('<!-- -->', '')
    expect(html).toContain(`2. ${newTitle}`)
    expect(html).toContain(`1. ${english.sections![0]!.title}`)
  })
})
