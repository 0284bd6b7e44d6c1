import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { auditActions } from '../audit'
import { plainOptions } from '@/platform/collections/fields/options'

/**
 * The audit trail (src/features/privacy/audit.ts): who did what to personal data, and when. Staff read it; nobody
 * creates, edits or deletes entries through Payload's API: the server writes them, and the retention job
 * removes them when the privacy policy's period for data protection records ends.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Privacy records',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actorEmail', 'summary'],
    listSearchableFields: ['summary', 'actorEmail', 'subjectHash'],
    description: 'Every staff action on personal data: who, what and when. Read-only.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: plainOptions(auditActions) },
    { name: 'actor', type: 'relationship', relationTo: 'users', admin: { description: 'Empty for the system.' } },
    { name: 'actorEmail', type: 'text', admin: { description: 'The staff member’s email at the time.' } },
    { name: 'targetCollection', type: 'text' },
    { name: 'documentIds', type: 'json' },
    {
      name: 'subjectHash',
      type: 'text',
      index: true,
      admin: { description: 'The person concerned, as the suppression list’s keyed hash of their email.' },
    },
    { name: 'summary', type: 'text', required: true },
    { name: 'details', type: 'json' },
  ],
}
