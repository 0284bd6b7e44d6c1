import Link from 'next/link'

import { EnquiryForm } from '@/components/contact/enquiry-form'
import { ButtonLink } from '@/components/ui/button-link'
import { Card, CardGrid, StatGrid } from '@/components/ui/cards'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { readCompany } from '@/features/content/company'
import { enquiryOptions, readDestinations } from '@/features/content/destinations'
import { readPage } from '@/features/content/pages'
import { currentView } from '@/features/content/preview/view'
import { clientTexts } from '@/platform/i18n'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'
import { renderOnFirstRequest, type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-contact', (t) => ({
  title: t('contact.meta.title'),
  description: t('contact.meta.description'),
}))

export default async function ContactPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const formTexts = clientTexts(locale, ['contactForm.', 'validation.', 'newsletter.privacyLink', 'newsletter.newTab'])
  const payload = await cms()
  const view = await currentView()
  const [{ hero, cards, why }, company, allDestinations] = await Promise.all([
    readPage(payload, 'page-contact', locale, view.draft),
    readCompany(payload, locale, view.draft),
    readDestinations(payload, locale, view),
  ])
  const { email, phone, whatsapp } = company
  // The published destinations the form offers (POST /api/contacts accepts the same list).
  const destinations = enquiryOptions(allDestinations, locale)
  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined}>
        <ButtonLink href="/plan-a-trip" variant="light">
          {t('trip.link.builder')}
        </ButtonLink>
      </PageHero>
      <Section className="!pb-8">
        <CardGrid columns={3}>
          <Card level={2} title={cards.email.title}>
            {cards.email.text && <p>{cards.email.text}</p>}
            {/* Empty in production while it is still an example value (src/features/content/company.ts). */}
            {email && (
              <a href={`mailto:${email}`} className="mt-2 inline-block font-semibold text-brand-700 underline">
                {email}
              </a>
            )}
          </Card>
          <Card level={2} title={cards.phone.title}>
            {cards.phone.text && <p>{cards.phone.text}</p>}
            {phone && (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="mt-2 inline-block font-semibold text-brand-900"
              >
                {phone}
              </a>
            )}
            {whatsapp && whatsapp !== phone && (
              <p className="mt-1 text-sm text-slate-600">
                WhatsApp:{' '}
                <a href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`} className="text-brand-700 underline">
                  {whatsapp}
                </a>
              </p>
            )}
          </Card>
          <Card level={2} title={cards.visit.title}>
            {cards.visit.text && <p>{cards.visit.text}</p>}
            {company.officeAddress && <p className="mt-2 font-semibold text-brand-900">{company.officeAddress}</p>}
            {company.businessHours && <p className="mt-2 text-sm text-slate-600">{company.businessHours}</p>}
          </Card>
        </CardGrid>
      </Section>
      <Section className="!pt-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <EnquiryForm kind="school" locale={locale} texts={formTexts} destinations={destinations} />
          </div>
          <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <EnquiryForm kind="erasmus" locale={locale} texts={formTexts} destinations={destinations} />
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
