/** Email campaign statuses (SPEC §4, §9). New campaigns start as draft. */
export const campaignStatusValues = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const
export type CampaignStatus = (typeof campaignStatusValues)[number]
export const defaultCampaignStatus: CampaignStatus = 'draft'

/** "Active" campaigns on the Email Marketing dashboard. */
export const activeCampaignStatuses: readonly CampaignStatus[] = ['sending', 'scheduled']

/** What happened to one recipient of a campaign (collection email-deliveries). */
export const deliveryStatusValues = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const
export type DeliveryStatus = (typeof deliveryStatusValues)[number]
