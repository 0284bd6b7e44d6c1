import { companyRows, DetailsList } from '@/components/legal-document'

import { renderLegalPage } from '@/app/(frontend)/_lib/legal-page'
import { renderOnFirstRequest, type LangProps } from '@/app/(frontend)/_lib/locale-page'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-legal', (t) => ({
  title: t('legal.meta.title'),
  description: t('legal.meta.description'),
}))

/**
 * Aviso legal (LSSI-CE art. 10): the texts are the page-legal global, the company's identifiers the company
 * details (placeholders in brackets until the agency fills them in; the admin Dashboard warns meanwhile).
 */
export default async function LegalNoticePage({ params }: LangProps) {
  return renderLegalPage(params, 'page-legal', {
    updated: ({ page }) => page.lastUpdated,
    inserts: ({ t, page, company }) => ({
      companyDetails: (
        <DetailsList
          items={[
            ...companyRows(t, company, ['legalName', 'tradeName', 'taxId', 'registeredAddress', 'email']),
            { label: t('companyDetails.registry'), value: page.registryEntry },
            ...companyRows(t, company, ['tourismLicence', 'cicma']),
          ]}
        />
      ),
    }),
  })
}
