import type { Locale } from '@i18n/locales'
import { translator } from '@/platform/i18n'
import { formatEuros, fromNightCents } from './pricing'
import type { TripDestination } from './request-schema'

/** A destination card's price line: "From €52 per student per night", or "Price on request" without rules. */
export function destinationPriceLabel(destination: Pick<TripDestination, 'rules'> | undefined, locale: Locale) {
  const t = translator(locale)
  if (!destination?.rules) return t('trip.price.onRequest')
  return t('tripCard.from', { price: formatEuros(fromNightCents(destination.rules), locale) })
}
