import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { EmailCampaign } from '@/payload-types'

const contentFields = ['name', 'subject', 'htmlContent', 'textContent', 'recipients'] as const

/**
 * Edits through Payload (admin form or /api/cms) cannot move a campaign's status: Send now, Schedule and
 * Cancel go through src/lib/campaigns/lifecycle.ts, which queues the deliveries. Content is frozen once
 * a campaign has started sending, so the record shows what was really sent.
 */
export const guardCampaignStatus: CollectionBeforeChangeHook<EmailCampaign> = ({ data, originalDoc, operation }) => {
  if (operation === 'create') {
    const status = data.status ?? 'draft'
    if (status !== 'draft' && status !== 'scheduled') {
      throw new APIError('Create the campaign as a draft, then use Send now.', 409, null, true)
    }
    if (status === 'scheduled' && !(data.scheduledAt && new Date(data.scheduledAt).getTime() > Date.now())) {
      throw new APIError('A scheduled campaign needs a time in the future.', 409, null, true)
    }
    return data
  }
  if (!originalDoc) return data
  if (data.status !== undefined && data.status !== originalDoc.status) {
    throw new APIError('Use Send now, Schedule or Cancel in Email Marketing to change the status.', 409, null, true)
  }
  if (originalDoc.status !== 'draft' && originalDoc.status !== 'scheduled') {
    const changed = contentFields.some(
      (field) => data[field] !== undefined && JSON.stringify(data[field]) !== JSON.stringify(originalDoc[field]),
    )
    if (changed) throw new APIError(`A ${originalDoc.status} campaign can no longer be edited.`, 409, null, true)
  }
  return data
}
