import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/platform/access'
import { deliveryStatusValues } from '@/features/campaigns/status'
import { plainOptions } from '@/platform/collections/fields/options'

/**
 * One row per (campaign, school): the send queue and its record. Only the campaign sender writes these
 * (src/features/campaigns/deliveries.ts, in SQL); staff read them. The unique pair is what makes a resumed
 * send skip everyone already mailed.
 */
export const EmailDeliveries: CollectionConfig = {
  slug: 'email-deliveries',
  labels: { singular: 'Email delivery', plural: 'Email deliveries' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'email',
    defaultColumns: ['email', 'campaign', 'status', 'attempts', 'sentAt'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['campaign', 'school'], unique: true }],
  fields: [
    { name: 'campaign', type: 'relationship', relationTo: 'email-campaigns', required: true, index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true },
    { name: 'email', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'queued',
      options: plainOptions(deliveryStatusValues),
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'claimedAt', type: 'date' },
    { name: 'nextAttemptAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'unsubscribedAt', type: 'date' },
    // The mail carried the open pixel (the school agreed to it): what an open rate is out of. Not whether it was opened.
    { name: 'openTracked', label: 'Sent with the open pixel', type: 'checkbox', defaultValue: false },
  ],
}
