import type { CollectionBeforeChangeHook } from 'payload'

import { publicError } from '@/platform/payload-errors'
import type { EmailCampaign } from '@/payload-types'

/** What a campaign says and to whom (src/features/campaigns/collections/campaign-content.ts): frozen once it has started sending. */
const contentFields = [
  'name',
  'editorMode',
  'subject',
  'content',
  'htmlContent',
  'textContent',
  'es',
  'recipients',
] as const

/** A 409 with its message for the user, named so that the production build keeps it (src/platform/payload-errors.ts). */
const conflict = (message: string) => publicError(message, 409)

/**
 * Edits through Payload (admin form or /api/cms) cannot move a campaign's status: Send now, Schedule, Pause,
 * Resume and Cancel go through src/features/campaigns/lifecycle.ts, which queues the deliveries. Content is frozen once
 * a campaign has started sending, so the record shows what was really sent.
 */
export const guardCampaignStatus: CollectionBeforeChangeHook<EmailCampaign> = ({ data, originalDoc, operation }) => {
  if (operation === 'create') {
    const status = data.status ?? 'draft'
    if (status !== 'draft' && status !== 'scheduled') {
      throw conflict('Create the campaign as a draft, then use Send now.')
    }
    if (status === 'scheduled' && !(data.scheduledAt && new Date(data.scheduledAt).getTime() > Date.now())) {
      throw conflict('A scheduled campaign needs a time in the future.')
    }
    return data
  }
  if (!originalDoc) return data
  if (data.status !== undefined && data.status !== originalDoc.status) {
    throw conflict(
      "Use the campaign's buttons in Email Marketing (Send now, Schedule, Pause, Resume, Cancel) to change its status.",
    )
  }
  if (originalDoc.status !== 'draft' && originalDoc.status !== 'scheduled') {
    const field = contentFields.find(
      (name) => data[name] !== undefined && JSON.stringify(data[name]) !== JSON.stringify(originalDoc[name]),
    )
    if (field) throw conflict(`A ${originalDoc.status} campaign can no longer be edited (${field}).`)
  }
  return data
}
