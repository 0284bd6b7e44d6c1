import { addMonths, currentMonth } from '@/features/trips/months'

import { runMailQueues } from './mail-queues'
import * as setUp from './payload-with-sink'

/** Where the staff notifications of the trip requests go. */
export const STAFF = 'trips-office@agency.test'

/**
 * Trip requests on the built app, the worker being the test process running Payload's mail queue: registers the
 * file's set-up (payloadWithSink: an SMTP sink of its own, the mail settings, then Payload) and returns the
 * helpers; `state` reads the set-up's sink, Payload and pool once the file's beforeAll runs.
 */
export function tripRequestFixture() {
  setUp.payloadWithSink({ MAIL_FROM: 'hello@agency.test', STAFF_EMAIL: STAFF, MAIL_PER_SECOND: '0' })
  const state = setUp

  const month = addMonths(currentMonth(), 2)

  return {
    state,
    month,

    runMailJobs: () => runMailQueues(setUp.payload, { urgent: true }),

    /** The body of a trip request from the plan-a-trip builder, in Spanish, with `over` replacing its fields. */
    trip: (over: Record<string, unknown> = {}) => ({
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
    }),

    /** How many enquiries and trip requests the database holds. */
    async counts() {
      const { rows } = await state.pool.query<{ contacts: string; trips: string }>(
        `SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM trip_requests) AS trips`,
      )
      return rows[0]
    },

    /** Madrid's price rules as published, in Spanish. */
    async madridRules() {
      const { docs } = await state.payload.find({
        collection: 'price-rules',
        where: { 'destination.code': { equals: 'madrid' } },
        locale: 'es',
        depth: 0,
        limit: 1,
      })
      return docs[0]!
    },
  }
}
