import es from '@i18n/es.json'
import { describe, expect, it } from 'vitest'

import { blogPosts } from '@/seed/data/blog-posts'
import { companySeed } from '@/seed/data/company'
import { courses } from '@/seed/data/courses'
import { destinations } from '@/seed/data/destinations'
import { pageSeeds } from '@/seed/data/pages'
import { testimonials } from '@/seed/data/testimonials'

import { es as payloadEs } from '@payloadcms/translations/languages/es'

import { payloadInUsted } from '@/platform/admin/i18n/payload-usted'

import { informalWords } from '../helpers/spanish-register'

/** Every string inside a value, with where it is: plain texts and the text nodes of rich text alike. */
function strings(value: unknown, at: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([at, value])
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) strings(v, `${at}.${key}`, out)
  return out
}

/** The Spanish side of the catalogue's bilingual texts ({ en, es } pairs anywhere inside). */
function spanishOf(value: unknown, at: string, out: Array<[string, string]>): Array<[string, string]> {
  if (Array.isArray(value)) value.forEach((v, i) => spanishOf(v, `${at}[${i}]`, out))
  else if (value && typeof value === 'object') {
    if ('en' in value && 'es' in value) strings((value as { es: unknown }).es, at, out)
    else for (const [key, v] of Object.entries(value)) spanishOf(v, `${at}.${key}`, out)
  }
  return out
}

function spanishSeed(): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const [slug, seed] of Object.entries(pageSeeds)) strings(seed.es, slug, out)
  for (const post of blogPosts) strings(post.es, `blog-posts.${post.slug}`, out)
  for (const t of testimonials) strings(t.es, `testimonials.${t.name}`, out)
  for (const d of destinations) spanishOf(d, `destinations.${d.code}`, out)
  courses.forEach((c, i) => spanishOf(c, `courses[${i}]`, out))
  for (const key of ['officeAddress', 'businessHours', 'description'] as const)
    strings(companySeed[key].es, `company.${key}`, out)
  return out
}

const offending = (texts: Array<[string, string]>) =>
  texts.flatMap(([at, text]) => {
    const words = informalWords(text)
    return words.length ? [`${at}: ${words.join(', ')}`] : []
  })

describe('the Spanish register', () => {
  it('finds tú and vosotros where they are', () => {
    expect(informalWords('Cuéntanos qué tienes en mente para tu centro y te responderemos.')).toEqual([
      'Cuéntanos',
      'tienes',
      'tu',
      'te',
    ])
    expect(informalWords('Si en vuestro centro estáis valorando un viaje, os proponemos empezar.')).toEqual([
      'vuestro',
      'estáis',
      'os',
    ])
    expect(informalWords('Acordad puntos de encuentro. Descubre las excursiones y pide presupuesto.')).toEqual([
      'Acordad',
      'Descubre',
    ])
    expect(
      informalWords('Cuéntenos qué tiene en mente: el alumnado descubre otra cultura. Visita guiada al Prado.'),
    ).toEqual([])
    expect(informalWords('Se escucha mejor que «eres un desconsiderado», a los dieciséis años.')).toEqual([])
  })

  it('addresses the reader as usted in all the seeded Spanish content', () => {
    const texts = spanishSeed()
    // Pages, posts, testimonials, destinations, courses and company details: well over a thousand texts.
    expect(texts.length).toBeGreaterThan(1500)
    expect(offending(texts)).toEqual([])
  })

  it('addresses the reader as usted in the Spanish interface texts', () => {
    const texts = Object.entries(es).map(([key, value]): [string, string] => [key, value])
    expect(texts.length).toBeGreaterThan(300)
    expect(offending(texts)).toEqual([])
  })

  it('addresses the reader as usted in the branded campaign email', async () => {
    const { defaultTemplate } = await import('@/features/campaigns/templates')
    const texts = strings(defaultTemplate.es, 'email-templates.default', [])
    expect(texts.some(([, text]) => text.startsWith('Cuéntenos'))).toBe(true)
    expect(offending(texts)).toEqual([])
  })

  it("addresses the staff as usted in Payload's own Spanish, with the texts the admin puts over it", () => {
    const ours: Array<[string, string]> = strings(payloadInUsted, 'ours', [])
    const theirs = strings(payloadEs.translations, 'payload', []).map(([at, text]): [string, string] => {
      const key = at.replace(/^payload\./, 'ours.')
      return [at, ours.find(([mine]) => mine === key)?.[1] ?? text]
    })
    // Each of ours replaces one of Payload's (a key renamed by an upgrade would leave Payload's tú on screen).
    const payloadKeys = new Set(theirs.map(([at]) => at.replace(/^payload\./, 'ours.')))
    expect(ours.map(([at]) => at).filter((at) => !payloadKeys.has(at))).toEqual([])
    expect(theirs.length).toBeGreaterThan(500)
    expect(offending(theirs)).toEqual([])
    expect(offending(ours)).toEqual([])
  })
})
