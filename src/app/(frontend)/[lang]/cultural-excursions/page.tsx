import type { Metadata } from 'next'

import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { range } from '@/lib/i18n'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('excursions.meta.title'),
    description: t('excursions.meta.description'),
    path: '/cultural-excursions',
  })
}

const tiles = [
  { id: 'warsaw', image: '/images/excursions/warsaw-old-town.svg' },
  { id: 'bari', image: '/images/excursions/bari-markets.svg' },
  { id: 'provence', image: '/images/excursions/provence-lavender.svg' },
  { id: 'flamenco', image: '/images/excursions/flamenco-workshop.svg' },
] as const

const exampleCount = 8

/** The partner travel-activity platform for self-guided exploration (SPEC §2), opened in a new tab. */
const activityPlatformUrl = 'https://www.getyourguide.com/'

export default async function CulturalExcursionsPage({ params }: LangProps) {
  const { t } = await pageLocale(params)

  return (
    <PageBody>
      <PageHero title={t('excursions.title')} subtitle={t('excursions.subtitle')}>
        <ButtonLink href="/contact">{t('excursions.hero.cta')}</ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow={t('excursions.tiles.eyebrow')}
          title={t('excursions.tiles.title')}
          subtitle={t('excursions.tiles.subtitle')}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile, i) => (
            <li key={tile.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
              <Illustration
                src={tile.image}
                alt={t(`excursions.tiles.${tile.id}.alt`)}
                ratio="4 / 3"
                priority={i < 2}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="flex-1 px-2 pb-2 pt-4">
                <h3 className="text-lg font-semibold text-brand-900">{t(`excursions.tiles.${tile.id}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(`excursions.tiles.${tile.id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted">
        <SectionHeading
          eyebrow={t('excursions.examples.eyebrow')}
          title={t('excursions.examples.title')}
          subtitle={t('excursions.examples.subtitle')}
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {range(exampleCount).map((n) => (
            <li key={n} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
                {t(`excursions.examples.${n}.place`)}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-brand-900">{t(`excursions.examples.${n}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`excursions.examples.${n}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <SectionHeading
          eyebrow={t('excursions.options.eyebrow')}
          title={t('excursions.options.title')}
          subtitle={t('excursions.options.subtitle')}
        />
        <CardGrid columns={2}>
          <Card
            title={t('excursions.options.curated.title')}
            badge={t('excursions.options.curated.badge')}
            footer={<ButtonLink href="/contact">{t('excursions.options.curated.cta')}</ButtonLink>}
          >
            <p>{t('excursions.options.curated.text')}</p>
            <div className="mt-5">
              <CheckList items={range(4).map((n) => t(`excursions.options.curated.items.${n}`))} />
            </div>
          </Card>
          <Card
            title={t('excursions.options.selfGuided.title')}
            footer={
              <ButtonLink href={activityPlatformUrl} variant="secondary" external>
                {t('excursions.options.selfGuided.cta')}
                <span className="sr-only"> {t('excursions.options.selfGuided.newTab')}</span>
                <svg className="ml-2 h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                  <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                  <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                </svg>
              </ButtonLink>
            }
          >
            <p>{t('excursions.options.selfGuided.text')}</p>
            <div className="mt-5">
              <CheckList items={range(3).map((n) => t(`excursions.options.selfGuided.items.${n}`))} />
            </div>
            <p className="mt-5 text-sm text-slate-600">{t('excursions.options.selfGuided.note')}</p>
          </Card>
        </CardGrid>
      </Section>

      <Section tone="muted">
        <CtaBanner
          title={t('excursions.cta.title')}
          text={t('excursions.cta.text')}
          href="/contact"
          label={t('excursions.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
