import type { Locale } from '@i18n/locales'
import { translator } from '@/platform/i18n'
import { monthLabel } from '../months'
import type { TripPrice } from '../pricing'
import type { TripDestination } from '../request-schema'

export type LineItem = { label: string; quantity: number; unitCents: number; per: 'person' | 'group' }

/** What a proposal starts from: the trip request as stored, and its destination with today's published rules. */
export type TripForProposal = {
  month: string
  days: number
  students: number
  teachers: number
  addOns: string[]
  price: TripPrice | null
}

/** How long a new proposal holds, unless staff change it. */
export const DEFAULT_VALIDITY_DAYS = 14

/** The sum of the line items, in cents. */
export const proposalTotal = (items: Array<Pick<LineItem, 'quantity' | 'unitCents'>>) =>
  items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0)

/**
 * The first draft of a proposal from a trip request: the stay for every paying traveller at the dearest start day
 * of the month the server priced (staff narrow it once dates are fixed), then each chosen add-on as the rules
 * charge it. Free teacher places are a line at zero so the school sees them. A request without rules (price on
 * request) gets the stay at zero, for staff to fill in.
 */
export function proposalFromTrip(trip: TripForProposal, destination: TripDestination | null, locale: Locale) {
  const t = translator(locale)
  const nights = trip.price?.nights ?? Math.max(trip.days - 1, 0)
  const payers = trip.students + (trip.price?.payingTeachers ?? trip.teachers)
  const free = trip.price?.freeTeacherPlaces ?? 0
  const where = destination?.label ?? ''
  const items: LineItem[] = [
    {
      label: t('proposal.item.stay', { destination: where, nights }),
      quantity: payers,
      unitCents: trip.price?.stayPerPerson.max ?? 0,
      per: 'person',
    },
  ]
  if (free) items.push({ label: t('proposal.item.freePlaces'), quantity: free, unitCents: 0, per: 'person' })
  for (const addOn of destination?.rules?.addOns ?? []) {
    if (!trip.addOns.includes(addOn.code)) continue
    const perPerson = addOn.per === 'person'
    items.push({
      label: addOn.daily ? t('proposal.item.daily', { name: addOn.name, days: trip.days }) : addOn.name,
      quantity: perPerson ? trip.students + trip.teachers : 1,
      unitCents: addOn.priceCents * (addOn.daily ? trip.days : 1),
      per: perPerson ? 'person' : 'group',
    })
  }
  const outline = [
    t('proposal.outline.arrival', { destination: where, month: monthLabel(trip.month, locale) }),
    t('proposal.outline.stay', { days: trip.days, nights }),
    t('proposal.outline.departure'),
  ].join('\n')
  return {
    title: `${where || t('proposal.title')} · ${monthLabel(trip.month, locale)} · ${trip.students} + ${trip.teachers}`,
    items,
    outline,
    includes: destination?.includes ?? '',
    excludes: destination?.excludes ?? '',
  }
}

/** The validity date of a proposal made today. */
export function defaultValidUntil(now = new Date()): string {
  const date = new Date(now)
  date.setUTCDate(date.getUTCDate() + DEFAULT_VALIDITY_DAYS)
  return date.toISOString()
}
