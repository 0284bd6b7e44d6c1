import type { CollectionAfterDeleteHook, EmailFieldValidation } from 'payload'
import { email } from 'payload/shared'

import { isAdminUser } from '@/platform/access'
import { requestSql } from '@/platform/db'
import { isSuppressed, suppress } from '../suppression'

/**
 * An opt-out holds against staff: an address on the suppression list cannot be added again in the admin (CSV
 * imports skip such rows too). Only the person lifts it, by confirming a new sign-up from their inbox.
 * A field validation rather than a hook that throws: Payload reports it as a normal field error (path email)
 * in its API answers and in the edit view, while the address is typed.
 */
export const emailNotSuppressed: EmailFieldValidation = async (value, options) => {
  const valid = email(value, options)
  if (valid !== true || typeof value !== 'string' || !value) return valid
  if (options.operation === 'update' && options.previousValue === value) return true
  // On the save's own connection: the create's transaction is open while its fields are validated.
  if (await isSuppressed(await requestSql(options.req), value)) {
    return 'This address unsubscribed or was erased: it is on the suppression list and cannot be added again.'
  }
  return true
}

/**
 * A subscriber that staff delete (at the person's request, as a rule) is unsubscribed for good: the address goes
 * on the suppression list, so no later import adds it again. Written in the delete's own transaction (its
 * connection): stored with the delete or not at all, and never waiting for a second connection.
 */
export const suppressAfterStaffDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (isAdminUser(req.user) && typeof doc.email === 'string')
    await suppress(await requestSql(req), doc.email, 'removed-by-staff')
  return doc
}
