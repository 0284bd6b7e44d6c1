import { z } from 'zod'

import { emailAddress } from './fields'

/**
 * The staff privacy screen and POST /api/privacy/*: one person, found by email. The email travels in the body,
 * never in a URL, so it stays out of access logs and browser history.
 */
export const personLookupSchema = z.strictObject({
  email: emailAddress('validation.emailInvalid'),
})

export const exportFormats = ['json', 'csv'] as const

export const personExportSchema = z.strictObject({
  email: emailAddress('validation.emailInvalid'),
  format: z.enum(exportFormats, { error: 'validation.exportFormatInvalid' }).default('json'),
})

/** Erasure cannot be undone: the request must say so explicitly (the screen asks for a confirmation first). */
export const personEraseSchema = z.strictObject({
  email: emailAddress('validation.emailInvalid'),
  confirm: z.literal(true, { error: 'validation.eraseConfirmRequired' }),
})
