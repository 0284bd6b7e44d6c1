import { describe, expect, it } from 'vitest'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import {
  defaultLocale,
  isLocale,
  LANGUAGE_COOKIE,
  localeLabels,
  locales,
  openGraphLocales,
  pathLocale,
  withLocale,
  withoutLocale,
} from '@i18n/locales'
import { isActive } from '@/components/layout/nav-links'
import { messages } from '@/platform/i18n/catalogs'
import nextConfig from '../../next.config.mjs'

describe('the locale module', () => {
  it('lists English and Spanish, English by default, each with a label and an Open Graph name', () => {
    expect(locales).toEqual(['en', 'es'])
    expect(defaultLocale).toBe('en')
    for (const locale of locales) {
      expect(localeLabels[locale]).toBeTruthy()
      expect(openGraphLocales[locale]).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
      expect(Object.keys(messages[locale]).length).toBeGreaterThan(0)
    }
  })

  it('recognises a language only as a whole first path segment', () => {
    expect(pathLocale('/es')).toBe('es')
    expect(pathLocale('/en/blog/x')).toBe('en')
    expect(pathLocale('/english')).toBeNull()
    expect(pathLocale('/blog/es')).toBeNull()
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('moves a path between languages and strips its prefix', () => {
    expect(withoutLocale('/es')).toBe('/')
    expect(withoutLocale('/es/blog/x')).toBe('/blog/x')
    expect(withoutLocale('/estonia')).toBe('/estonia')
    expect(withLocale('/en/about', 'es')).toBe('/es/about')
    expect(withLocale('/en', 'es')).toBe('/es')
    expect(withLocale('/about', 'en')).toBe('/en/about')
  })

  it('highlights the nav link of the section, in either language', () => {
    expect(isActive('/blog', '/es/blog/some-post')).toBe(true)
    expect(isActive('/', '/es')).toBe(true)
    expect(isActive('/', '/en/about')).toBe(false)
  })

  it('English and Spanish catalogs have the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
  })
})

describe('rewrites of unprefixed routes (next.config.mjs, built from the locale module)', () => {
  type Rule = { source: string; destination: string; has?: Array<{ type: string; key: string; value: string }> }
  const rules = async (): Promise<Rule[]> => {
    const config = nextConfig as unknown as { rewrites: () => Promise<{ beforeFiles: Rule[] }> }
    return (await config.rewrites()).beforeFiles
  }

  it('send / and other pages to the cookie’s language, else the default one', async () => {
    const list = await rules()
    expect(list.filter((r) => r.source === '/')).toEqual([
      { source: '/', has: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: 'es' }], destination: '/es' },
      { source: '/', destination: '/en' },
    ])
    expect(list.slice(2).map((r) => r.destination)).toEqual(['/es/:path', '/en/:path'])
  })

  it('leave prefixed pages, the API, the admin and files alone', async () => {
    const page = (await rules())[3]!.source
    const pattern = new RegExp(`^${page.replace('/:path(', '/(')}$`)
    for (const path of ['/about', '/blog/x', '/estonia']) expect(pattern.test(path)).toBe(true)
    for (const path of ['/en', '/es/about', '/api/contacts', '/admin', '/_next/x.js', '/icon.svg']) {
      expect(pattern.test(path)).toBe(false)
    }
  })
})

describe('the Spanish unsubscribe texts', () => {
  // Forms that address the reader as "tú"; the site's Spanish says "usted" (HELPERS / i18n/es.json).
  const tu = /\b(tú|tu|tus|te|ti|quieres|puedes|cambias|quieras|copia|escríbenos|has)\b/i

  it('address the reader as usted, in the page and in the campaign footer', async () => {
    const { unsubscribeFooterHtml, unsubscribeFooterText } = await import('@/features/campaigns/email-layout')
    const texts = Object.entries(es)
      .filter(([key]) => key.startsWith('unsubscribe.'))
      .map(([, value]) => value as string)
    expect(texts.length).toBeGreaterThan(5)
    texts.push(unsubscribeFooterHtml('es', 'https://x.test/es/unsubscribe'), unsubscribeFooterText('es', 'u'))
    for (const text of texts) expect(text).not.toMatch(tu)
    expect(es['unsubscribe.confirm.text']).toMatch(/^¿Desea /)
    expect(unsubscribeFooterHtml('es', 'u')).toContain('Si no desea recibir más correos, ')
  })
})

describe('the validation messages', () => {
  it('name no argument: the public forms take every validation.* text preformatted on the server', () => {
    for (const catalog of [en, es] as Array<Record<string, string>>) {
      const withArgument = Object.entries(catalog).filter(
        ([id, text]) => id.startsWith('validation.') && /[{<]/.test(text),
      )
      expect(withArgument).toEqual([])
    }
  })
})
