import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

import { formatRange, priceTrip } from '@/features/trips/pricing'
import { addMonths, currentMonth } from '@/features/trips/months'
import { api, postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { waitFor } from '../helpers/staff'

/**
 * Plan a trip through POST /api/trip-requests on the built app: stored as a school enquiry with the structured
 * request, the server's own price and the rules' version; bad input refused naming the field in the visitor's
 * language with nothing stored; the staff notification and the auto-reply carry the trip and its range.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool

const STAFF = 'trips-office@agency.test'

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    STAFF_EMAIL: STAFF,
    MAIL_PER_SECOND: '0',
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  // Payload's config reads the mail settings when it loads: import it only now.
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
})

afterAll(async () => {
  await sink?.close()
})

async function runMailJobs() {
  const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
  for (let i = 0; i < 20; i++) {
    const result = await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
    if (result.noJobsRemaining && !(await runUrgentBatch(payload))) return
  }
}

const month = addMonths(currentMonth(), 2)

const trip = (over: Record<string, unknown> = {}) => ({
  destination: 'madrid',
  month,
  days: 8,
  students: 32,
  teachers: 3,
  addOns: ['transfer', 'picnic'],
  name: 'Lucía Gómez',
  email: 'lucia@ies-cervantes.test',
  organization: 'IES Cervantes',
  note: 'Preferimos alojamiento cerca del centro.',
  privacyConsent: true,
  locale: 'es',
  page: '/es/plan-a-trip',
  ...over,
})

const counts = async () => {
  const { rows } = await pool.query<{ contacts: string; trips: string }>(
    `SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM trip_requests) AS trips`,
  )
  return rows[0]
}

async function madridRules() {
  const { docs } = await payload.find({
    collection: 'price-rules',
    where: { 'destination.code': { equals: 'madrid' } },
    locale: 'es',
    depth: 0,
    limit: 1,
  })
  return docs[0]!
}

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
