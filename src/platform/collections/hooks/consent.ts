import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/platform/access'
import type { ConsentRecord } from '@/platform/consent'

/**
 * A row a staff member creates by hand in the admin (consent given by phone, on paper…) gets a consent record
 * naming them and the time. Rows from the site's forms and CSV imports bring their own record.
 */
export const recordStaffConsent: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !isAdminUser(req.user) || data.consent?.at) return data
  const consent: ConsentRecord = { at: new Date().toISOString(), form: 'staff-entry', recordedBy: Number(req.user!.id) }
  return { ...data, consent }
}
