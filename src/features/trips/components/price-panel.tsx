import type { Locale } from '@i18n/locales'
import { formatRange, type TripPrice } from '../pricing'
import type { TripDestination } from '../request-schema'

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/**
 * The builder's indicative price: per student and for the group, the free teacher places, and what the price
 * includes and leaves out; "price on request" for a destination without rules. Announced politely to screen
 * readers as it changes.
 */
export function PricePanel({
  t,
  locale,
  destination,
  price,
}: {
  t: (id: string) => string
  locale: Locale
  destination: TripDestination | undefined
  price: TripPrice | null
}) {
  const rules = destination?.rules
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5" aria-live="polite" data-testid="trip-price">
      <h2 className="text-lg font-bold text-brand-900">{t('trip.price.title')}</h2>
      {destination && !rules ? (
        <>
          <p className="mt-2 text-2xl font-bold text-brand-900">{t('trip.price.onRequest')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('trip.price.onRequestText')}</p>
        </>
      ) : price ? (
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-sm text-slate-700">{t('trip.price.perStudent')}</dt>
            <dd className="text-2xl font-bold text-brand-900" data-testid="price-per-student">
              {formatRange(price.perStudent, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('trip.price.group')}</dt>
            <dd className="text-lg font-semibold text-brand-900" data-testid="price-group">
              {formatRange(price.group, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t('trip.price.freePlaces')}</dt>
            <dd className="font-semibold text-brand-900">{price.freeTeacherPlaces}</dd>
          </div>
          <p className="text-xs text-slate-600">{t('trip.price.note')}</p>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('trip.price.incomplete')}</p>
      )}
      {destination && (lines(destination.includes).length > 0 || lines(destination.excludes).length > 0) && (
        <div className="mt-4 space-y-3 border-t border-brand-200 pt-4 text-sm">
          {lines(destination.includes).length > 0 && (
            <div>
              <h3 className="font-semibold text-brand-900">{t('trip.includes')}</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {lines(destination.includes).map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </div>
          )}
          {lines(destination.excludes).length > 0 && (
            <div>
              <h3 className="font-semibold text-brand-900">{t('trip.excludes')}</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {lines(destination.excludes).map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
