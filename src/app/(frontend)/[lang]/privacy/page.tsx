import { companyRows, DetailsList, LegalTable } from '@/components/legal-document'
import type { Translate } from '@/platform/i18n'
import { PRIVACY_POLICY_VERSION } from '@/features/privacy/policy-version'
import { type RetentionPeriod, retentionPolicy } from '@/features/privacy/retention-policy'

import { renderLegalPage } from '@/app/(frontend)/_lib/legal-page'
import { renderOnFirstRequest, type LangProps } from '@/app/(frontend)/_lib/locale-page'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-privacy', (t) => ({
  title: t('privacy.meta.title'),
  description: t('privacy.meta.description'),
}))

/** "6 years from the last contact" / "Until consent is withdrawn", from the machine-readable period. */
function periodText(period: RetentionPeriod, t: Translate): string {
  if (period.kind === 'until-consent-withdrawn') return t('privacy.retention.untilConsentWithdrawn')
  if (period.kind === 'while-communications-are-sent') return t('privacy.retention.whileCommunicationsAreSent')
  const duration = t(`privacy.retention.duration.${period.unit}`, { count: period.amount })
  return t(`privacy.retention.from.${period.from}`, { duration })
}

/**
 * Privacy policy (GDPR arts. 13–14, LOPDGDD): the texts are the page-privacy global, the controller's identity
 * the company details. The retention table is rendered from `retentionPolicy`, the periods the retention job
 * enforces; the date shown is the policy's version, the one consent records store.
 */
export default async function PrivacyPolicyPage({ params }: LangProps) {
  return renderLegalPage(params, 'page-privacy', {
    updated: () => PRIVACY_POLICY_VERSION,
    inserts: ({ t, company }) => ({
      controllerDetails: (
        <DetailsList items={companyRows(t, company, ['legalName', 'taxId', 'registeredAddress', 'email'])} />
      ),
      retentionTable: (
        <LegalTable
          caption={t('privacy.retention.caption')}
          columns={[t('privacy.retention.col.data'), t('privacy.retention.col.period')]}
          rows={retentionPolicy.map((rule) => [t(`privacy.retention.${rule.id}.data`), periodText(rule.period, t)])}
        />
      ),
    }),
  })
}
