/** Where the staff screens live inside the admin (registered in payload.config.ts, `admin.components.views`). */
export const staffViewPaths = {
  emailMarketing: '/email-marketing',
  campaignCreator: '/campaign-creator',
  privacy: '/privacy',
} as const

/** The campaign detail screen (content, recipients, delivery progress, Send now / Schedule / Cancel). */
export const campaignDetailPath = (id: number | string) => `${staffViewPaths.emailMarketing}/campaigns/${id}` as const
