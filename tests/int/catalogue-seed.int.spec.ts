import { describe, expect, it } from 'vitest'

import { madridDate } from '@/features/content/catalogue-rules'
import { publishMissingCatalogue } from '@/seed/catalogue'
import { courses as seedCourses } from '@/seed/data/courses'
import { destinations as seedDestinations } from '@/seed/data/destinations'

import { payload } from '../helpers/admin-session'
import { catalogueFixture, shift } from '../helpers/catalogue-fixture'

/**
 * The seeded course and destination catalogue (src/features/content/collections/Courses.ts,
 * src/features/content/collections/Destinations.ts; docs/editing.md › What you can change): what the seed holds in
 * both languages, the destinations the enquiry form offers, their translation flags, and that a later start leaves
 * collections editors have worked on alone.
 */
catalogueFixture()

describe('seed (first start, and databases from before the collections)', () => {
  it('has the three seeded courses with three Monday-to-Friday 2027 sessions each, in both languages', async () => {
    const [en, es] = await Promise.all(
      (['en', 'es'] as const).map((locale) =>
        payload.find({ collection: 'courses', locale, fallbackLocale: false, sort: 'order', pagination: false }),
      ),
    )
    expect(en.docs.map((c) => c.title)).toEqual(seedCourses.map((c) => c.title.en))
    expect(es.docs.map((c) => c.title)).toEqual(seedCourses.map((c) => c.title.es))
    expect(en.docs.map((c) => [c.hoursMin, c.hoursMax])).toEqual([
      [20, 25],
      [15, 20],
      [20, 20],
    ])
    for (const course of en.docs) {
      expect(course._status).toBe('published')
      expect(course.highlights).toHaveLength(5)
      expect(course.sessions).toHaveLength(3)
      for (const session of course.sessions ?? []) {
        const [start, end] = [madridDate(session.start), madridDate(session.end)]
        expect(start.startsWith('2027-')).toBe(true)
        expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(1) // a Monday
        expect(end).toBe(shift(start, 4)) // to Friday
      }
    }
    expect(es.docs[0].highlights?.[0].text).toBe(seedCourses[0].highlights[0].es)
  })

  it('has the seeded destinations, and the enquiry form offers their codes', async () => {
    const { docs } = await payload.find({ collection: 'destinations', sort: 'order', pagination: false, depth: 0 })
    const seeded = docs.filter((d) => seedDestinations.some((s) => s.code === d.code))
    expect(seeded).toHaveLength(21)
    const on = (placement: string) => seeded.filter((d) => d.showOn?.includes(placement as never)).map((d) => d.code)
    expect(on('school-trips')).toHaveLength(16)
    expect(on('erasmus-spain')).toEqual([
      'madrid',
      'valladolid',
      'malaga',
      'alicante',
      'gijon',
      'seville',
      'bilbao',
      'granada',
      'valencia',
      'santiago',
    ])
    expect(on('erasmus-eu')).toHaveLength(10)
    expect(on('enquiry-form')).toEqual([
      'madrid',
      'valladolid',
      'malaga',
      'alicante',
      'gijon',
      'porto',
      'bari',
      'catania',
      'budapest',
      'prague',
      'poznan',
      'warsaw',
      'krakow',
      'copenhagen',
      'lyon',
    ])
    const camino = seeded.find((d) => d.code === 'camino')!
    expect([camino.minDays, camino.maxDays]).toEqual([10, 21])
  })

  it('flags a seeded destination "Spanish translation: Complete" when every English text it has is translated', async () => {
    const { docs } = await payload.find({ collection: 'destinations', pagination: false, depth: 0 })
    const missing = docs
      .filter((d) => seedDestinations.some((s) => s.code === d.code) && d.spanishTranslation !== 'complete')
      .map((d) => d.code)
    expect(missing, 'seeded destinations flagged Missing').toEqual([])
  })

  it('leaves collections editors have worked on alone on the next start', async () => {
    expect(await publishMissingCatalogue(payload)).toEqual([])
  })
})
