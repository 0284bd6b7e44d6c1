import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import {
  BulletList,
  companyDetails,
  DetailsList,
  LegalDocument,
  LegalTable,
  Paragraphs,
} from '@/components/legal-document'
import { PageBody, PageHero } from '@/components/ui/section'
import type { Translate } from '@/lib/i18n'
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy/policy-version'
import { type RetentionPeriod, retentionPolicy } from '@/lib/privacy/retention-policy'

import { renderOnFirstRequest, type LangProps, pageLocale, pageMetadata } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, {
    title: t('privacy.meta.title'),
    description: t('privacy.meta.description'),
    path: '/privacy',
  })
}

/** "6 years from the last contact" / "Until consent is withdrawn", from the machine-readable period. */
function periodText(period: RetentionPeriod, t: Translate): string {
  if (period.kind === 'until-consent-withdrawn') return t('privacy.retention.untilConsentWithdrawn')
  if (period.kind === 'while-communications-are-sent') return t('privacy.retention.whileCommunicationsAreSent')
  const duration = t(`privacy.retention.duration.${period.unit}`, { count: period.amount })
  return t(`privacy.retention.from.${period.from}`, { duration })
}

/**
 * Privacy policy (GDPR arts. 13–14, LOPDGDD). The retention table is rendered from `retentionPolicy`, the periods
 * the retention job enforces; the date shown is the policy's version, the one consent records store.
 */
export default async function PrivacyPolicyPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  const email = t('legal.company.email.value')
  const links = { cookies: '/cookies', aepd: 'https://www.aepd.es' }
  const p = (prefix: string) => <Paragraphs locale={locale} prefix={prefix} links={links} values={{ email }} />
  const list = (prefix: string) => <BulletList locale={locale} prefix={prefix} links={links} values={{ email }} />
  const section = (id: string, children: ReactNode) => ({ id, title: t(`privacy.${id}.title`), children })

  return (
    <PageBody>
      <PageHero title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <LegalDocument
        locale={locale}
        t={t}
        updated={PRIVACY_POLICY_VERSION}
        intro={p('privacy.intro')}
        sections={[
          section(
            'controller',
            <>
              {p('privacy.controller.p')}
              <DetailsList items={companyDetails(t, ['name', 'nif', 'address', 'email'])} />
              {p('privacy.controller.after')}
            </>,
          ),
          section(
            'security',
            <>
              {p('privacy.security.p')}
              {list('privacy.security.list')}
              {p('privacy.security.after')}
            </>,
          ),
          section(
            'purposes',
            <>
              {p('privacy.purposes.p')}
              {list('privacy.purposes.list')}
              {p('privacy.purposes.after')}
            </>,
          ),
          section(
            'retention',
            <>
              {p('privacy.retention.p')}
              <LegalTable
                caption={t('privacy.retention.caption')}
                columns={[t('privacy.retention.col.data'), t('privacy.retention.col.period')]}
                rows={retentionPolicy.map((rule) => [
                  t(`privacy.retention.${rule.id}.data`),
                  periodText(rule.period, t),
                ])}
              />
              {p('privacy.retention.after')}
            </>,
          ),
          section(
            'legalBases',
            <>
              {p('privacy.legalBases.p')}
              {list('privacy.legalBases.list')}
              {p('privacy.legalBases.after')}
            </>,
          ),
          section(
            'recipients',
            <>
              {p('privacy.recipients.p')}
              {list('privacy.recipients.list')}
              {p('privacy.recipients.after')}
            </>,
          ),
          section(
            'categories',
            <>
              {p('privacy.categories.p')}
              {list('privacy.categories.list')}
              {p('privacy.categories.after')}
            </>,
          ),
          section(
            'rights',
            <>
              {p('privacy.rights.p')}
              {list('privacy.rights.list')}
              {p('privacy.rights.after')}
            </>,
          ),
          section('complaint', p('privacy.complaint.p')),
          section('cookies', p('privacy.cookies.p')),
          section('consent', p('privacy.consent.p')),
        ]}
      />
    </PageBody>
  )
}
