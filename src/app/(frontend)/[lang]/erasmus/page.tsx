import { CardSection } from '@/components/ui/card-section'
import { ButtonLink, CtaBanner, ProposalPanel } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList, StatGrid } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { readCompany } from '@/features/content/company'
import { type PublicDestination, readDestinations, shownOn } from '@/features/content/destinations'
import { readPage } from '@/features/content/pages'
import { currentView } from '@/features/content/preview/view'
import { type Translate } from '@/platform/i18n'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-erasmus', (t) => ({
  title: t('erasmus.meta.title'),
  description: t('erasmus.meta.description'),
}))

/** The registered-partner banner: text from the page, the organisation ID (OID) from the company details. */
function PartnerBanner({ t, title, text, oid }: { t: Translate; title: string; text?: string | null; oid: string }) {
  return (
    <section aria-labelledby="erasmus-partner" className="border-b border-brand-100 bg-brand-50 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="erasmus-partner" className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-700">{text}</p>
        </div>
        <dl className="flex shrink-0 items-baseline gap-3 rounded-xl border border-brand-100 bg-white px-5 py-3">
          <dt className="text-sm font-semibold uppercase tracking-wide text-accent-700">
            {t('erasmus.partner.oidLabel')}
          </dt>
          <dd className="font-mono text-lg font-bold text-brand-900">{oid}</dd>
        </dl>
      </div>
    </section>
  )
}

/** A grid of city tiles: the illustration is decorative, the visible name and country carry the meaning. */
function CityTiles({ t, cities }: { t: Translate; cities: readonly PublicDestination[] }) {
  return (
    <ul className="grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-5">
      {cities.map((city) => {
        return (
          <li key={city.code} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
            <Illustration
              src={city.image}
              alt=""
              ratio="4 / 3"
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
            />
            <div className="flex flex-wrap items-start justify-between gap-2 px-1 pb-1 pt-3">
              <div>
                <p className="font-semibold text-brand-900">{city.city}</p>
                <p className="text-sm text-slate-600">{city.country}</p>
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
  const { locale, t } = await pageLocale(params)
  const payload = await cms()
  const view = await currentView()
  const [page, company, cities] = await Promise.all([
    readPage(payload, 'page-erasmus', locale, view.draft),
    readCompany(payload, locale, view.draft),
    readDestinations(payload, locale, view),
  ])
  const { hero, stats, services, why, destinations, adHoc, support, process, impact, cta } = page
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <ButtonLink href="/contact" variant="light">
          {hero.cta}
        </ButtonLink>
      </PageHero>

      {company.erasmusOid && (
        <PartnerBanner t={t} title={page.partner.title} text={page.partner.text} oid={company.erasmusOid} />
      )}

      <Section>
        <SectionHeading title={stats.title} subtitle={stats.subtitle ?? undefined} align="center" />
        <StatGrid items={stats.figures ?? []} />
      </Section>

      <Section tone="muted">
        <SectionHeading
          eyebrow={services.eyebrow ?? undefined}
          title={services.title}
          subtitle={services.subtitle ?? undefined}
        />
        <CardGrid columns={3}>
          {(services.cards ?? []).map((card) => (
            <Card key={card.id} title={card.title}>
              <p className="mb-5">{card.text}</p>
              <CheckList items={(card.points ?? []).map((point) => point.text)} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <CardSection content={why} columns={3} />

      <Section tone="muted">
        <SectionHeading title={destinations.spainTitle} subtitle={destinations.spainSubtitle ?? undefined} />
        <CityTiles t={t} cities={shownOn(cities, 'erasmus-spain')} />
        <div className="mt-16">
          <SectionHeading title={destinations.euTitle} subtitle={destinations.euSubtitle ?? undefined} />
          <CityTiles t={t} cities={shownOn(cities, 'erasmus-eu')} />
        </div>
      </Section>

      <Section>
        <ProposalPanel title={adHoc.title} text={adHoc.text ?? ''} label={adHoc.button} />
      </Section>

      <Section tone="muted">
        <SectionHeading title={support.title} subtitle={support.subtitle ?? undefined} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(support.cards ?? []).map((card) => (
            <li key={card.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="font-semibold text-brand-900">{card.title}</p>
              <p className="mt-2 text-sm text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <SectionHeading title={process.title} subtitle={process.subtitle ?? undefined} />
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {(process.cards ?? []).map((step, i) => (
            <li key={step.id}>
              <span
                className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <p className="mt-4 text-lg font-semibold text-brand-900">{step.title}</p>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="brand">
        <SectionHeading title={impact.title} subtitle={impact.subtitle ?? undefined} invert />
        <div className="grid gap-10 md:grid-cols-3">
          {(impact.cards ?? []).map((card) => (
            <div key={card.id}>
              <h3 className="text-xl font-semibold text-white">{card.title}</h3>
              <p className="mt-3 text-brand-100">{card.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section>
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
