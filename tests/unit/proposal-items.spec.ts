import { describe, expect, it } from 'vitest'

import { type PriceRules, priceTrip } from '@/features/trips/pricing'
import { proposalFromTrip, proposalTotal } from '@/features/trips/proposals/from-trip'
import type { TripDestination } from '@/features/trips/request-schema'

const rules: PriceRules = {
  baseNightCents: 5000,
  seasons: [{ from: { month: 7, day: 1 }, to: { month: 8, day: 31 }, nightCents: 7000 }],
  tiers: [{ minStudents: 30, maxStudents: null, discountPercent: 10 }],
  studentsPerFreePlace: 20,
  minGroup: 10,
  maxGroup: 120,
  addOns: [
    { code: 'transfer', name: 'Airport transfer', priceCents: 45000, per: 'group', daily: false },
    { code: 'picnic', name: 'Picnic lunch', priceCents: 850, per: 'person', daily: true },
    { code: 'guide', name: 'Guide', priceCents: 9000, per: 'group', daily: true },
  ],
}

const destination: TripDestination = {
  code: 'madrid',
  label: 'Madrid',
  minDays: 3,
  maxDays: 10,
  rules,
  includes: 'Hostel',
  excludes: 'Flights',
}

describe('a proposal drafted from a trip request', () => {
  // June into July: a month across a season, so the request has a range.
  const choice = { month: '2027-06', days: 6, students: 41, teachers: 4, addOns: ['transfer', 'picnic'] }
  const price = priceTrip(rules, choice)!

  it('adds up to the request’s upper group figure, free places shown at zero', () => {
    const draft = proposalFromTrip({ ...choice, price }, destination, 'en')
    expect(proposalTotal(draft.items)).toBe(price.group.max)
    expect(draft.items[0]).toEqual({
      label: 'Stay in Madrid: 5 nights, accommodation and programme',
      quantity: 41 + price.payingTeachers,
      unitCents: price.stayPerPerson.max,
      per: 'person',
    })
    expect(draft.items).toContainEqual({ label: 'Free teacher places', quantity: 2, unitCents: 0, per: 'person' })
    expect(draft.items).toContainEqual({ label: 'Picnic lunch (6 days)', quantity: 45, unitCents: 5100, per: 'person' })
    expect(draft.items).toContainEqual({ label: 'Airport transfer', quantity: 1, unitCents: 45000, per: 'group' })
    expect(draft.items.map((i) => i.label)).not.toContain('Guide (6 days)')
    expect(draft).toMatchObject({ includes: 'Hostel', excludes: 'Flights' })
  })

  it('starts at zero for a destination priced on request, in Spanish', () => {
    const draft = proposalFromTrip({ ...choice, addOns: [], price: null }, { ...destination, rules: null }, 'es')
    expect(draft.items).toEqual([
      { label: 'Estancia en Madrid: 5 noches, alojamiento y programa', quantity: 45, unitCents: 0, per: 'person' },
    ])
    expect(draft.outline.split('\n')[0]).toBe('Llegada a Madrid, junio de 2027')
  })
})

describe('a refused proposal button', () => {
  it('tells staff why in their language, by the field the endpoint names', async () => {
    const { proposalRefusal, proposalsEs } = await import('@/features/trips/components/proposal-strings')
    const refusal = (status: number, field: string) =>
      proposalRefusal(status, { errors: [{ field, message: 'English text' }] }, proposalsEs, 'fallback')
    expect(refusal(400, 'items')).toBe('Añada al menos un concepto y guarde.')
    expect(refusal(400, 'validUntil')).toBe('La fecha de validez ya ha pasado: indique una posterior y guarde.')
    expect(refusal(409, 'status')).toBe('El centro ya ha aceptado esta propuesta.')
    expect(refusal(502, 'mail')).toMatch(/^El servidor de correo no ha aceptado/)
    expect(refusal(404, 'contact')).toBe('La consulta de esta propuesta se ha borrado o eliminado.')
    expect(refusal(409, 'contact')).toBe('La consulta está en la papelera: restáurela primero.')
    expect(refusal(404, 'id')).toBe('fallback')
    expect(proposalRefusal(500, null, proposalsEs, 'fallback')).toBe('fallback')
  })
})
