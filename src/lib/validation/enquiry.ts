import { z } from 'zod'

import { locales } from '@i18n/locales'
import { enquiryForms } from '@/lib/consent'
import { destinationValues, enquiryLimits, programTypeValues } from '@/lib/enquiry-options'
import { emailAddress, pagePath, text } from './fields'

/**
 * The two enquiry forms of /contact (SPEC §5), one schema for the form and for POST /api/contacts.
 * Messages are i18n ids; their English text is SPEC §5's.
 */
const common = {
  name: text(2, 'validation.nameMin', enquiryLimits.name, 'validation.nameMax'),
  email: emailAddress('validation.emailInvalid'),
  message: text(10, 'validation.messageMin', enquiryLimits.message, 'validation.messageMax'),
  privacyConsent: z.literal(true, { error: 'validation.consentRequired' }),
  /** Language the visitor used, for the auto-reply and the consent record. */
  locale: z.enum(locales).optional(),
  /** The page the form was sent from, for the consent record. */
  page: pagePath.optional(),
  /** Honeypot: hidden from people, filled by bots. Accepted but never stored. */
  website: z.string().max(500).optional(),
}

export const schoolEnquirySchema = z.strictObject({
  ...common,
  contactType: z.literal('school'),
  /** Which form was used, for the consent record (the form of this contact type, or absent). */
  form: z.literal(enquiryForms.school, { error: 'validation.formInvalid' }).optional(),
  organization: text(2, 'validation.schoolNameMin', enquiryLimits.organization, 'validation.organizationMax'),
  destination: z.enum(destinationValues, { error: 'validation.destinationRequired' }),
  programType: z.undefined({ error: 'Not used for school enquiries' }).optional(),
})

export const erasmusEnquirySchema = z.strictObject({
  ...common,
  contactType: z.literal('erasmus'),
  form: z.literal(enquiryForms.erasmus, { error: 'validation.formInvalid' }).optional(),
  organization: text(2, 'validation.institutionNameMin', enquiryLimits.organization, 'validation.organizationMax'),
  destination: z
    .union([z.enum(destinationValues), z.literal('')], { error: 'validation.destinationInvalid' })
    .optional()
    .transform((v) => v || undefined),
  programType: z.enum(programTypeValues, { error: 'validation.programTypeRequired' }),
})

export const enquirySchema = z.discriminatedUnion('contactType', [schoolEnquirySchema, erasmusEnquirySchema], {
  error: 'validation.contactTypeInvalid',
})

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>
