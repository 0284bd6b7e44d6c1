/** The staff privacy endpoints (docs/staff.md › Privacy operations); the email always travels in the body. */
export const api = {
  lookup: '/api/privacy/lookup',
  export: '/api/privacy/export',
  erase: '/api/privacy/erase',
} as const
