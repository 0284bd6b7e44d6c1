import { z } from 'zod'

import { campaignStatusValues, defaultCampaignStatus } from '@/lib/campaigns/status'
import { documentId, optionalText, text } from './fields'

/** Campaign creator form and POST /api/email-campaigns (SPEC §5). */
export const campaignSchema = z.strictObject({
  name: text(1, 'validation.campaignNameRequired', 200),
  subject: text(1, 'validation.campaignSubjectRequired', 300),
  htmlContent: text(10, 'validation.campaignContentMin', 500_000),
  textContent: optionalText(200_000).nullable(),
  status: z.enum(campaignStatusValues, { error: 'validation.campaignStatusInvalid' }).default(defaultCampaignStatus),
  scheduledAt: z
    .union([z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** School ids the campaign goes to (kept with the campaign so it can really be sent). */
  recipients: z.array(documentId()).max(100_000).optional(),
})

export type CampaignInput = z.input<typeof campaignSchema>
