import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { suppressionReasons } from '../suppression'
import { plainOptions } from '@/platform/collections/fields/options'

/**
 * The suppression list (src/features/privacy/suppression.ts): one keyed hash per address that unsubscribed or was
 * erased, and nothing else. Staff can read it; only the server writes it. No staff member removes an entry: only
 * the person does, by confirming a new newsletter sign-up from their inbox.
 */
export const Suppressions: CollectionConfig = {
  slug: 'suppressions',
  labels: { singular: 'Suppression entry', plural: 'Suppression list' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Privacy records',
    useAsTitle: 'hash',
    defaultColumns: ['hash', 'reason', 'createdAt'],
    description:
      'Addresses that unsubscribed or were erased, as a keyed hash only. No import or campaign can add or mail them again; only the person can, by confirming a new newsletter sign-up from their inbox. Search a person on the Privacy screen.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'hash', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: plainOptions(suppressionReasons),
      admin: { readOnly: true },
    },
  ],
}
