import { describe, expect, it } from 'vitest'

import {
  addOnsTotal,
  formatEuros,
  formatRange,
  inSeason,
  percentOf,
  type PriceRules,
  priceTrip,
  tierFor,
} from '@/features/trips/pricing'
import { destinationPriceLabel } from '@/features/trips/price-label'
import { addMonths, currentMonth, type TripDestination, tripRequestSchema } from '@/features/trips/request-schema'

/** €50 a night, €70 from 1 July to 31 August, €60 over New Year; 10% off from 30 students, 15% from 45. */
const rules: PriceRules = {
  baseNightCents: 5000,
  seasons: [
    { from: { month: 7, day: 1 }, to: { month: 8, day: 31 }, nightCents: 7000 },
    { from: { month: 12, day: 20 }, to: { month: 1, day: 6 }, nightCents: 6000 },
  ],
  tiers: [
    { minStudents: 15, maxStudents: 29, discountPercent: 0 },
    { minStudents: 30, maxStudents: 44, discountPercent: 10 },
    { minStudents: 45, maxStudents: null, discountPercent: 15 },
  ],
  studentsPerFreePlace: 20,
  minGroup: 10,
  maxGroup: 120,
  addOns: [
    { code: 'transfer', name: 'Airport transfer', priceCents: 45000, per: 'group', daily: false },
    { code: 'insurance', name: 'Travel insurance', priceCents: 1250, per: 'person', daily: false },
    { code: 'picnic', name: 'Picnic lunches', priceCents: 850, per: 'person', daily: true },
    { code: 'guide', name: 'Accompanying guide', priceCents: 18000, per: 'group', daily: true },
  ],
}

const trip = (over: Partial<Parameters<typeof priceTrip>[1]> = {}) =>
  priceTrip(rules, { month: '2027-05', days: 7, students: 20, teachers: 1, addOns: [], ...over })!

describe('seasons', () => {
  it('prices a month wholly outside every season at the base price, one figure', () => {
    const price = trip()
    expect(price.nights).toBe(6)
    expect(price.stayPerPerson).toEqual({ min: 30000, max: 30000 })
  })

  it('prices a month wholly inside a season at its price', () => {
    expect(trip({ month: '2027-07' }).stayPerPerson).toEqual({ min: 42000, max: 42000 })
  })

  it('gives a range for a month that straddles a season: the cheapest and dearest start day', () => {
    // June: starting 1 June all six nights at €50; starting 30 June, five of them in July at €70.
    expect(trip({ month: '2027-06' }).stayPerPerson).toEqual({ min: 30000, max: 5000 + 5 * 7000 })
  })

  it('lets a season run over New Year', () => {
    expect(inSeason(rules.seasons[1]!, 12, 31)).toBe(true)
    expect(inSeason(rules.seasons[1]!, 1, 6)).toBe(true)
    expect(inSeason(rules.seasons[1]!, 1, 7)).toBe(false)
    expect(inSeason(rules.seasons[1]!, 12, 19)).toBe(false)
    // Starting any day of January 2028 (leap year or not, the nights run into February at the base price).
    const january = trip({ month: '2028-01' }).stayPerPerson
    expect(january.max).toBe(6 * 6000)
    expect(january.min).toBe(6 * 5000)
  })
})

describe('group-size tiers', () => {
  it('picks the tier holding the group, the highest floor first', () => {
    expect(tierFor(rules.tiers, 14)).toBeNull()
    expect(tierFor(rules.tiers, 29)?.discountPercent).toBe(0)
    expect(tierFor(rules.tiers, 30)?.discountPercent).toBe(10)
    expect(tierFor(rules.tiers, 44)?.discountPercent).toBe(10)
    expect(tierFor(rules.tiers, 500)?.discountPercent).toBe(15)
  })

  it('takes the discount off each paying traveller’s stay', () => {
    const price = trip({ students: 30, teachers: 0 })
    expect(price.discountPercent).toBe(10)
    expect(price.stayPerPerson.min).toBe(27000)
    expect(price.group.min).toBe(27000 * 30)
    expect(price.perStudent.min).toBe(27000)
  })
})

