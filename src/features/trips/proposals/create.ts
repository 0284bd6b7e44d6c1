import type { Payload, TypedUser } from 'payload'

import { isLocale, defaultLocale } from '@i18n/locales'
import { idParam, json, notFound, requireAdmin, route } from '@/platform/http/http'
import { readTripDestinations } from '../rules-store'
import type { TripPrice } from '../pricing'
import { defaultValidUntil, proposalFromTrip } from './from-trip'
import { liveEnquiryOf } from './store'

type IdContext = { params: Promise<{ id: string }> }

/**
 * A draft proposal from a stored trip request, in its enquiry's language, with line items, outline and the
 * includes/excludes of the destination's published rules: the starting point staff edit in the admin. Refused
 * (404) when the request or its enquiry is gone (erased, deleted), 409 when the enquiry is in the trash.
 */
export async function createProposalFromTrip(payload: Payload, user: TypedUser, tripRequestId: number) {
  const trip = await payload.findByID({
    collection: 'trip-requests',
    id: tripRequestId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!trip) throw notFound('id', 'No trip request with this id')
  const contactId = typeof trip.contact === 'object' ? trip.contact?.id : trip.contact
  const contact = await liveEnquiryOf(payload, user, contactId, 'trip request')
  const locale = isLocale(contact.locale) ? contact.locale : isLocale(trip.locale) ? trip.locale : defaultLocale
  const destination = (await readTripDestinations(payload, locale)).find((d) => d.code === trip.destination) ?? null
  const draft = proposalFromTrip(
    {
      month: trip.month ?? '',
      days: trip.days ?? 1,
      students: trip.students ?? 0,
      teachers: trip.teachers ?? 0,
      addOns: Array.isArray(trip.addOns) ? (trip.addOns as string[]) : [],
      price: (trip.price as TripPrice | null) ?? null,
    },
    destination,
    locale,
  )
  return payload.create({
    collection: 'proposals',
    data: {
      ...draft,
      contact: contact.id,
      tripRequest: trip.id,
      locale,
      status: 'draft',
      validUntil: defaultValidUntil(),
    },
    depth: 0,
    overrideAccess: false,
    user,
  })
}

/** POST /api/trip-requests/{id}/proposal: "Create proposal" in the admin; answers the new proposal's id. */
export const createProposal = route<IdContext>(async function createProposal(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const proposal = await createProposalFromTrip(payload, user, idParam((await params).id))
  return json({ id: proposal.id }, 201)
})
