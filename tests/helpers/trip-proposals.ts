import type { TypedUser } from 'payload'
import { beforeAll, expect } from 'vitest'

import { addMonths, currentMonth } from '@/features/trips/months'
import { api, postJson } from './http'
import { payload, payloadWithSink } from './payload-with-sink'
import { newStaff } from './staff'

/** Where the owner's notices of the school's answers go. */
export const STAFF = 'proposals-office@agency.test'
export const month = addMonths(currentMonth(), 3)

/** The session cookie and the user of a staff account of the file's own: set by `tripProposalsFixture()`. */
export let cookie: string
export let user: TypedUser

/**
 * Registers the set-up of the proposal files (docs/product.md › Plan a trip): the SMTP sink and Payload
 * (payload-with-sink.ts), whose mail, sent from this process, goes to the sink, and a staff account signed in.
 */
export function tripProposalsFixture() {
  payloadWithSink({ MAIL_FROM: 'hello@agency.test', STAFF_EMAIL: STAFF, MAIL_PER_SECOND: '0' })
  beforeAll(async () => {
    const staff = await newStaff(payload, 'Proposal Maker')
    cookie = await staff.cookie()
    const account = await payload.findByID({ collection: 'users', id: staff.id, depth: 0 })
    user = { ...account, collection: 'users' } as TypedUser
  })
}

/** A trip request sent through the builder's endpoint; answers its enquiry and its trip request. */
export async function storedTrip(email: string, locale: 'en' | 'es') {
  const res = await postJson('/api/trip-requests', {
    destination: 'madrid',
    month,
    days: 8,
    students: 40,
    teachers: 3,
    addOns: ['transfer', 'picnic'],
    name: 'Marta Ruiz',
    email,
    organization: 'IES Goya',
    privacyConsent: true,
    locale,
    page: `/${locale}/plan-a-trip`,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
  const contact = docs[0]!
  const trips = await payload.find({ collection: 'trip-requests', where: { contact: { equals: contact.id } } })
  return { contact, trip: trips.docs[0]! }
}

export const createProposal = (tripId: number, as = cookie) =>
  api(`/api/trip-requests/${tripId}/proposal`, { method: 'POST', cookie: as })
