import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ButtonLink, CtaBanner, ProposalPanel } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { destinationCards, destinationMessageIds, type DestinationCard } from '@/lib/content/destinations'
import { range, type Translate } from '@/lib/i18n'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

/** 1..n, for the numbered message ids of a list. */
/** The figures of the two featured trips (SPEC §2, §9); their text is under schoolTrips.france / schoolTrips.camino. */
const france = { image: '/images/trips/france.svg', days: 12, featureCount: 3, moreFeatures: 7 }
const camino = {
  image: '/images/trips/camino.svg',
  days: 7,
  nights: 6,
  studentsPerFreePlace: 20,
  featureCount: 3,
  addOnCount: 3,
}

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('schoolTrips.meta.title'),
    description: t('schoolTrips.meta.description'),
    path: '/school-trips',
  })
}

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

function FeaturedTrips({ t }: { t: Translate }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ImageCard
        image={france.image}
        imageAlt={t('schoolTrips.france.imageAlt')}
        title={t('schoolTrips.france.title')}
        badge={t('schoolTrips.newBadge')}
        footer={<ButtonLink href="/contact">{t('schoolTrips.france.cta')}</ButtonLink>}
      >
        <p>{t('schoolTrips.france.summary')}</p>
        <Facts
          items={[
            {
              label: t('schoolTrips.featured.durationLabel'),
              value: t('schoolTrips.france.duration', { days: france.days }),
            },
            { label: t('schoolTrips.featured.routeLabel'), value: t('schoolTrips.france.route') },
            { label: t('schoolTrips.featured.focusLabel'), value: t('schoolTrips.france.focus') },
          ]}
        />
        <SubList
          title={t('schoolTrips.featured.highlightsLabel')}
          items={range(france.featureCount).map((n) => t(`schoolTrips.france.feature.${n}`))}
          extra={t('schoolTrips.france.more', { count: france.moreFeatures })}
        />
      </ImageCard>

      <ImageCard
        image={camino.image}
        imageAlt={t('schoolTrips.camino.imageAlt')}
        title={t('schoolTrips.camino.title')}
        footer={<ButtonLink href="/contact">{t('schoolTrips.camino.cta')}</ButtonLink>}
      >
        <p>{t('schoolTrips.camino.summary')}</p>
        <Facts
          items={[
            {
              label: t('schoolTrips.featured.durationLabel'),
              value: t('schoolTrips.camino.duration', { days: camino.days, nights: camino.nights }),
            },
            {
              label: t('schoolTrips.featured.groupOfferLabel'),
              value: t('schoolTrips.camino.groupOffer', { students: camino.studentsPerFreePlace }),
            },
          ]}
        />
        <SubList
          title={t('schoolTrips.featured.highlightsLabel')}
          items={range(camino.featureCount).map((n) => t(`schoolTrips.camino.feature.${n}`))}
        />
        <SubList
          title={t('schoolTrips.featured.addOnsLabel')}
          items={range(camino.addOnCount).map((n) => t(`schoolTrips.camino.addOn.${n}`))}
        />
      </ImageCard>
    </div>
  )
}

function DestinationCardView({ t, destination }: { t: Translate; destination: DestinationCard }) {
  const ids = destinationMessageIds(destination)
  return (
    <ImageCard image={destination.image} imageAlt={t(ids.imageAlt)} title={t(ids.title)}>
      <p>{t(ids.description)}</p>
      <CheckList items={ids.features.map((id) => t(id))} />
      <dl className="flex flex-wrap gap-x-2 border-t border-slate-200 pt-4 text-sm">
        <dt className="font-semibold text-brand-900">{t('schoolTrips.destinations.durationLabel')}</dt>
        <dd className="text-slate-700">
          {t('schoolTrips.destinations.duration', { min: destination.minDays, max: destination.maxDays })}
        </dd>
      </dl>
    </ImageCard>
  )
}

export default async function SchoolTripsPage({ params }: LangProps) {
  const { t } = await pageLocale(params)
  return (
    <PageBody>
      <PageHero title={t('schoolTrips.title')} subtitle={t('schoolTrips.subtitle')}>
        <ButtonLink href="/contact" variant="light">
          {t('schoolTrips.hero.cta')}
        </ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow={t('schoolTrips.provide.eyebrow')}
          title={t('schoolTrips.provide.title')}
          subtitle={t('schoolTrips.provide.subtitle')}
        />
        <CardGrid columns={4}>
          {range(4).map((n) => (
            <Card key={n} title={t(`schoolTrips.provide.${n}.title`)}>
              <p>{t(`schoolTrips.provide.${n}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <SectionHeading title={t('schoolTrips.featured.title')} subtitle={t('schoolTrips.featured.subtitle')} />
        <FeaturedTrips t={t} />
      </Section>

      <Section>
        <SectionHeading
          eyebrow={t('schoolTrips.destinations.eyebrow')}
          title={t('schoolTrips.destinations.title')}
          subtitle={t('schoolTrips.destinations.subtitle')}
        />
        <CardGrid columns={3}>
          {destinationCards.map((destination) => (
            <DestinationCardView key={destination.code} t={t} destination={destination} />
          ))}
        </CardGrid>
        <div className="mt-16">
          <ProposalPanel
            title={t('schoolTrips.adHoc.title')}
            text={t('schoolTrips.adHoc.text')}
            label={t('schoolTrips.adHoc.button')}
          />
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading title={t('schoolTrips.why.title')} subtitle={t('schoolTrips.why.subtitle')} />
        <CardGrid columns={4}>
          {range(4).map((n) => (
            <Card key={n} title={t(`schoolTrips.why.${n}.title`)}>
              <p>{t(`schoolTrips.why.${n}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section>
        <CtaBanner
          title={t('schoolTrips.cta.title')}
          text={t('schoolTrips.cta.text')}
          href="/contact"
          label={t('schoolTrips.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
