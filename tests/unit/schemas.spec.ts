import { describe, expect, it } from 'vitest'

import { programTypeValues } from '@/platform/enquiry-options'
import { campaignSchema } from '@/features/campaigns/campaign-schema'
import { enquirySchemaFor } from '@/platform/validation/enquiry'
import { fieldErrors, messageText } from '@/platform/validation/messages'
import { newsletterSignupSchema } from '@/platform/validation/newsletter'

/** The schema as the server makes it for the destinations published (the collection's codes). */
const enquirySchema = enquirySchemaFor(['madrid', 'porto'])

const school = {
  contactType: 'school',
  name: 'Ana Ruiz',
  email: ' Ana@Example.ES ',
  organization: 'IES Prado',
  destination: 'madrid',
  message: 'We would like a trip in May.',
  privacyConsent: true,
}

/** The `{ field, message }` list the API would answer for this input, in English. */
const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input)
  if (result.success) return []
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0])
}

describe('enquiry schema (form and POST /api/contacts)', () => {
  it('accepts a school enquiry, trimming and lower-casing the address', () => {
    const parsed = enquirySchema.parse(school)
    expect(parsed.email).toBe('ana@example.es')
    expect(parsed.contactType).toBe('school')
  })

  it('names each invalid field with its message in the visitor’s language', () => {
    const result = enquirySchema.safeParse({ ...school, name: 'A', privacyConsent: false })
    expect(result.success).toBe(false)
    const en = fieldErrors(result.error!)
    const es = fieldErrors(result.error!, 'es')
    expect(en.map((e) => e.field).sort()).toEqual(['name', 'privacyConsent'])
    expect(en.find((e) => e.field === 'name')?.message).toBe(messageText('validation.nameMin', 'en'))
    expect(es.find((e) => e.field === 'name')?.message).toBe(messageText('validation.nameMin', 'es'))
    expect(es.find((e) => e.field === 'name')?.message).not.toBe(en.find((e) => e.field === 'name')?.message)
  })

  it('requires a programme type for Erasmus+ and refuses one for schools', () => {
    const erasmus = { ...school, contactType: 'erasmus', destination: '' }
    expect(errorsOf(enquirySchema, erasmus).map((e) => e.field)).toEqual(['programType'])
    expect(enquirySchema.parse({ ...erasmus, programType: programTypeValues[0] }).destination).toBeUndefined()
    expect(errorsOf(enquirySchema, { ...school, programType: programTypeValues[0] }).map((e) => e.field)).toEqual([
      'programType',
    ])
  })

  it('refuses unknown keys by name, and NUL characters that PostgreSQL cannot store', () => {
    expect(errorsOf(enquirySchema, { ...school, admin: true })).toEqual([expect.objectContaining({ field: 'admin' })])
    expect(errorsOf(enquirySchema, { ...school, message: 'Hello there\u0000!' })).toEqual([
      { field: 'message', message: 'Must not contain NUL characters' },
    ])
  })

  it('takes the published destinations and "other", and refuses any other code', () => {
    expect(enquirySchema.parse({ ...school, destination: 'other' }).destination).toBe('other')
    expect(errorsOf(enquirySchema, { ...school, destination: 'lisbon' })).toEqual([
      { field: 'destination', message: messageText('validation.destinationRequired') },
    ])
    expect(errorsOf(enquirySchema, { ...school, destination: undefined }).map((e) => e.field)).toEqual(['destination'])
    const erasmus = { ...school, contactType: 'erasmus', programType: programTypeValues[0] }
    expect(enquirySchema.parse({ ...erasmus, destination: 'porto' }).destination).toBe('porto')
    expect(errorsOf(enquirySchema, { ...erasmus, destination: 'lisbon' })).toEqual([
      { field: 'destination', message: messageText('validation.destinationInvalid') },
    ])
    // The list the server is given decides: a destination unpublished since is refused.
    expect(errorsOf(enquirySchemaFor(['porto']), school).map((e) => e.field)).toEqual(['destination'])
  })

  it('keeps only a path of this site as the consent page', () => {
    expect(enquirySchema.parse({ ...school, page: '/es/contact' }).page).toBe('/es/contact')
    expect(errorsOf(enquirySchema, { ...school, page: 'https://evil.example/x' }).map((e) => e.field)).toEqual(['page'])
  })
})

describe('newsletter sign-up schema', () => {
  it('needs the consent box on the section and popup, not in the footer', () => {
    expect(errorsOf(newsletterSignupSchema, { email: 'a@example.es', source: 'popup' })).toEqual([
      { field: 'privacyConsent', message: messageText('validation.newsletterConsentRequired') },
    ])
    expect(newsletterSignupSchema.parse({ email: 'A@example.es', source: 'footer' })).toMatchObject({
      email: 'a@example.es',
    })
  })

  it('refuses a form id from another source, and the staff-only csv-upload source', () => {
    expect(
      errorsOf(newsletterSignupSchema, { email: 'a@example.es', source: 'footer', form: 'newsletter-popup' }),
    ).toEqual([{ field: 'form', message: messageText('validation.formInvalid') }])
    expect(errorsOf(newsletterSignupSchema, { email: 'a@example.es', source: 'csv-upload' })[0]?.field).toBe('source')
  })
})

describe('campaign schema', () => {
  const campaign = { name: 'Spring', subject: 'Trips', htmlContent: '<p>Hello there</p>' }

  it('starts as a draft with no schedule', () => {
    expect(campaignSchema.parse({ ...campaign, scheduledAt: '' })).toMatchObject({ status: 'draft', scheduledAt: null })
  })

  it('refuses an unknown status and a time without an offset', () => {
    expect(errorsOf(campaignSchema, { ...campaign, status: 'archived' }).map((e) => e.field)).toEqual(['status'])
    expect(errorsOf(campaignSchema, { ...campaign, scheduledAt: '2030-01-01T10:00:00' }).map((e) => e.field)).toEqual([
      'scheduledAt',
    ])
  })

  it('refuses recipient ids outside PostgreSQL’s serial range', () => {
    expect(errorsOf(campaignSchema, { ...campaign, recipients: [1, 2_147_483_648] })[0]?.field).toBe('recipients.1')
  })
})
