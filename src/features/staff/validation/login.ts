import { z } from 'zod'

import { hasNoNul, NUL_MESSAGE } from '@/platform/validation/fields'

/** POST /api/admin/login: username is the staff member's email (docs/product.md › The /api contract). */
export const loginSchema = z.strictObject({
  username: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254)
    .refine(hasNoNul, { error: NUL_MESSAGE }),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(1000),
})
