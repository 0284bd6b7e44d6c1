import type { Metadata } from 'next'

import { ButtonLink, CtaBanner } from '@/components/ui/button-link'
import { Card, CardGrid, CheckList } from '@/components/ui/cards'
import { Illustration } from '@/components/ui/illustration'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'

import type { Locale } from '@i18n/locales'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  const highestCap = Math.max(...partners.map((p) => p.medicalCap))
  return pageMetadata(locale, {
    title: t('insurance.meta.title'),
    description: t('insurance.meta.description', { amount: euroFormat(locale).format(highestCap) }),
    path: '/travel-insurance',
  })
}

function euroFormat(locale: Locale) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
}

const benefits = ['medical', 'trip', 'assistance', 'group'] as const

/** The two partner insurers (SPEC §3 static, §9 caps). Their names are not published here. */
const partners = [
  { id: 'eu', medicalCap: 300_000, featureCount: 3 },
  { id: 'es', medicalCap: 600_000, featureCount: 3 },
] as const

const whyGroups = [
  { id: 'students', count: 4 },
  { id: 'institutions', count: 4 },
] as const

export default async function TravelInsurancePage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const euros = euroFormat(locale)

  return (
    <PageBody>
      <PageHero title={t('insurance.title')} subtitle={t('insurance.subtitle')}>
        <ButtonLink href="#partners" variant="light">
          {t('insurance.hero.cta')}
        </ButtonLink>
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow={t('insurance.benefits.eyebrow')}
          title={t('insurance.benefits.title')}
          subtitle={t('insurance.benefits.subtitle')}
        />
        <CardGrid columns={4}>
          {benefits.map((id) => (
            <Card key={id} title={t(`insurance.benefits.${id}.title`)}>
              <p>{t(`insurance.benefits.${id}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted" id="partners" className="scroll-mt-16">
        <SectionHeading
          eyebrow={t('insurance.partners.eyebrow')}
          title={t('insurance.partners.title')}
          subtitle={t('insurance.partners.subtitle')}
        />
        <CardGrid columns={2}>
          {partners.map((partner) => (
            <Card
              key={partner.id}
              title={t(`insurance.partners.${partner.id}.title`)}
              badge={t(`insurance.partners.${partner.id}.badge`)}
            >
              <p>{t(`insurance.partners.${partner.id}.text`)}</p>
              <p className="mt-5 rounded-xl bg-brand-50 px-5 py-4">
                <span className="block text-sm font-medium text-brand-800">{t('insurance.partners.medicalLabel')}</span>
                <span className="mt-1 block text-3xl font-bold text-brand-900">{euros.format(partner.medicalCap)}</span>
              </p>
              <div className="mt-5">
                <CheckList
                  items={Array.from({ length: partner.featureCount }, (_, i) =>
                    t(`insurance.partners.${partner.id}.features.${i + 1}`),
                  )}
                />
              </div>
            </Card>
          ))}
        </CardGrid>
        <p className="mt-8 max-w-3xl text-sm text-slate-600">{t('insurance.partners.disclaimer')}</p>
      </Section>

      <Section>
        <SectionHeading
          eyebrow={t('insurance.why.eyebrow')}
          title={t('insurance.why.title')}
          subtitle={t('insurance.why.subtitle')}
        />
        <CardGrid columns={2}>
          {whyGroups.map((group) => (
            <Card key={group.id} title={t(`insurance.why.${group.id}.title`)}>
              <CheckList
                items={Array.from({ length: group.count }, (_, i) => t(`insurance.why.${group.id}.items.${i + 1}`))}
              />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              eyebrow={t('insurance.teaser.eyebrow')}
              title={t('insurance.teaser.title')}
              subtitle={t('insurance.teaser.text')}
            />
            <ButtonLink href="/cultural-excursions" variant="secondary">
              {t('insurance.teaser.cta')}
            </ButtonLink>
          </div>
          <Illustration src="/images/excursions/flamenco-workshop.svg" alt="" sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
      </Section>

      <Section>
        <CtaBanner
          title={t('insurance.cta.title')}
          text={t('insurance.cta.text')}
          href="/contact"
          label={t('insurance.cta.button')}
        />
      </Section>
    </PageBody>
  )
}
