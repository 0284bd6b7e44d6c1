/**
 * What POST /api/trip-requests refuses (docs/product.md › Plan a trip): bad input named by its field in the
 * visitor's language with nothing stored, a destination or an add-on not published, a malformed body (4xx, never
 * 5xx); and price rules that would give two add-ons one code are not published. The set-up is
 * tests/helpers/trip-request-fixture.ts.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addMonths, currentMonth } from '@/features/trips/months'
import { postJson } from '../helpers/http'
import { tripRequestFixture } from '../helpers/trip-request-fixture'

const trips = tripRequestFixture()
const { trip, counts, madridRules } = trips
let payload: Payload
beforeAll(() => void ({ payload } = trips.state))

describe('price rules', () => {
  it('refuse to publish two add-ons with one code, naming the add-ons', async () => {
    const { docs } = await payload.find({
      collection: 'price-rules',
      where: { 'destination.code': { equals: 'bari' } },
      depth: 0,
      limit: 1,
    })
    const rules = docs[0]!
    const addOns = rules.addOns ?? []
    const error = await payload
      .update({
        collection: 'price-rules',
        id: rules.id,
        data: { addOns: [...addOns, { ...addOns[0]!, id: undefined, name: 'Second transfer' }], _status: 'published' },
      })
      .then(
        () => null,
        (e: { data?: { errors?: Array<{ path: string; message: string }> } }) => e,
      )
    expect(error?.data?.errors).toContainEqual(
      expect.objectContaining({
        path: 'addOns',
        message: 'Each add-on needs a code of its own: trip requests name add-ons by it.',
      }),
    )
    const after = await payload.findByID({ collection: 'price-rules', id: rules.id, depth: 0 })
    expect(after.addOns).toHaveLength(addOns.length)
  })
})

describe('bad trip requests', () => {
  const refused = async (body: unknown, field: string, message: string) => {
    const before = await counts()
    const res = await postJson('/api/trip-requests', body)
    const text = await res.text()
    expect(res.status, text).toBe(400)
    const { errors } = JSON.parse(text) as { errors: Array<{ field: string; message: string }> }
    expect(errors, text).toContainEqual({ field, message })
    expect(await counts(), 'nothing stored').toEqual(before)
  }

  it('names the field, in the visitor’s language, and stores nothing', async () => {
    await refused(trip({ students: 0, teachers: 0 }), 'students', 'Indique entre 1 y 500 alumnos.')
    await refused(trip({ students: 501 }), 'students', 'Indique entre 1 y 500 alumnos.')
    await refused(
      trip({ students: 0, teachers: 2 }),
      'teachers',
      'Los profesores viajan con un grupo de alumnos: añada los alumnos.',
    )
    await refused(trip({ month: addMonths(currentMonth(), -1) }), 'month', 'Elija un mes que no haya pasado.')
    await refused(trip({ days: 30 }), 'days', 'El número de días está fuera del intervalo de este destino.')
    await refused(trip({ destination: 'atlantis' }), 'destination', 'Elija uno de nuestros destinos.')
    await refused(trip({ addOns: ['spa'] }), 'addOns.0', 'Elija extras que se ofrezcan para este destino.')
    await refused(
      trip({ locale: 'en', students: 0, teachers: 0 }),
      'students',
      'Please enter between 1 and 500 students.',
    )
    await refused(trip({ students: 'many' }), 'students', 'Indique entre 1 y 500 alumnos.')
  })

  it('refuses a destination or an add-on that is not published', async () => {
    await payload.create({
      collection: 'destinations',
      draft: true,
      data: {
        code: 'atlantis-draft',
        city: 'Atlantis',
        country: 'Nowhere',
        minDays: 5,
        maxDays: 10,
        showOn: ['school-trips'],
        _status: 'draft',
      },
    })
    await refused(trip({ destination: 'atlantis-draft', days: 6 }), 'destination', 'Elija uno de nuestros destinos.')
    await payload.delete({ collection: 'destinations', where: { code: { equals: 'atlantis-draft' } } })

    // An add-on saved in a draft of Madrid's rules is not offered until published.
    const rules = await madridRules()
    await payload.update({
      collection: 'price-rules',
      id: rules.id,
      draft: true,
      data: {
        addOns: [...(rules.addOns ?? []), { code: 'yacht', name: 'Yacht', price: 5000, per: 'group', daily: false }],
        _status: 'draft',
      },
    })
    await refused(trip({ addOns: ['yacht'] }), 'addOns.0', 'Elija extras que se ofrezcan para este destino.')
  })

  it('answers 4xx, never 5xx, for a malformed body', async () => {
    for (const body of ['{', '[]', 'null', JSON.stringify({ destination: 'madrid' })]) {
      const res = await postJson('/api/trip-requests', body)
      expect(res.status, `${body}: ${await res.text()}`).toBe(400)
    }
  })
})
