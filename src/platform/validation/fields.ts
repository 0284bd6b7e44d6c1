import { z } from 'zod'

/** PostgreSQL text cannot hold U+0000; refused here so it is a 400 naming the field, not a database error. */
export const hasNoNul = (value: string) => !value.includes('\u0000')
export const NUL_MESSAGE = 'Must not contain NUL characters'

/** Building blocks shared by the schemas: trimmed text with a floor and a sane ceiling. */
export const text = (min: number, minMessage: string, max: number, maxMessage = `Must be at most ${max} characters`) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(min, { error: minMessage })
    .max(max, { error: maxMessage })
    .refine(hasNoNul, { error: NUL_MESSAGE })

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .optional()

/** Ids of stored documents: PostgreSQL serial columns are 32-bit. */
export const MAX_ID = 2_147_483_647
export const documentId = () => z.number().int().positive().max(MAX_ID)

export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))

/**
 * The path of the page a form was sent from (`location.pathname`), kept in the consent record: a path on this
 * site, never a full URL or a query string (which could carry anything).
 */
export const pagePath = z
  .string({ error: 'validation.pageInvalid' })
  .trim()
  .max(300, { error: 'validation.pageInvalid' })
  .regex(/^\/[^\s?#\\]*$/, { error: 'validation.pageInvalid' })
