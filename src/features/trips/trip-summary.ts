import type { Locale } from '@i18n/locales'
import { translator } from '@/platform/i18n'
import { monthLabel } from './months'
import { formatRange, type TripPrice } from './pricing'

/** A trip as it was requested and priced: what the mails and the enquiry's message repeat. */
export type TripFacts = {
  month: string
  days: number
  students: number
  teachers: number
  /** The chosen add-ons, named in the summary's language. */
  addOns: string[]
  price: TripPrice | null
}

/** The trip as label/value rows in `locale`: month, days, group, add-ons and the indicative range. */
export function tripRows(trip: TripFacts, locale: Locale): Array<[string, string]> {
  const t = translator(locale)
  const free = trip.price?.freeTeacherPlaces ?? 0
  const rows: Array<[string, string]> = [
    [t('trip.mail.month'), monthLabel(trip.month, locale)],
    [t('trip.mail.days'), String(trip.days)],
    [t('trip.mail.students'), String(trip.students)],
    [
      t('trip.mail.teachers'),
      free ? `${trip.teachers} (${t('trip.mail.freePlaces')}: ${free})` : String(trip.teachers),
    ],
    [t('trip.mail.addOns'), trip.addOns.length ? trip.addOns.join(', ') : t('trip.mail.none')],
  ]
  if (trip.price) {
    rows.push([t('trip.mail.perStudent'), formatRange(trip.price.perStudent, locale)])
    rows.push([t('trip.mail.group'), formatRange(trip.price.group, locale)])
  } else rows.push([t('trip.mail.group'), t('trip.mail.onRequest')])
  return rows
}

/** The enquiry's message: the trip's rows as text, then the visitor's own note. */
export function tripMessage(destination: string, trip: TripFacts, note: string | undefined, locale: Locale): string {
  const t = translator(locale)
  const lines = [t('trip.message'), `${t('trip.destination')}: ${destination}`]
  for (const [label, value] of tripRows(trip, locale)) lines.push(`${label}: ${value}`)
  return note ? `${lines.join('\n')}\n\n${note}` : lines.join('\n')
}
