import type { Metadata } from 'next'

import { CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, StatGrid } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { range, type Translate } from '@/lib/i18n'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

/** 1..n, for the numbered message ids of a list. */
export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('about.meta.title'),
    description: t('about.meta.description'),
    path: '/about',
  })
}

/** `prefix.<n>.value` / `prefix.<n>.label` pairs for a StatGrid. */
function stats(t: Translate, prefix: string, count: number) {
  return range(count).map((n) => ({ value: t(`${prefix}.${n}.value`), label: t(`${prefix}.${n}.label`) }))
}

/** A list of short items, each a bold title and a sentence. */
function DetailList({ t, prefix, count }: { t: Translate; prefix: string; count: number }) {
  return (
    <ul className="space-y-6">
      {range(count).map((n) => (
        <li key={n} className="border-l-4 border-accent-700 pl-4">
          <p className="font-semibold text-brand-900">{t(`${prefix}.${n}.title`)}</p>
          <p className="mt-1 text-slate-700">{t(`${prefix}.${n}.text`)}</p>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps: an ordered list, the number drawn in a circle. */
function StepList({ t, prefix, count }: { t: Translate; prefix: string; count: number }) {
  return (
    <ol className="space-y-6">
      {range(count).map((n) => (
        <li key={n} className="flex gap-4">
          <span
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {n}
          </span>
          <div>
            <p className="font-semibold text-brand-900">{t(`${prefix}.${n}.title`)}</p>
            <p className="mt-1 text-slate-700">{t(`${prefix}.${n}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

export default async function AboutPage({ params }: LangProps) {
  const { t } = await pageLocale(params)
  return (
    <PageBody>
      <PageHero title={t('about.title')} subtitle={t('about.subtitle')} />

      <Section>
        <SectionHeading eyebrow={t('about.story.eyebrow')} title={t('about.story.title')} />
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {range(4).map((n) => (
            <p key={n}>{t(`about.story.${n}`)}</p>
          ))}
        </div>
        <div className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-10">
          <StatGrid items={stats(t, 'about.stats', 4)} />
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading
          eyebrow={t('about.why.eyebrow')}
          title={t('about.why.title')}
          subtitle={t('about.why.subtitle')}
        />
        <CardGrid columns={3}>
          {range(5).map((n) => (
            <Card key={n} title={t(`about.why.${n}.title`)}>
              <p>{t(`about.why.${n}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section>
        <div className="grid gap-16 lg:grid-cols-2">
          <div>
            <SectionHeading title={t('about.commitment.title')} subtitle={t('about.commitment.subtitle')} />
            <DetailList t={t} prefix="about.commitment" count={4} />
          </div>
          <div>
            <SectionHeading title={t('about.together.title')} subtitle={t('about.together.subtitle')} />
            <StepList t={t} prefix="about.together" count={4} />
          </div>
        </div>
      </Section>

      <Section tone="brand">
        <SectionHeading title={t('about.impact.title')} subtitle={t('about.impact.subtitle')} align="center" invert />
        <StatGrid items={stats(t, 'about.impact', 4)} invert />
      </Section>

      <Section>
        <CtaBanner
          title={t('about.cta.title')}
          text={t('about.cta.text')}
          href="/contact"
          label={t('about.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
