import type { Payload } from 'payload'
import { cache } from 'react'

import { defaultLocale, type Locale } from '@i18n/locales'
import type { Company } from '@/payload-types'
import { withFallbackTexts } from './pages'

/** The social networks the footer has an icon for. */
export const socialNetworks = ['instagram', 'linkedin', 'facebook', 'x', 'youtube', 'tiktok'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** The agency's details as the site shows them (the global's fields, without what Payload adds). */
export type CompanyDetails = Omit<Company, 'id' | 'updatedAt' | 'createdAt' | '_status'>

/** The identifiers the law requires on the legal notice (LSSI-CE art. 10) and the privacy policy. */
export const legalIdentifiers = ['legalName', 'taxId', 'registeredAddress', 'tourismLicence', 'cicma'] as const

/** An identifier still waiting for its real value: empty, or a placeholder in brackets such as "[NIF]". */
export function isPlaceholder(value: string | null | undefined): boolean {
  return !value || !value.trim() || /\[[^\]]*\]/.test(value)
}

/** The legal identifiers of `company` that are still placeholders (the admin Dashboard warns about them). */
export function missingLegalIdentifiers(company: Partial<CompanyDetails> | null | undefined) {
  return legalIdentifiers.filter((field) => isPlaceholder(company?.[field]))
}

/** An absolute http(s) web address with a host name (a social profile). */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * The company details in `locale`. The site reads the published version as a visitor would (access applied);
 * `draft: true` reads the newest draft, for a signed-in editor's preview (the caller checks). Business hours
 * and the description left empty in Spanish show the English text. Before the start-up has published the details (or where an
 * editor only saved drafts of a database that never had them), today's seed values are shown, never an error.
 * Within one render the layout, the page and its metadata share one read (React's cache).
 */
export const readCompany = cache(readCompanyUncached)

async function readCompanyUncached(payload: Payload, locale: Locale, draft = false): Promise<CompanyDetails> {
  const read = (inLocale: Locale) =>
    payload.findGlobal({
      slug: 'company',
      locale: inLocale,
      fallbackLocale: defaultLocale,
      draft,
      depth: 0,
      overrideAccess: draft,
    })
  const company =
    locale === defaultLocale
      ? await read(locale)
      : withFallbackTexts(...((await Promise.all([read(locale), read(defaultLocale)])) as [Company, Company]))
  if (company && company.updatedAt) return company
  payload.logger.warn('The company details have never been published: showing their seed values')
  const { companySeed } = await import('@/seed/data/company')
  return {
    ...companySeed.shared,
    officeAddress: companySeed.officeAddress[locale],
    businessHours: companySeed.businessHours[locale],
    description: companySeed.description[locale],
  }
}
