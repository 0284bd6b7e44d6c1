import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { timelineEventTypes } from '../timeline-types'
import { plainOptions } from '@/platform/collections/fields/options'

/**
 * An enquiry's timeline: notes staff typed, stage and owner changes, replies sent from the admin,
 * reminders, and the enquiry's own mails (staff notification, auto-reply). The server writes every entry
 * (src/features/enquiries/timeline.ts); staff read them in the Dashboard's Contact Details panel and here, and change
 * none: a timeline that could be edited would not say what happened. Erasing a person erases these with the
 * enquiry (src/features/privacy/person.ts).
 */
export const EnquiryEvents: CollectionConfig = {
  slug: 'enquiry-events',
  labels: { singular: 'Timeline entry', plural: 'Enquiry timeline' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'type',
    defaultColumns: ['createdAt', 'type', 'contact', 'byName', 'text'],
    description: 'What happened to each enquiry, and who did it. Written by the Dashboard; read-only.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'contact', type: 'relationship', relationTo: 'contacts', index: true },
    { name: 'type', type: 'select', required: true, index: true, options: plainOptions(timelineEventTypes) },
    { name: 'by', type: 'relationship', relationTo: 'users', admin: { description: 'Empty for the system.' } },
    { name: 'byName', type: 'text', admin: { description: 'The staff member’s name or email at the time.' } },
    { name: 'text', type: 'textarea', admin: { description: 'A note’s or a reply’s text.' } },
    { name: 'data', type: 'json' },
  ],
}
