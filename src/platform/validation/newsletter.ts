import { z } from 'zod'

import { locales } from '@i18n/locales'
import { newsletterForms } from '@/platform/consent'
import { emailAddress, pagePath } from './fields'

/** Sign-up sources a visitor can use; csv-upload is staff-only (docs/product.md › What is stored). */
export const publicNewsletterSources = ['popup', 'footer', 'newsletter-section'] as const

/** POST /api/newsletter and the three sign-up forms (docs/product.md › Newsletter sign-up). */
export const newsletterSignupSchema = z
  .strictObject({
    email: z
      .string({ error: 'validation.newsletterEmailRequired' })
      .trim()
      .min(1, { error: 'validation.newsletterEmailRequired' })
      .pipe(emailAddress('validation.emailInvalid')),
    source: z.enum(publicNewsletterSources, { error: 'validation.sourceInvalid' }),
    /** The footer form has no consent box (docs/product.md › Newsletter sign-up); the section and popup send true. */
    privacyConsent: z.boolean().optional(),
    locale: z.enum(locales).optional(),
    /** Which form and page it was sent from, for the consent record. */
    form: z.enum(newsletterForms, { error: 'validation.formInvalid' }).optional(),
    page: pagePath.optional(),
    website: z.string().max(500).optional(),
  })
  // The section and the popup have a consent box that must be ticked; the footer has none (docs/product.md › Newsletter sign-up).
  .refine((v) => v.source === 'footer' || v.privacyConsent === true, {
    path: ['privacyConsent'],
    error: 'validation.newsletterConsentRequired',
  })
  // Each source has its own form: a form id from another source is not this sign-up.
  .refine((v) => v.form === undefined || v.form === newsletterForms[v.source], {
    path: ['form'],
    error: 'validation.formInvalid',
  })

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>
