import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/platform/access'
import { campaignStatusValues, defaultCampaignStatus } from '@/features/campaigns/status'
import { campaignContentFields } from './campaign-content'
import { plainOptions } from '@/platform/collections/fields/options'
import { guardCampaignStatus } from '../hooks/guard-campaign-status'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const EmailCampaigns: CollectionConfig = {
  slug: 'email-campaigns',
  labels: { singular: 'Email campaign', plural: 'Email campaigns' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Enquiries & marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'subject', 'status', 'totalRecipients', 'sentAt'],
    listSearchableFields: ['name', 'subject'],
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardCampaignStatus] },
  fields: [
    { name: 'name', type: 'text', required: true },
    ...campaignContentFields({ required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: defaultCampaignStatus,
      options: plainOptions(campaignStatusValues, capitalise),
      admin: {
        position: 'sidebar',
        description: 'Send now, Schedule and Cancel are in Email Marketing → Campaigns → View.',
      },
    },
    { name: 'scheduledAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'totalRecipients',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'recipients', type: 'relationship', relationTo: 'schools', hasMany: true },
  ],
}
