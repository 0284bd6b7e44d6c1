import { LegalTable } from '@/components/legal-document'

import { renderLegalPage } from '@/app/(frontend)/_lib/legal-page'
import { renderOnFirstRequest, type LangProps } from '@/app/(frontend)/_lib/locale-page'
import { pageGlobalMetadata } from '@/app/(frontend)/_lib/page-metadata'

export const generateStaticParams = renderOnFirstRequest

export const generateMetadata = pageGlobalMetadata('page-cookies', (t) => ({
  title: t('cookies.meta.title'),
  description: t('cookies.meta.description'),
}))

/**
 * The cookies policy (LSSI-CE art. 22.2): the texts and the table's rows are the page-cookies global. Today the
 * site sets the `language` cookie (EN/ES toggle and proxy) and, for staff only, Payload's `payload-token`.
 */
export default async function CookiesPolicyPage({ params }: LangProps) {
  return renderLegalPage(params, 'page-cookies', {
    updated: ({ page }) => page.lastUpdated,
    inserts: ({ t, page }) => ({
      cookiesTable: (
        <LegalTable
          caption={t('cookies.used.caption')}
          columns={[
            t('cookies.used.col.name'),
            t('cookies.used.col.purpose'),
            t('cookies.used.col.duration'),
            t('cookies.used.col.type'),
          ]}
          rows={(page.cookies ?? []).map((cookie) => [
            <code key="name" className="font-mono">
              {cookie.name}
            </code>,
            cookie.purpose,
            cookie.duration,
            cookie.type,
          ])}
        />
      ),
    }),
  })
}
