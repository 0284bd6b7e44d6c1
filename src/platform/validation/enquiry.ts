import { z } from 'zod'

import { locales } from '@i18n/locales'
import { enquiryForms } from '@/platform/consent'
import { OTHER_DESTINATION } from '@/features/content/catalogue-rules'
import { enquiryLimits, programTypeValues } from '@/platform/enquiry-options'
import { emailAddress, pagePath, text } from './fields'

/**
 * The two enquiry forms of /contact (docs/product.md › Contact form), one schema for the form and for POST /api/contacts.
 * Messages are i18n ids; their English texts are listed in docs/product.md › Contact form.
 *
 * The destinations are the ones editors publish: the schema is made for a list of codes (the form gets the list
 * with the page, the server reads it from the collection: src/features/content/destinations.ts). "other" is always
 * valid.
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

/** One of `codes` or "other". */
const destinationCode = (codes: readonly string[], message: string) =>
  z
    .string({ error: message })
    .refine((value) => value === OTHER_DESTINATION || codes.includes(value), { error: message })

/** Built once per list: the server asks for the same (memoized) list on every enquiry. */
const built = new WeakMap<readonly string[], ReturnType<typeof buildSchema>>()

export function enquirySchemaFor(destinationCodes: readonly string[]) {
  let schema = built.get(destinationCodes)
  if (!schema) built.set(destinationCodes, (schema = buildSchema(destinationCodes)))
  return schema
}

function buildSchema(destinationCodes: readonly string[]) {
  const school = z.strictObject({
    ...common,
    contactType: z.literal('school'),
    /** Which form was used, for the consent record (the form of this contact type, or absent). */
    form: z.literal(enquiryForms.school, { error: 'validation.formInvalid' }).optional(),
    organization: text(2, 'validation.schoolNameMin', enquiryLimits.organization, 'validation.organizationMax'),
    destination: destinationCode(destinationCodes, 'validation.destinationRequired'),
    programType: z.undefined({ error: 'Not used for school enquiries' }).optional(),
  })
  const erasmus = z.strictObject({
    ...common,
    contactType: z.literal('erasmus'),
    form: z.literal(enquiryForms.erasmus, { error: 'validation.formInvalid' }).optional(),
    organization: text(2, 'validation.institutionNameMin', enquiryLimits.organization, 'validation.organizationMax'),
    destination: z
      .union([destinationCode(destinationCodes, 'validation.destinationInvalid'), z.literal('')], {
        error: 'validation.destinationInvalid',
      })
      .optional()
      .transform((v) => v || undefined),
    programType: z.enum(programTypeValues, { error: 'validation.programTypeRequired' }),
  })
  return z.discriminatedUnion('contactType', [school, erasmus], { error: 'validation.contactTypeInvalid' })
}

export type EnquirySchema = ReturnType<typeof buildSchema>
export type EnquiryInput = z.input<EnquirySchema>
export type Enquiry = z.output<EnquirySchema>
