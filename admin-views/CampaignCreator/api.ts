/** The contract of SPEC §7 / README "The /api contract" this screen calls. */
export const api = {
  campaigns: '/api/email-campaigns',
  preview: '/api/email-campaigns/preview',
  templates: '/api/email-templates',
} as const
