import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { enquiryForms } from '@/platform/consent'
import type { Enquiry } from '@/platform/validation/enquiry'
import { fieldErrors } from '@/platform/validation/messages'
import { HttpError, idParam, json, loadPayload, readJson, requireAdmin, route } from '@/platform/http/http'
import { translator } from '@/platform/i18n'
import { enforceRateLimit } from '@/platform/http/rate-limit'
import { enquiryMailJobs } from '@/features/enquiries/jobs/queue-mail'
import { priceTrip } from './pricing'
import { currentMonth } from './months'
import { tripRequestSchema } from './request-schema'
import { readTripDestinations } from './rules-store'
import { storeTripRequest, tripOfEnquiry } from './trip-store'
import { tripMessage, tripRows } from './trip-summary'

/** The visitor's language as the body names it: errors answer in it. */
const localeOf = (body: unknown): Locale => {
  const value = (body as { locale?: unknown } | null)?.locale
  return isLocale(value) ? value : defaultLocale
}

/**
 * POST /api/trip-requests: a trip built on the plan-a-trip page. Validated with the builder's own schema against
 * the published destinations and price rules (each problem a 400 naming its field, in the visitor's language),
 * priced again here (a price the browser sends is ignored: this one is stored), and stored as an enquiry of type
 * school through the enquiry path of POST /api/contacts, with the request beside it, in one transaction.
 */
export const createTripRequest = route(async function createTripRequest(req) {
  const body = await readJson(req)
  const locale = localeOf(body)
  const payload = await loadPayload()
  const destinations = await readTripDestinations(payload, locale)
  const parsed = tripRequestSchema(destinations, currentMonth()).safeParse(body)
  if (!parsed.success) throw new HttpError(400, fieldErrors(parsed.error, locale))
  const trip = parsed.data
  await enforceRateLimit(req, 'enquiry')
  // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
  if (trip.website) return json({ success: true }, 201)

  const destination = destinations.find((d) => d.code === trip.destination)!
  const price = destination.rules ? priceTrip(destination.rules, trip) : null
  const addOnNames = (destination.rules?.addOns ?? []).filter((a) => trip.addOns.includes(a.code)).map((a) => a.name)
  const facts = { ...trip, addOns: addOnNames, price }
  const enquiry: Enquiry = {
    contactType: 'school',
    form: enquiryForms.school,
    name: trip.name,
    email: trip.email,
    organization: trip.organization,
    destination: trip.destination,
    message: tripMessage(destination.label, facts, trip.note, locale),
    privacyConsent: true,
    locale,
    page: trip.page,
  }
  await storeTripRequest(
    payload.db.pool,
    enquiry,
    {
      summary: `${destination.code} · ${trip.month} · ${trip.days} d · ${trip.students} + ${trip.teachers}`,
      destination: trip.destination,
      month: trip.month,
      days: trip.days,
      students: trip.students,
      teachers: trip.teachers,
      addOns: trip.addOns,
      price,
      rulesId: destination.rulesId,
      rulesVersion: destination.rulesVersion,
      locale,
    },
    enquiryMailJobs,
  )
  return json({ success: true, price }, 201)
})

type IdContext = { params: Promise<{ id: string }> }

/**
 * GET /api/trip-requests/by-enquiry/{contactId}?lang=es: the trip an enquiry asked for, as label/value rows in the
 * staff member's language (the Dashboard's enquiry drawer), with the request's id for Create proposal; `trip`
 * is null for an enquiry from another form. Staff only.
 */
export const enquiryTripRead = route<IdContext>(async function enquiryTripRead(req, { params }) {
  const { payload } = await requireAdmin(req)
  const contactId = idParam((await params).id)
  const lang = new URL(req.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const trip = await tripOfEnquiry(payload.db.pool, contactId)
  if (!trip) return json({ trip: null })
  const destination = (await readTripDestinations(payload, locale)).find((d) => d.code === trip.destination)
  const chosen = Array.isArray(trip.addOns) ? (trip.addOns as string[]) : []
  const addOns = chosen.map((code) => destination?.rules?.addOns.find((a) => a.code === code)?.name ?? code)
  const rows: Array<[string, string]> = [
    [translator(locale)('trip.destination'), destination?.label ?? trip.destination],
    ...tripRows({ ...trip, addOns }, locale),
  ]
  return json({ trip: { id: trip.id, rows } })
})
