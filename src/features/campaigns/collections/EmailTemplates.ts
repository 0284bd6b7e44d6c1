import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/platform/access'
import { campaignContentFields } from './campaign-content'

/**
 * Reusable campaign content: the Campaign Creator saves a campaign's content as a template and starts
 * a new campaign from one. The branded default is created at start-up when there is none (src/features/campaigns/templates.ts).
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: { singular: 'Email template', plural: 'Email templates' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: { group: 'Enquiries & marketing', useAsTitle: 'name', defaultColumns: ['name', 'subject', 'updatedAt'] },
  defaultSort: 'createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    ...campaignContentFields({ required: false }),
  ],
}
