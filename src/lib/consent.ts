import type { Contact, NewsletterSubscription } from '@/payload-types'
import type { Locale } from '@i18n/locales'
import type { NewsletterSource } from '@/lib/subscriptions/sources'

/**
 * Where consent was given (GDPR art. 7(1): the controller must be able to show that the person consented).
 * Every enquiry and subscription keeps a consent record: when, on which form and page, in which language, and
 * which version of the privacy policy was shown; imported or hand-entered rows keep the file and the staff member.
 */
export const consentForms = {
  'school-enquiry': 'School trip enquiry form',
  'erasmus-enquiry': 'Erasmus+ enquiry form',
  'newsletter-popup': 'Newsletter pop-up',
  'newsletter-footer': 'Newsletter form in the footer',
  'newsletter-section': 'Newsletter section',
  'csv-import': 'CSV import by staff',
  'staff-entry': 'Entered by staff',
} as const

export type ConsentForm = keyof typeof consentForms
export const consentFormValues = Object.keys(consentForms) as ConsentForm[]

/** The public newsletter forms, one per sign-up source. */
export const newsletterForms = {
  popup: 'newsletter-popup',
  footer: 'newsletter-footer',
  'newsletter-section': 'newsletter-section',
} as const satisfies Partial<Record<NewsletterSource, ConsentForm>>

export const enquiryForms = { school: 'school-enquiry', erasmus: 'erasmus-enquiry' } as const satisfies Record<
  string,
  ConsentForm
>

/** A consent record as the collections store it (the `consent` group). */
export type ConsentRecord = {
  at: string
  form: ConsentForm
  page?: string | null
  locale?: Locale | null
  privacyVersion?: string | null
  importFile?: string | null
  recordedBy?: number | null
}

/** The record of a consent given on one of the site's forms, now, under the privacy policy `privacyVersion` shows. */
export function formConsent(
  form: ConsentForm,
  page: string | undefined,
  locale: Locale | undefined,
  privacyVersion: string,
): ConsentRecord {
  return { at: new Date().toISOString(), form, page: page ?? null, locale: locale ?? null, privacyVersion }
}

/** Admin label of a stored form id; unknown values are shown raw. */
export function consentFormLabel(form: string | null | undefined): string | null {
  if (!form) return null
  return form in consentForms ? consentForms[form as ConsentForm] : form
}

/** A stored consent record as the API and the admin screens show it: every part, null when not recorded. */
export function consentOf(consent: Contact['consent'] | NewsletterSubscription['consent'] | null | undefined) {
  // The staff member who entered it: an id (read unpopulated) or the user document.
  const recordedBy = consent?.recordedBy
  return {
    at: consent?.at ?? null,
    form: consent?.form ?? null,
    page: consent?.page ?? null,
    locale: consent?.locale ?? null,
    privacyVersion: consent?.privacyVersion ?? null,
    recordedBy: typeof recordedBy === 'object' && recordedBy !== null ? recordedBy.id : (recordedBy ?? null),
  }
}
