/**
 * Plan a trip through POST /api/trip-requests on the built app (docs/product.md › Plan a trip): stored as a school
 * enquiry with the structured request, the server's own price and the rules' version; the staff notification and
 * the auto-reply carry the trip and its range; a destination without price rules offers "price on request" and
 * takes a request stored without a price. The set-up is tests/helpers/trip-request-fixture.ts.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { formatRange, priceTrip } from '@/features/trips/pricing'
import { api, postJson } from '../helpers/http'
import type { SmtpSink } from '../helpers/smtp-sink'
import { waitFor } from '../helpers/staff'
import { STAFF, tripRequestFixture } from '../helpers/trip-request-fixture'

const trips = tripRequestFixture()
const { month, runMailJobs, trip, counts, madridRules } = trips
let sink: SmtpSink
let payload: Payload
let pool: Pool
beforeAll(() => void ({ sink, payload, pool } = trips.state))

describe('a trip request', () => {
  it('is stored as a school enquiry with the request, the server’s price and the rules’ version', async () => {
    const before = await counts()
    // The browser's figure is ignored: the server prices the trip itself.
    const res = await postJson('/api/trip-requests', trip({ price: { perStudent: { min: 1, max: 1 } } }))
    expect(res.status, await res.clone().text()).toBe(201)
    const answer = (await res.json()) as { price: { perStudent: { min: number } } }

    const { readTripDestinations } = await import('@/features/trips/rules-store')
    const madrid = (await readTripDestinations(payload, 'es')).find((d) => d.code === 'madrid')!
    const expected = priceTrip(madrid.rules!, {
      month,
      days: 8,
      students: 32,
      teachers: 3,
      addOns: ['transfer', 'picnic'],
    })!
    expect(answer.price).toEqual(expected)
    expect(expected.freeTeacherPlaces).toBe(1)

    const { docs } = await payload.find({
      collection: 'contacts',
      where: { email: { equals: 'lucia@ies-cervantes.test' } },
    })
    expect(docs).toHaveLength(1)
    const contact = docs[0]!
    expect(contact).toMatchObject({
      contactType: 'school',
      destination: 'madrid',
      organization: 'IES Cervantes',
      locale: 'es',
    })
    expect(contact.message).toContain('Solicitud de viaje desde el planificador')
    expect(contact.message).toContain(formatRange(expected.perStudent, 'es'))
    expect(contact.message).toContain('Preferimos alojamiento cerca del centro.')

    const requests = await payload.find({ collection: 'trip-requests', where: { contact: { equals: contact.id } } })
    expect(requests.docs).toHaveLength(1)
    const request = requests.docs[0]!
    expect(request).toMatchObject({ destination: 'madrid', month, days: 8, students: 32, teachers: 3, locale: 'es' })
    expect(request.addOns).toEqual(['transfer', 'picnic'])
    expect(request.price).toEqual(expected)

    const rules = await madridRules()
    const { rows } = await pool.query<{ id: number }>(
      `SELECT max(id) AS id FROM _price_rules_v WHERE parent_id = $1 AND version__status = 'published'`,
      [rules.id],
    )
    expect(request.rulesVersion, 'the latest published version of Madrid’s rules').toBe(rows[0]!.id)
    const priceRules = typeof request.priceRules === 'object' ? request.priceRules?.id : request.priceRules
    expect(priceRules).toBe(rules.id)
    const after = await counts()
    expect(Number(after!.contacts) - Number(before!.contacts)).toBe(1)
    expect(Number(after!.trips) - Number(before!.trips)).toBe(1)

    // The mails: staff in English, the visitor in Spanish, both with the trip and its range.
    await runMailJobs()
    // Other files' enquiries share the run's database (and may share the name): this one replies to its sender.
    const staff = sink.to(STAFF).find((m) => m.replyTo?.[0]?.address === 'lucia@ies-cervantes.test')
    expect(staff, 'the staff notification').toBeDefined()
    const staffLines = staff!.text!.split('\n').map((l) => l.trim())
    expect(staffLines).toEqual(
      expect.arrayContaining([
        `Indicative price per student: ${formatRange(expected.perStudent, 'en')}`,
        `Indicative price for the group: ${formatRange(expected.group, 'en')}`,
        'Students: 32',
        'Teachers: 3 (free places: 1)',
        'Add-ons: Airport transfer, Daily picnic lunch',
      ]),
    )
    const [reply] = sink.to('lucia@ies-cervantes.test')
    expect(reply, 'the auto-reply').toBeDefined()
    const replyLines = reply!.text!.split('\n').map((l) => l.trim())
    expect(replyLines).toEqual(
      expect.arrayContaining([
        `Precio orientativo por alumno: ${formatRange(expected.perStudent, 'es')}`,
        `Precio orientativo del grupo: ${formatRange(expected.group, 'es')}`,
        'Extras: Traslado al aeropuerto, Pícnic diario',
      ]),
    )
  })
})

describe('a destination without price rules', () => {
  it('shows "price on request" on its card and takes a request stored without a price', async () => {
    const destination = await payload.create({
      collection: 'destinations',
      data: {
        code: 'sintra',
        city: 'Sintra',
        country: 'Portugal',
        minDays: 5,
        maxDays: 9,
        showOn: ['school-trips'],
        order: 999,
        _status: 'published',
      },
    })
    try {
      // The publication reaches the app once it commits (its cached pages and lists are dropped).
      await waitFor('Sintra offered with "price on request"', async () => {
        const html = await (await api('/en/school-trips')).text()
        const card = html.slice(html.indexOf('>Sintra<'))
        return card.includes('Price on request') && card.includes('/plan-a-trip?destination=sintra') ? true : undefined
      })
      const res = await postJson(
        '/api/trip-requests',
        trip({ destination: 'sintra', days: 6, addOns: [], email: 'sintra@colegio.test', locale: 'en' }),
      )
      expect(res.status, await res.clone().text()).toBe(201)
      expect(((await res.json()) as { price: unknown }).price).toBeNull()
      const { rows } = await pool.query(
        `SELECT t.price, t.rules_version FROM trip_requests t JOIN contacts c ON c.id = t.contact_id
          WHERE c.email = 'sintra@colegio.test'`,
      )
      expect(rows).toEqual([{ price: null, rules_version: null }])
      await runMailJobs()
      const [reply] = sink.to('sintra@colegio.test')
      expect(reply?.text).toContain('Indicative price for the group: Price on request')
    } finally {
      await payload.delete({ collection: 'destinations', id: destination.id })
    }
  })
})
