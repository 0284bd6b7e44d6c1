import { z } from 'zod'

import { emailAddress } from '@/platform/validation/fields'
import { locales } from '@i18n/locales'

const cell = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().max(max, { error: 'limit.maxChars' }).optional())

/** One row of a subscribers CSV: email, optional name and school (docs/product.md › The /api contract). */
export const subscriberRowSchema = z.object({
  email: emailAddress('validation.emailInvalid'),
  name: cell(200),
  school: cell(200),
})
export type SubscriberRow = z.output<typeof subscriberRowSchema>
export const subscriberHeaders = ['email'] as const

const YES = ['yes', 'y', 'true', '1', 'sí', 'si', 's']
const NO = ['', 'no', 'n', 'false', '0']

/**
 * One row of a schools CSV: name, email, country, city, contact_person, phone, website, labels (a;b), language,
 * open_tracking_consent (yes when the school has agreed that campaign mails count opens; empty means no).
 */
export const schoolRowSchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'limit.maxChars' }),
    email: emailAddress('validation.emailInvalid'),
    country: cell(100),
    city: cell(100),
    contact_person: cell(200),
    phone: cell(50),
    website: cell(300),
    labels: z
      .string()
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? '')
            .split(';')
            .map((l) => l.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(60, { error: 'limit.labelMaxChars' })).max(30, { error: 'limit.labelsMax' })),
    /** en | es; empty means the default for the country (schools in Spain get es). */
    language: z
      .string()
      .optional()
      .transform((v) => v?.trim().toLowerCase() || undefined)
      .pipe(z.enum(locales, { error: 'validation.schoolLanguageInvalid' }).optional()),
    open_tracking_consent: z
      .string()
      .optional()
      .transform((v) => v?.trim().toLowerCase() ?? '')
      .pipe(z.enum([...YES, ...NO], { error: 'validation.openTrackingInvalid' }))
      .transform((v) => YES.includes(v)),
  })
  .transform(({ contact_person, open_tracking_consent, ...rest }) => ({
    ...rest,
    contactPerson: contact_person,
    openTrackingConsent: open_tracking_consent,
  }))
export type SchoolRow = z.output<typeof schoolRowSchema>
export const schoolHeaders = ['name', 'email'] as const
