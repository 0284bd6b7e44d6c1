import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/lib/access'
import { emailField } from './fields/email'
import { auditDelete } from './hooks/audit'
import { emailNotSuppressed } from './hooks/suppression'

/** The schools database that campaigns are sent to (SPEC §3); filled by hand or by CSV import. */
export const Schools: CollectionConfig = {
  slug: 'schools',
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'country', 'contactPerson', 'labels', 'lastContacted'],
    listSearchableFields: ['name', 'email', 'city', 'contactPerson'],
  },
  defaultSort: 'name',
  hooks: { afterDelete: [auditDelete('school')] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    emailField({ validate: emailNotSuppressed }),
    { name: 'country', type: 'text', index: true },
    { name: 'city', type: 'text' },
    { name: 'contactPerson', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'website', type: 'text' },
    { name: 'labels', type: 'text', hasMany: true },
    { name: 'lastContacted', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'optedOutAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', description: 'Set when the school unsubscribes; it is never mailed again.' },
    },
  ],
}
