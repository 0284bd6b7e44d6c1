import { z } from 'zod'

import { hasNoNul, NUL_MESSAGE } from '@/platform/validation/fields'

/** Payload's forgot-password form (admin panel) and POST /api/cms/users/forgot-password. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254)
    .refine(hasNoNul, { error: NUL_MESSAGE }),
})
