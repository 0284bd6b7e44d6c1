import type { Metadata } from 'next'
import Link from 'next/link'

import { EnquiryForm } from '@/components/contact/enquiry-form'
import { Card, CardGrid, StatGrid } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { readPage } from '@/lib/content/pages'
import { currentView } from '@/lib/preview/view'
import { clientTexts } from '@/lib/i18n'

import { cms } from '@/app/(frontend)/_lib/cms'
import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('contact.meta.title'),
    description: t('contact.meta.description'),
    path: '/contact',
  })
}

export default async function ContactPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const email = t('contact.email.value')
  const formTexts = clientTexts(locale, ['contactForm.', 'validation.', 'newsletter.privacyLink', 'newsletter.newTab'])
  const { hero, why } = await readPage(await cms(), 'page-contact', locale, (await currentView()).draft)
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined} />
      <Section className="!pb-8">
        <CardGrid columns={3}>
          <Card level={2} title={t('contact.email.title')}>
            <p>{t('contact.email.text')}</p>
            <a href={`mailto:${email}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {email}
            </a>
          </Card>
          <Card level={2} title={t('contact.phone.title')}>
            <p>{t('contact.phone.text')}</p>
            <p className="mt-2 font-semibold text-brand-900">{t('contact.phone.value')}</p>
          </Card>
          <Card level={2} title={t('contact.visit.title')}>
            <p>{t('contact.visit.text')}</p>
            <p className="mt-2 text-sm text-slate-600">{t('contact.hours')}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section className="!pt-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <EnquiryForm kind="school" locale={locale} texts={formTexts} />
          </div>
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <EnquiryForm kind="erasmus" locale={locale} texts={formTexts} />
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t('contact.privacyNote')}{' '}
          <Link href="/privacy" className="text-brand-700 underline">
            {t('newsletter.privacyLink')}
          </Link>
        </p>
      </Section>
      <Section tone="muted">
        <SectionHeading title={why.title} subtitle={why.subtitle ?? undefined} align="center" />
        <StatGrid items={why.figures ?? []} />
      </Section>
    </PageBody>
  )
}
