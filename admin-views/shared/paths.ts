/** Where the staff screens live inside the admin (registered in payload.config.ts, `admin.components.views`). */
export const staffViewPaths = {
  emailMarketing: '/email-marketing',
  campaignCreator: '/campaign-creator',
} as const

/** Payload's edit view of one campaign, relative to the admin route. */
export const campaignEditPath = (id: number | string) => `/collections/email-campaigns/${id}` as const
