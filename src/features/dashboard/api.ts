/** The /api contract (docs/product.md › The /api contract; not Payload's own REST, which lives under /api/cms). */
export const api = {
  contactsPage: '/api/contacts/page',
  process: (id: number) => `/api/contacts/${id}/process`,
  trash: (id: number) => `/api/contacts/${id}/trash`,
  restore: (id: number) => `/api/contacts/${id}/restore`,
  contact: (id: number) => `/api/contacts/${id}`,
  notes: (id: number) => `/api/contacts/${id}/notes`,
  reply: (id: number) => `/api/contacts/${id}/reply`,
  timeline: (id: number) => `/api/contacts/${id}/timeline`,
  staff: '/api/staff',
  invite: '/api/staff/invite',
  newsletterPage: '/api/newsletter/page',
  subscription: (id: number) => `/api/newsletter/${id}`,
  uploadCsv: '/api/newsletter/upload-csv',
} as const
