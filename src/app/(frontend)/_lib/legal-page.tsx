import type { ReactNode } from 'react'

import type { Locale } from '@i18n/locales'
import { companyValues, LegalDocument, legalIntro, legalSections } from '@/components/legal-document'
import { PageBody, PageHero } from '@/components/ui/section'
import { type CompanyDetails, readCompany } from '@/features/content/company'
import { type PageContent, readPage } from '@/features/content/pages'
import type { Translate } from '@/platform/i18n'
import { currentView } from '@/features/content/preview/view'

import { cms } from './cms'
import { type LangProps, pageLocale } from './locale-page'

type LegalSlug = 'page-legal' | 'page-privacy' | 'page-cookies'

/** What a legal page builds its own parts from. */
export type LegalPageContext<S extends LegalSlug> = {
  locale: Locale
  t: Translate
  page: PageContent<S>
  company: CompanyDetails
}

/**
 * A legal page (legal notice, privacy policy, cookies policy): its texts are its page global, the company's
 * identifiers and the `{email}`-style values in its texts come from the company details (drafts in an editor's
 * preview). Each page says only what is its own: the date it shows as last updated, and the blocks it builds
 * itself (a details list, a table) for the sections that name one.
 */
export async function renderLegalPage<S extends LegalSlug>(
  params: LangProps['params'],
  slug: S,
  {
    updated,
    inserts = () => ({}),
  }: {
    updated: (context: LegalPageContext<S>) => string
    inserts?: (context: LegalPageContext<S>) => Record<string, ReactNode>
  },
) {
  const { locale, t } = await pageLocale(params)
  const payload = await cms()
  const { draft } = await currentView()
  const [page, company] = await Promise.all([
    readPage(payload, slug, locale, draft),
    readCompany(payload, locale, draft),
  ])
  const context: LegalPageContext<S> = { locale, t, page, company }
  const values = companyValues(company)
  // Every page global has a hero; the type of a generic slug does not say so.
  const { hero } = page as PageContent<LegalSlug>

  return (
    <PageBody>
      <PageHero title={hero.title} subtitle={hero.subtitle ?? undefined} />
      <LegalDocument
        locale={locale}
        t={t}
        updated={updated(context)}
        intro={legalIntro(page, values)}
        sections={legalSections(page, values, inserts(context))}
      />
    </PageBody>
  )
}
