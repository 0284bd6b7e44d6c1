/** Email campaign statuses (docs/product.md › Notices and states). New campaigns start as draft. */
export const campaignStatusValues = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const
export type CampaignStatus = (typeof campaignStatusValues)[number]
export const defaultCampaignStatus: CampaignStatus = 'draft'

/** "Active" campaigns on the Email Marketing dashboard. */
export const activeCampaignStatuses: readonly CampaignStatus[] = ['sending', 'paused', 'scheduled']

/**
 * What happened to one recipient of a campaign (collection email-deliveries). 'bounced': the server refused
 * the address for good (SMTP 5xx), never retried.
 */
export const deliveryStatusValues = ['queued', 'sending', 'sent', 'failed', 'bounced', 'cancelled', 'skipped'] as const
export type DeliveryStatus = (typeof deliveryStatusValues)[number]
