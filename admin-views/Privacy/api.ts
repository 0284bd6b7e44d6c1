/** The staff privacy endpoints (README "Privacy operations"); the email always travels in the body. */
export const api = {
  lookup: '/api/privacy/lookup',
  export: '/api/privacy/export',
  erase: '/api/privacy/erase',
} as const
