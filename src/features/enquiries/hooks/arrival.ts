import type { CollectionBeforeChangeHook } from 'payload'

import { arrivalOf } from '../arrival'

/** A new enquiry's stage, processed flag and last contact, as the public form's insert sets them (../arrival.ts). */
export const applyArrival: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' ? { ...data, ...arrivalOf(data, new Date()) } : data
