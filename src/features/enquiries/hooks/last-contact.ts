import type { CollectionBeforeChangeHook } from 'payload'

/**
 * An enquiry's last contact starts when it arrives (the retention period of enquiries counts from it).
 * Enquiries from the public form are written in SQL by src/features/enquiries/store-enquiry.ts, which sets it the same way.
 */
export const startLastContact: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && !data.lastContactAt) return { ...data, lastContactAt: new Date().toISOString() }
  return data
}
