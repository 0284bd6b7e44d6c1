import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { BulletList, companyDetails, DetailsList, LegalDocument, Paragraphs } from '@/components/legal-document'
import { PageBody, PageHero } from '@/components/ui/section'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('legal.meta.title'),
    description: t('legal.meta.description'),
    path: '/legal',
  })
}

/** Aviso legal (LSSI-CE art. 10). Company identifiers are placeholders in `legal.company.*` until filled in. */
export default async function LegalNoticePage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const p = (prefix: string) => (
    <Paragraphs locale={locale} prefix={prefix} links={{ privacy: '/privacy', cookies: '/cookies' }} />
  )
  const section = (id: string, children: ReactNode) => ({ id, title: t(`legal.${id}.title`), children })

  return (
    <PageBody>
      <PageHero title={t('legal.title')} subtitle={t('legal.subtitle')} />
      <LegalDocument
        locale={locale}
        t={t}
        intro={p('legal.intro')}
        sections={[
          section(
            'company',
            <>
              {p('legal.company.p')}
              <DetailsList items={companyDetails(t, ['name', 'nif', 'address', 'email', 'registry', 'licence'])} />
              {p('legal.company.after')}
            </>,
          ),
          section(
            'terms',
            <>
              {p('legal.terms.p')}
              <BulletList locale={locale} prefix="legal.terms.list" />
              {p('legal.terms.after')}
            </>,
          ),
          section('ip', p('legal.ip.p')),
          section('liability', p('legal.liability.p')),
          section('links', p('legal.links.p')),
          section('availability', p('legal.availability.p')),
          section('accuracy', p('legal.accuracy.p')),
          section('dataProtection', p('legal.dataProtection.p')),
          section('changes', p('legal.changes.p')),
          section('jurisdiction', p('legal.jurisdiction.p')),
        ]}
      />
    </PageBody>
  )
}
