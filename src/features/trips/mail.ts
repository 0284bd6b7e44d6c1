import type { Payload } from 'payload'

import type { Locale } from '@i18n/locales'
import { translator } from '@/platform/i18n'
import { readTripDestinations } from './rules-store'
import { tripOfEnquiry } from './trip-store'
import { tripRows } from './trip-summary'

/** A section the enquiry mails add: a heading, label/value rows, and a closing line. */
export type MailSection = { heading: string; rows: Array<[string, string]>; note: string }

/**
 * The trip of an enquiry sent from the plan-a-trip page, as its mails show it in `locale` (the staff notification
 * and the visitor's auto-reply): month, days, group, add-ons and the indicative range the server worked out.
 * Null for an enquiry from the contact forms.
 */
export async function tripMailSection(
  payload: Payload,
  contactId: number,
  locale: Locale,
): Promise<MailSection | null> {
  const trip = await tripOfEnquiry(payload.db.pool, contactId)
  if (!trip) return null
  const destination = (await readTripDestinations(payload, locale)).find((d) => d.code === trip.destination)
  // An add-on removed from the rules since shows its code.
  const names = trip.addOns.map((code) => destination?.rules?.addOns.find((a) => a.code === code)?.name ?? code)
  const t = translator(locale)
  return {
    heading: t('trip.mail.heading'),
    rows: tripRows({ ...trip, addOns: names }, locale),
    note: t('trip.mail.note'),
  }
}
