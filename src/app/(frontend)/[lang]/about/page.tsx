import { CardSection } from '@/components/ui/card-section'
import { CtaBanner } from '@/components/ui/button-link'
import { StatGrid } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { readPage } from '@/features/content/pages'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'
import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-about', (t) => ({
  title: t('about.meta.title'),
  description: t('about.meta.description'),
}))

type Item = { id?: string | null; title: string; text?: string | null }

/** A list of short items, each a bold title and a sentence. */
function DetailList({ items }: { items: Item[] }) {
  return (
    <ul className="space-y-6">
      {items.map((item) => (
        <li key={item.id} className="border-l-4 border-accent-700 pl-4">
          <p className="font-semibold text-brand-900">{item.title}</p>
          <p className="mt-1 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps: an ordered list, the number drawn in a circle. */
function StepList({ items }: { items: Item[] }) {
  return (
    <ol className="space-y-6">
      {items.map((item, i) => (
        <li key={item.id} className="flex gap-4">
          <span
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-brand-900">{item.title}</p>
            <p className="mt-1 text-slate-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

export default async function AboutPage({ params }: LangProps) {
  const { locale } = await pageLocale(params)
  const { hero, story, why, commitment, together, impact, cta } = await readPage(
    await cms(),
    'page-about',
    locale,
    (await currentView()).draft,
  )
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined} />

      <Section>
        <SectionHeading eyebrow={story.eyebrow ?? undefined} title={story.title} />
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {(story.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph.id}>{paragraph.text}</p>
          ))}
        </div>
        {story.figures && story.figures.length > 0 && (
          <div className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-10">
            <StatGrid items={story.figures} />
          </div>
        )}
      </Section>

      <CardSection content={why} columns={3} tone="muted" />

      <Section>
        <div className="grid gap-16 lg:grid-cols-2">
          <div>
            <SectionHeading title={commitment.title} subtitle={commitment.subtitle ?? undefined} />
            <DetailList items={commitment.cards ?? []} />
          </div>
          <div>
            <SectionHeading title={together.title} subtitle={together.subtitle ?? undefined} />
            <StepList items={together.cards ?? []} />
          </div>
        </div>
      </Section>

      <Section tone="brand">
        <SectionHeading title={impact.title} subtitle={impact.subtitle ?? undefined} align="center" invert />
        <StatGrid items={impact.figures ?? []} invert />
      </Section>

      <Section>
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