describe('free teacher places', () => {
  it('gives one free place per 20 students, never more than the teachers travelling', () => {
    expect(trip({ students: 19, teachers: 2 })).toMatchObject({ freeTeacherPlaces: 0, payingTeachers: 2 })
    expect(trip({ students: 20, teachers: 2 })).toMatchObject({ freeTeacherPlaces: 1, payingTeachers: 1 })
    expect(trip({ students: 40, teachers: 2 })).toMatchObject({ freeTeacherPlaces: 2, payingTeachers: 0 })
    expect(trip({ students: 60, teachers: 1 })).toMatchObject({ freeTeacherPlaces: 1, payingTeachers: 0 })
  })

  it('shares a free teacher’s stay among the students', () => {
    const price = trip({ students: 20, teachers: 1 })
    expect(price.group.min).toBe(20 * 30000)
    expect(price.perStudent.min).toBe(30000)
    const paying = trip({ students: 19, teachers: 1 })
    expect(paying.group.min).toBe(20 * 30000)
    // 600,000 / 19 = 31,578.947…: rounded up to the cent, never under the group's price.
    expect(paying.perStudent.min).toBe(31579)
  })

  it('gives none when the rules say 0', () => {
    expect(
      priceTrip(
        { ...rules, studentsPerFreePlace: 0 },
        { month: '2027-05', days: 7, students: 40, teachers: 2, addOns: [] },
      ),
    ).toMatchObject({ freeTeacherPlaces: 0, payingTeachers: 2 })
  })
})

describe('add-ons', () => {
  const choice = { days: 7, students: 20, teachers: 2 }
  it('charges a group add-on once', () => {
    expect(addOnsTotal(rules, { ...choice, addOns: ['transfer'] })).toBe(45000)
  })
  it('charges a per-person add-on for every traveller, teachers on free places too', () => {
    expect(addOnsTotal(rules, { ...choice, addOns: ['insurance'] })).toBe(1250 * 22)
  })
  it('charges a daily add-on for each day', () => {
    expect(addOnsTotal(rules, { ...choice, addOns: ['picnic'] })).toBe(850 * 22 * 7)
    expect(addOnsTotal(rules, { ...choice, addOns: ['guide'] })).toBe(18000 * 7)
  })
  it('adds them to the group and shares them among the students', () => {
    const price = trip({ students: 20, teachers: 2, addOns: ['transfer', 'insurance'] })
    const addOns = 45000 + 1250 * 22
    expect(price.addOnsCents).toBe(addOns)
    // One teacher free (20 students), one paying.
    expect(price.group.min).toBe(21 * 30000 + addOns)
    expect(price.perStudent.min).toBe(Math.ceil((21 * 30000 + addOns) / 20))
  })
})

describe('rounding', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(percentOf(1005, 10)).toBe(101) // 100.5
    expect(percentOf(1004, 10)).toBe(100) // 100.4
  })
  it('keeps every figure in whole cents', () => {
    const price = priceTrip(
      { ...rules, baseNightCents: 3333, tiers: [{ minStudents: 1, maxStudents: null, discountPercent: 7 }] },
      { month: '2027-05', days: 5, students: 23, teachers: 3, addOns: ['insurance'] },
    )!
    for (const value of [price.stayPerPerson.min, price.group.min, price.perStudent.min, price.addOnsCents])
      expect(Number.isInteger(value), `${value} is whole cents`).toBe(true)
    // 4 nights × €33.33 = €133.32, less 7% (€9.3324 → €9.33) = €123.99.
    expect(price.stayPerPerson.min).toBe(12399)
  })
  it('prices nothing it cannot: no students, no days, an unreadable month', () => {
    expect(priceTrip(rules, { month: '2027-05', days: 7, students: 0, teachers: 0, addOns: [] })).toBeNull()
    expect(priceTrip(rules, { month: '2027-13', days: 7, students: 20, teachers: 0, addOns: [] })).toBeNull()
  })
})

