import type { CollectionBeforeOperationHook } from 'payload'

import { DEV_ADMIN, isProduction } from '@/lib/env'
import { fieldError } from '@/lib/payload-errors'
import { staffPasswordSchema } from '@/lib/validation/password'

/** Set by src/seed/bootstrap.ts when it creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const FIRST_ADMIN_FROM_ENV = 'firstAdminFromEnv'

/**
 * The password policy (src/lib/validation/password.ts) for every operation that sets a password:
 * create (admin panel, REST, first-register, the bootstrap), update and reset-password. Checked before
 * Payload hashes it, as a 400 naming the password field.
 *
 * One exception: in development the bootstrap may create the documented dev admin (admin@example.com /
 * admin) so that `npm run dev` works on a fresh machine; production refuses that password at start
 * (src/lib/env.ts), and nobody can set it through the admin or the API.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return
  if (req.context?.[FIRST_ADMIN_FROM_ENV] === true && !isProduction() && password === DEV_ADMIN.password) return
  const result = await staffPasswordSchema.safeParseAsync(password)
  if (result.success) return
  throw fieldError(
    collection.slug,
    'password',
    result.error.issues.map((issue) => issue.message),
  )
}
