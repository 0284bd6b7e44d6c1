/** The calls of the /api contract (docs/product.md › The /api contract) this screen makes. */
export const api = {
  campaigns: '/api/email-campaigns',
  preview: '/api/email-campaigns/preview',
  templates: '/api/email-templates',
} as const
