import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { imageUrlOf } from '@/platform/media-url'
import { readPage } from '@/features/content/pages'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'
import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-cultural-excursions', (t) => ({
  title: t('excursions.meta.title'),
  description: t('excursions.meta.description'),
}))

/** Today's tile illustrations, shown (in this order) where a tile has no uploaded image. */
const tileIllustrations = [
  '/images/excursions/warsaw-old-town.svg',
  '/images/excursions/bari-markets.svg',
  '/images/excursions/provence-lavender.svg',
  '/images/excursions/flamenco-workshop.svg',
]

export default async function CulturalExcursionsPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const { hero, tiles, examples, options, cta } = await readPage(
    await cms(),
    'page-cultural-excursions',
    locale,
    (await currentView()).draft,
  )
  const { curated, selfGuided } = options
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <ButtonLink href="/contact">{hero.cta}</ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow={tiles.eyebrow ?? undefined}
          title={tiles.title}
          subtitle={tiles.subtitle ?? undefined}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(tiles.tiles ?? []).map((tile, i) => (
            <li key={tile.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
              <Illustration
                src={imageUrlOf(tile.image, tileIllustrations[i % tileIllustrations.length])!}
                alt={tile.imageAlt ?? ''}
                ratio="4 / 3"
                priority={i < 2}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="flex-1 px-2 pb-2 pt-4">
                <h3 className="text-lg font-semibold text-brand-900">{tile.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{tile.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted">
        <SectionHeading
          eyebrow={examples.eyebrow ?? undefined}
          title={examples.title}
          subtitle={examples.subtitle ?? undefined}
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {(examples.examples ?? []).map((example) => (
            <li key={example.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{example.place}</p>
              <h3 className="mt-1 text-lg font-semibold text-brand-900">{example.title}</h3>
              <p className="mt-2 text-slate-700">{example.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <SectionHeading
          eyebrow={options.eyebrow ?? undefined}
          title={options.title}
          subtitle={options.subtitle ?? undefined}
        />
        <CardGrid columns={2}>
          <Card
            title={curated.title}
            badge={curated.badge ?? undefined}
            footer={<ButtonLink href="/contact">{curated.cta}</ButtonLink>}
          >
            <p>{curated.text}</p>
            <div className="mt-5">
              <CheckList items={(curated.items ?? []).map((item) => item.text)} />
            </div>
          </Card>
          <Card
            title={selfGuided.title}
            badge={selfGuided.badge ?? undefined}
            footer={
              <ButtonLink href={selfGuided.partnerUrl} variant="secondary" external>
                {selfGuided.cta}
                <span className="sr-only"> {t('excursions.options.selfGuided.newTab')}</span>
                <svg className="ml-2 h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                  <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                  <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                </svg>
              </ButtonLink>
            }
          >
            <p>{selfGuided.text}</p>
            <div className="mt-5">
              <CheckList items={(selfGuided.items ?? []).map((item) => item.text)} />
            </div>
            {selfGuided.note && <p className="mt-5 text-sm text-slate-600">{selfGuided.note}</p>}
          </Card>
        </CardGrid>
      </Section>

      <Section tone="muted">
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
