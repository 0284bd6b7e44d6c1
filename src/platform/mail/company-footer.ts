import type { Payload } from 'payload'

import type { Locale } from '@i18n/locales'
import { type CompanyDetails, isPlaceholder, readCompany } from '@/features/content/company'
import { memoized } from '@/features/content/memo'
import { escapeHtml } from './placeholders'

/**
 * Who sends our e-mails, from the company details (LSSI-CE art. 20: every commercial message identifies its
 * sender): trade name, legal name, registered address, e-mail and phone, on one line. Identifiers still in
 * brackets ("[NIF]") are left out rather than mailed to people.
 */
export function companyLine(company: CompanyDetails): string {
  const legalName = company.legalName !== company.tradeName ? company.legalName : null
  return [company.tradeName, legalName, company.registeredAddress, company.email, company.phone]
    .filter((value): value is string => Boolean(value) && !isPlaceholder(value))
    .join(' · ')
}

/** The same line as a small grey HTML paragraph at the end of a message. */
export const companyFooterHtml = (company: CompanyDetails) =>
  `<p style="font-size:12px;color:#4b5563;border-top:1px solid #e5e7eb;padding-top:8px;margin-top:24px">${escapeHtml(companyLine(company))}</p>`

/**
 * The published company details, for a mail job (outside any page render). Read once a minute at most: a worker
 * mails thousands of enquiries or recipients in that time, and a change of address may take a minute to show.
 */
export const mailCompany = (payload: Payload, locale: Locale) =>
  memoized(`mail-company:${locale}`, () => readCompany(payload, locale))