describe('euros in the visitor’s language', () => {
  it('formats cents as euros', () => {
    expect(formatEuros(123450, 'en')).toBe('€1,234.50')
    expect(formatEuros(123450, 'es')).toBe('1234,50\u00a0€')
    expect(formatEuros(1234500, 'es')).toBe('12.345\u00a0€')
    expect(formatRange({ min: 30000, max: 30000 }, 'en')).toBe('€300')
    expect(formatRange({ min: 30000, max: 40000 }, 'en')).toBe('€300 – €400')
  })
})

describe('the request schema', () => {
  const madrid: TripDestination = {
    code: 'madrid',
    label: 'Madrid',
    minDays: 7,
    maxDays: 14,
    rules,
    includes: '',
    excludes: '',
  }
  const schema = tripRequestSchema([madrid], '2027-03')
  const valid = {
    destination: 'madrid',
    month: '2027-05',
    days: 7,
    students: 20,
    teachers: 2,
    addOns: ['transfer'],
    name: 'Marta Ruiz',
    email: 'Marta@Colegio.test',
    organization: 'Colegio San Blas',
    privacyConsent: true,
    locale: 'es',
  }
  const fieldsOf = (body: unknown) => {
    const result = schema.safeParse(body)
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }

  it('takes a valid request', () => {
    expect(fieldsOf(valid)).toEqual([])
  })
  it('names the field of each bad input', () => {
    expect(fieldsOf({ ...valid, students: 0, teachers: 0 })).toEqual(['students: trip.error.students'])
    expect(fieldsOf({ ...valid, students: 501 })).toEqual(['students: trip.error.students'])
    expect(fieldsOf({ ...valid, students: 0, teachers: 2 })).toEqual([
      'students: trip.error.students',
      'teachers: trip.error.teachersAlone',
    ])
    expect(fieldsOf({ ...valid, students: 200 })).toEqual(['students: trip.error.groupSize'])
    expect(fieldsOf({ ...valid, month: '2027-02' })).toEqual(['month: trip.error.monthPast'])
    expect(fieldsOf({ ...valid, days: 15 })).toEqual(['days: trip.error.daysRange'])
    expect(fieldsOf({ ...valid, destination: 'atlantis' })).toEqual(['destination: trip.error.destination'])
    expect(fieldsOf({ ...valid, addOns: ['spa'] })).toEqual(['addOns.0: trip.error.addOn'])
  })
  it('knows the month it is in Madrid and counts months on', () => {
    expect(currentMonth(new Date('2027-12-31T23:30:00Z'))).toBe('2028-01')
    expect(addMonths('2027-11', 3)).toBe('2028-02')
  })
})

describe('the builder’s Spanish', () => {
  // Forms that address the reader as "tú"; the site's Spanish says "usted".
  const tu = /\b(tú|tu|tus|te|ti|quieres|puedes|elige|indica|añade|envía|envíanos|has)\b/i
  it('addresses the reader as usted', async () => {
    const es = (await import('@i18n/es.json')).default as Record<string, string>
    const texts = Object.entries(es).filter(([key]) => key.startsWith('trip.') || key.startsWith('tripCard.'))
    expect(texts.length).toBeGreaterThan(40)
    for (const [key, text] of texts) expect(text, key).not.toMatch(tu)
  })
})

describe('a destination card’s price', () => {
  it('is the lowest nightly price, or "price on request" without rules', () => {
    expect(destinationPriceLabel({ rules }, 'en')).toBe('From €50 per student per night')
    expect(destinationPriceLabel({ rules: { ...rules, baseNightCents: 8000 } }, 'es')).toBe(
      'Desde 60\u00a0€ por alumno y noche',
    )
    expect(destinationPriceLabel({ rules: null }, 'en')).toBe('Price on request')
    expect(destinationPriceLabel(undefined, 'es')).toBe('Precio a consultar')
  })
})
