import type { Payload } from 'payload'
import { cache } from 'react'

import { defaultLocale, type Locale } from '@i18n/locales'
import { isProduction } from '@/platform/env'
import type { Company } from '@/payload-types'
import type { CompanyDetails } from './content-types'
import { withFallbackTexts } from './pages'

export type { CompanyDetails } from './content-types'

/** The social networks the footer has an icon for. */
export const socialNetworks = ['instagram', 'linkedin', 'facebook', 'x', 'youtube', 'tiktok'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

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

/**
 * The details the agency must replace before launch, in the order of the company details' screen: the legal
 * identifiers, the contact details and the social links. `required`: an empty one is missing too; the others may
 * stay empty (no WhatsApp, no Erasmus+ ID, no social network), but never keep a made-up value.
 */
export const launchDetails = [
  { field: 'legalName', required: true },
  { field: 'taxId', required: true },
  { field: 'registeredAddress', required: true },
  { field: 'tourismLicence', required: true },
  { field: 'cicma', required: true },
  { field: 'erasmusOid', required: false },
  { field: 'email', required: true },
  { field: 'phone', required: true },
  { field: 'whatsapp', required: false },
  { field: 'socialLinks', required: false },
] as const

export type LaunchDetail = (typeof launchDetails)[number]['field']

/** The phone number the seed and the admin's hints use as an example: "+34 600 000 000". */
const EXAMPLE_PHONE = '34600000000'

/**
 * Whether a value is a stand-in rather than the agency's own: a placeholder in brackets ("[NIF]"), an address at a
 * reserved example domain ("info@agency.example", RFC 2606), the example phone number, an ID of placeholder
 * letters ("E10XXXXXX"), or a social link to a network's home page instead of a profile.
 */
export function isMadeUp(field: LaunchDetail, value: string | null | undefined): boolean {
  if (!value || !value.trim()) return false
  if (/\[[^\]]*\]/.test(value)) return true
  switch (field) {
    case 'email':
      return /@(?:[^@\s]+\.)?(?:example|test|invalid|localhost)$|@example\.(?:com|org|net)$/i.test(value.trim())
    case 'phone':
    case 'whatsapp':
      return value.replace(/\D/g, '').replace(/^00/, '') === EXAMPLE_PHONE
    case 'erasmusOid':
      return /X{3,}/i.test(value)
    default:
      return false
  }
}

/** A social link to a network's home page ("https://www.instagram.com/"), not to the agency's profile. */
export function isBareNetworkLink(url: string | null | undefined): boolean {
  if (!url) return true
  try {
    const { pathname, search } = new URL(url)
    return pathname.replace(/\/+$/, '') === '' && !search
  } catch {
    return true
  }
}

export type LaunchProblem = { field: LaunchDetail; problem: 'missing' | 'placeholder' }

/** What is left to replace before launch (the Dashboard's checklist), each detail once, in the screen's order. */
export function launchChecklist(company: Partial<CompanyDetails> | null | undefined): LaunchProblem[] {
  return launchDetails.flatMap(({ field, required }): LaunchProblem[] => {
    if (field === 'socialLinks') {
      const links = company?.socialLinks ?? []
      return links.some((link) => isBareNetworkLink(link.url)) ? [{ field, problem: 'placeholder' }] : []
    }
    const value = company?.[field]
    if (!value || !value.trim()) return required ? [{ field, problem: 'missing' }] : []
    return isMadeUp(field, value) ? [{ field, problem: 'placeholder' }] : []
  })
}

/**
 * The details as visitors and mail recipients get them in production: a placeholder or made-up value becomes
 * empty (its line is left out) and bare social links are dropped, so the live site never prints "[CICMA]" or a
 * fake number. Elsewhere (development, previews of a fresh install) they stay, to be seen and replaced.
 */
export function withoutMadeUpDetails<T extends Partial<CompanyDetails>>(company: T): T {
  const clean = { ...company } as Record<string, unknown>
  for (const { field } of launchDetails) {
    if (field === 'socialLinks') continue
    const value = company[field]
    if (typeof value === 'string' && (isMadeUp(field, value) || isPlaceholder(value))) clean[field] = ''
  }
  clean.socialLinks = (company.socialLinks ?? []).filter((link) => !isBareNetworkLink(link.url))
  return clean as T
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
 * and the description left empty in Spanish show the English text. With nothing published (an editor unpublished
 * them, or the app was started without its set-up step, which publishes them: src/seed/setup.ts), every detail is
 * empty rather than an error: mails and pages still go out, and the admin Dashboard lists what is missing.
 * Within one render the layout, the page and its metadata share one read (React's cache).
 */
export const readCompany = cache(readCompanyUncached)

/** Company details with nothing published: every one empty. */
const noDetails: CompanyDetails = {
  legalName: '',
  tradeName: '',
  taxId: '',
  registeredAddress: '',
  tourismLicence: '',
  cicma: '',
  email: '',
  phone: '',
}

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
  const shown = isProduction() ? withoutMadeUpDetails : (details: CompanyDetails) => details
  if (company && company.updatedAt) return shown(company)
  payload.logger.warn('The company details have nothing published: showing them empty (npm run setup publishes them)')
  return noDetails
}
