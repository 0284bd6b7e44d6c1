import { CardSection } from '@/components/ui/card-section'
import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'

import type { Locale } from '@i18n/locales'
import { imageUrlOf } from '@/platform/media-url'
import { readPage } from '@/features/content/pages'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'
import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-travel-insurance', (t, { partners }, locale) => ({
  title: t('insurance.meta.title'),
  description: t('insurance.meta.description', {
    amount: euroFormat(locale).format(Math.max(0, ...(partners.partners ?? []).map((p) => p.medicalCap))),
  }),
}))

function euroFormat(locale: Locale) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
}

export default async function TravelInsurancePage({ params }: LangProps) {
  const { locale } = await pageLocale(params)
  const euros = euroFormat(locale)
  const { hero, benefits, partners, why, teaser, cta } = await readPage(
    await cms(),
    'page-travel-insurance',
    locale,
    (await currentView()).draft,
  )

  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <ButtonLink href="#partners" variant="light">
          {hero.cta}
        </ButtonLink>
      </PageHero>

      <CardSection content={benefits} columns={4} />

      <Section tone="muted" id="partners" className="scroll-mt-16">
        <SectionHeading
          eyebrow={partners.eyebrow ?? undefined}
          title={partners.title}
          subtitle={partners.subtitle ?? undefined}
        />
        <CardGrid columns={2}>
          {(partners.partners ?? []).map((partner) => (
            <Card key={partner.id} title={partner.title} badge={partner.badge ?? undefined}>
              <p>{partner.text}</p>
              <p className="mt-5 rounded-xl bg-brand-50 px-5 py-4">
                <span className="block text-sm font-medium text-brand-800">{partners.medicalLabel}</span>
                <span className="mt-1 block text-3xl font-bold text-brand-900">{euros.format(partner.medicalCap)}</span>
              </p>
              <div className="mt-5">
                <CheckList items={(partner.features ?? []).map((item) => item.text)} />
              </div>
            </Card>
          ))}
        </CardGrid>
        {partners.disclaimer && <p className="mt-8 max-w-3xl text-sm text-slate-600">{partners.disclaimer}</p>}
      </Section>

      <Section>
        <SectionHeading eyebrow={why.eyebrow ?? undefined} title={why.title} subtitle={why.subtitle ?? undefined} />
        <CardGrid columns={2}>
          {(why.groups ?? []).map((group) => (
            <Card key={group.id} title={group.title}>
              <CheckList items={(group.items ?? []).map((item) => item.text)} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              eyebrow={teaser.eyebrow ?? undefined}
              title={teaser.title}
              subtitle={teaser.text ?? undefined}
            />
            <ButtonLink href="/cultural-excursions" variant="secondary">
              {teaser.cta}
            </ButtonLink>
          </div>
          <Illustration
            src={imageUrlOf(teaser.image, '/images/excursions/flamenco-workshop.svg')!}
            alt={teaser.imageAlt ?? ''}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
      </Section>

      <Section>
        <CtaBanner title={cta.title} text={cta.text ?? undefined} href="/contact" label={cta.button} />
      </Section>
    </PageBody>
  )
}
