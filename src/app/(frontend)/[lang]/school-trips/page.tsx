import type { ReactNode } from 'react'

import { CardSection } from '@/components/ui/card-section'
import { ButtonLink, CtaBanner, ProposalPanel } from '@/components/ui/button-link'
import { CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { destinationPriceLabel, readTripDestinations } from '@/features/trips'
import { type PublicDestination, readDestinations, shownOn } from '@/features/content/destinations'
import { imageUrlOf } from '@/platform/media-url'
import { type PageContent, readPage } from '@/features/content/pages'
import { type Translate } from '@/platform/i18n'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

/** The illustrations of today's two featured trips, shown when a trip has no uploaded image. */
const tripIllustrations = ['/images/trips/france.svg', '/images/trips/camino.svg']

export const generateMetadata = pageGlobalMetadata('page-school-trips', (t) => ({
  title: t('schoolTrips.meta.title'),
  description: t('schoolTrips.meta.description'),
}))

/** A card with its illustration on top; the same frame as `Card`. */
function ImageCard({
  image,
  imageAlt,
  title,
  badge,
  footer,
  children,
}: {
  image: string
  imageAlt: string
  title: string
  badge?: string
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Illustration src={image} alt={imageAlt} />
      <div className="flex flex-1 flex-col px-2 pb-2 pt-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
          {badge && (
            <span className="shrink-0 rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {badge}
            </span>
          )}
        </div>
        <div className="mt-3 flex-1 space-y-4 text-slate-700">{children}</div>
        {footer && <div className="mt-6">{footer}</div>}
      </div>
    </article>
  )
}

/** Label/value facts of a trip (duration, route…). */
function Facts({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-3 rounded-xl bg-brand-50 p-4 text-sm">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="font-semibold text-brand-900">{item.label}</dt>
          <dd className="text-slate-700">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function SubList({ title, items, extra }: { title: string; items: string[]; extra?: string }) {
  return (
    <div>
      <h4 className="mb-3 font-semibold text-brand-900">{title}</h4>
      <CheckList items={items} />
      {extra && <p className="mt-3 pl-8 font-medium text-brand-700">{extra}</p>}
    </div>
  )
}

type Featured = PageContent<'page-school-trips'>['featured']

function FeaturedTrips({ t, featured }: { t: Translate; featured: Featured }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {(featured.trips ?? []).map((trip, i) => (
        <ImageCard
          key={trip.id}
          image={imageUrlOf(trip.image, tripIllustrations[i % tripIllustrations.length])!}
          imageAlt={trip.imageAlt ?? ''}
          title={trip.title}
          badge={trip.isNew ? t('schoolTrips.newBadge') : undefined}
          footer={<ButtonLink href="/contact">{trip.cta}</ButtonLink>}
        >
          <p>{trip.summary}</p>
          {trip.facts && trip.facts.length > 0 && <Facts items={trip.facts} />}
          {trip.highlights && trip.highlights.length > 0 && (
            <SubList
              title={featured.highlightsLabel}
              items={trip.highlights.map((item) => item.text)}
              extra={trip.moreHighlights ?? undefined}
            />
          )}
          {trip.addOns && trip.addOns.length > 0 && (
            <SubList title={featured.addOnsLabel} items={trip.addOns.map((item) => item.text)} />
          )}
        </ImageCard>
      ))}
    </div>
  )
}

function DestinationCardView({
  t,
  destination,
  price,
}: {
  t: Translate
  destination: PublicDestination
  /** "From €… per student per night" or "Price on request" (the destination's price rules). */
  price: string
}) {
  const { minDays, maxDays } = destination
  return (
    <ImageCard
      image={destination.image}
      imageAlt={destination.imageAlt}
      title={destination.city}
      badge={destination.isNew ? t('schoolTrips.newBadge') : undefined}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-brand-900">{price}</p>
          <ButtonLink href={`/plan-a-trip?destination=${encodeURIComponent(destination.code)}`} variant="secondary">
            {t('trip.link.plan')}
          </ButtonLink>
        </div>
      }
    >
      {destination.description && <p>{destination.description}</p>}
      {destination.features.length > 0 && <CheckList items={destination.features} />}
      {minDays !== null && maxDays !== null && (
        <dl className="flex flex-wrap gap-x-2 border-t border-slate-200 pt-4 text-sm">
          <dt className="font-semibold text-brand-900">{t('schoolTrips.destinations.durationLabel')}</dt>
          <dd className="text-slate-700">
            {minDays === maxDays
              ? t('schoolTrips.destinations.durationFixed', { days: minDays })
              : t('schoolTrips.destinations.duration', { min: minDays, max: maxDays })}
          </dd>
        </dl>
      )}
    </ImageCard>
  )
}

export default async function SchoolTripsPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const view = await currentView()
  const { hero, provide, featured, destinations, adHoc, why, cta } = await readPage(
    await cms(),
    'page-school-trips',
    locale,
    view.draft,
  )
  const cards = shownOn(await readDestinations(await cms(), locale, view), 'school-trips')
  const priced = new Map((await readTripDestinations(await cms(), locale)).map((d) => [d.code, d]))
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/contact" variant="light">
            {hero.cta}
          </ButtonLink>
          <ButtonLink href="/plan-a-trip" variant="light">
            {t('trip.link.builder')}
          </ButtonLink>
        </div>
      </PageHero>

      <CardSection content={provide} columns={4} />

      <Section tone="muted">
        <SectionHeading title={featured.title} subtitle={featured.subtitle ?? undefined} />
        <FeaturedTrips t={t} featured={featured} />
      </Section>

      <Section>
        <SectionHeading
          eyebrow={destinations.eyebrow ?? undefined}
          title={destinations.title}
          subtitle={destinations.subtitle ?? undefined}
        />
        <CardGrid columns={3}>
          {cards.map((destination) => (
            <DestinationCardView
              key={destination.code}
              t={t}
              destination={destination}
              price={destinationPriceLabel(priced.get(destination.code), locale)}
            />
          ))}
        </CardGrid>
        <div className="mt-16">
          <ProposalPanel title={adHoc.title} text={adHoc.text ?? ''} label={adHoc.button} />
        </div>
      </Section>

      <CardSection content={why} columns={4} tone="muted" />

      <Section>
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
