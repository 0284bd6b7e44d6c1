import type { Contact, NewsletterSubscription } from '@/payload-types'
import type { Locale } from '@i18n/locales'
import type { NewsletterSource } from '@/features/audience/subscribers/sources'

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

/** The same names for staff whose admin language is Spanish. */
export const consentFormsEs: Record<ConsentForm, string> = {
  'school-enquiry': 'Formulario de consulta de viajes escolares',
  'erasmus-enquiry': 'Formulario de consulta de Erasmus+',
  'newsletter-popup': 'Ventana emergente del boletín',
  'newsletter-footer': 'Formulario del boletín en el pie de página',
  'newsletter-section': 'Sección del boletín',
  'csv-import': 'Importación CSV por el equipo',
  'staff-entry': 'Introducido por el equipo',
}
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
export function consentFormLabel(form: string | null | undefined, language?: string): string | null {
  if (!form) return null
  if (!(form in consentForms)) return form
  return (language === 'es' ? consentFormsEs : consentForms)[form as ConsentForm]
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
