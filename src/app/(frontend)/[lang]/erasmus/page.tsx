import type { Metadata } from 'next'

import { ButtonLink, CtaBanner, ProposalPanel } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList, StatGrid } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import {
  erasmusCityMessageIds,
  erasmusEuCities,
  erasmusSpainCities,
  type ErasmusCity,
} from '@/lib/content/destinations'
import { range, type Translate } from '@/lib/i18n'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

/** 1..n, for the numbered message ids of a list. */
export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('erasmus.meta.title'),
    description: t('erasmus.meta.description'),
    path: '/erasmus',
  })
}

/** The registered-partner banner; the OID value is one message so staff can change it. */
function PartnerBanner({ t }: { t: Translate }) {
  return (
    <section aria-labelledby="erasmus-partner" className="border-b border-brand-100 bg-brand-50 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="erasmus-partner" className="text-xl font-bold text-brand-900">
            {t('erasmus.partner.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('erasmus.partner.text')}</p>
        </div>
        <dl className="flex shrink-0 items-baseline gap-3 rounded-xl border border-brand-100 bg-white px-5 py-3">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-700">
            {t('erasmus.partner.oidLabel')}
          </dt>
          <dd className="font-mono text-lg font-bold text-brand-900">{t('erasmus.partner.oid')}</dd>
        </dl>
      </div>
    </section>
  )
}

/** A grid of city tiles: the illustration is decorative, the visible name and country carry the meaning. */
function CityTiles({ t, cities }: { t: Translate; cities: readonly ErasmusCity[] }) {
  return (
    <ul className="grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-5">
      {cities.map((city) => {
        const ids = erasmusCityMessageIds(city)
        return (
          <li key={city.code} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
            <Illustration
              src={city.image}
              alt=""
              ratio="4 / 3"
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
            />
            <div className="flex items-start justify-between gap-2 px-1 pb-1 pt-3">
              <div>
                <p className="font-semibold text-brand-900">{t(ids.name)}</p>
                <p className="text-sm text-slate-600">{t(ids.country)}</p>
              </div>
              {city.isNew && (
                <span className="shrink-0 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                  {t('erasmus.newBadge')}
                </span>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

export default async function ErasmusPage({ params }: LangProps) {
  const { t } = await pageLocale(params)
  return (
    <PageBody>
      <PageHero title={t('erasmus.title')} subtitle={t('erasmus.subtitle')}>
        <ButtonLink href="/contact" variant="light">
          {t('erasmus.hero.cta')}
        </ButtonLink>
      </PageHero>

      <PartnerBanner t={t} />

      <Section>
        <SectionHeading title={t('erasmus.stats.title')} subtitle={t('erasmus.stats.subtitle')} align="center" />
        <StatGrid
          items={range(4).map((n) => ({ value: t(`erasmus.stats.${n}.value`), label: t(`erasmus.stats.${n}.label`) }))}
        />
      </Section>

      <Section tone="muted">
        <SectionHeading
          eyebrow={t('erasmus.services.eyebrow')}
          title={t('erasmus.services.title')}
          subtitle={t('erasmus.services.subtitle')}
        />
        <CardGrid columns={3}>
          {range(3).map((n) => (
            <Card key={n} title={t(`erasmus.services.${n}.title`)}>
              <p className="mb-5">{t(`erasmus.services.${n}.text`)}</p>
              <CheckList items={range(3).map((p) => t(`erasmus.services.${n}.point.${p}`))} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section>
        <SectionHeading title={t('erasmus.why.title')} subtitle={t('erasmus.why.subtitle')} />
        <CardGrid columns={3}>
          {range(3).map((n) => (
            <Card key={n} title={t(`erasmus.why.${n}.title`)}>
              <p>{t(`erasmus.why.${n}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <SectionHeading title={t('erasmus.spain.title')} subtitle={t('erasmus.spain.subtitle')} />
        <CityTiles t={t} cities={erasmusSpainCities} />
        <div className="mt-16">
          <SectionHeading title={t('erasmus.eu.title')} subtitle={t('erasmus.eu.subtitle')} />
          <CityTiles t={t} cities={erasmusEuCities} />
        </div>
      </Section>

      <Section>
        <ProposalPanel
          title={t('erasmus.adHoc.title')}
          text={t('erasmus.adHoc.text')}
          label={t('erasmus.adHoc.button')}
        />
      </Section>

      <Section tone="muted">
        <SectionHeading title={t('erasmus.support.title')} subtitle={t('erasmus.support.subtitle')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {range(8).map((n) => (
            <li key={n} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="font-semibold text-brand-900">{t(`erasmus.support.${n}.title`)}</p>
              <p className="mt-2 text-sm text-slate-700">{t(`erasmus.support.${n}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <SectionHeading title={t('erasmus.process.title')} subtitle={t('erasmus.process.subtitle')} />
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {range(4).map((n) => (
            <li key={n}>
              <span
                className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {n}
              </span>
              <p className="mt-4 text-lg font-semibold text-brand-900">{t(`erasmus.process.${n}.title`)}</p>
              <p className="mt-2 text-slate-700">{t(`erasmus.process.${n}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="brand">
        <SectionHeading title={t('erasmus.impact.title')} subtitle={t('erasmus.impact.subtitle')} invert />
        <div className="grid gap-10 md:grid-cols-3">
          {range(3).map((n) => (
            <div key={n}>
              <h3 className="text-xl font-semibold text-white">{t(`erasmus.impact.${n}.title`)}</h3>
              <p className="mt-3 text-brand-100">{t(`erasmus.impact.${n}.text`)}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section>
        <CtaBanner
          title={t('erasmus.cta.title')}
          text={t('erasmus.cta.text')}
          href="/contact"
          label={t('erasmus.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
