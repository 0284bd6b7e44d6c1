import { z } from 'zod'

/** Building blocks shared by the schemas: trimmed text with a floor and a sane ceiling. */
export const text = (min: number, minMessage: string, max: number) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(min, { error: minMessage })
    .max(max, { error: `Must be at most ${max} characters` })

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()

export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))
