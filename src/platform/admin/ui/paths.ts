/**
 * The one list of where the staff screens live inside the admin (/admin + path). payload.config.ts registers
 * the views at these paths (`admin.components.views`), the screens link to them, and the proxy sends the
 * public paths of the staff screens (/email-marketing, /campaign-creator; docs/product.md › Routes) into the admin.
 */
export const staffViewPaths = {
  emailMarketing: '/email-marketing',
  campaignCreator: '/campaign-creator',
  privacy: '/privacy',
} as const

/** The campaign detail screen (content, recipients, delivery progress, Send now / Schedule / Cancel). */
export const campaignDetailPath = (id: number | string) => `${staffViewPaths.emailMarketing}/campaigns/${id}` as const

/** The detail screen's route pattern, as Payload registers it. */
export const campaignDetailRoute = campaignDetailPath(':id')

/** Site paths (without /admin) that lead into the admin: the staff screens docs/product.md › Routes lists. */
export const adminScreenPaths: readonly string[] = [staffViewPaths.emailMarketing, staffViewPaths.campaignCreator]
