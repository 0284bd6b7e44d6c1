import type { Access, PayloadRequest } from 'payload'

/** The product has one staff role (SPEC §6): a signed-in user of the users collection with role admin. */
export function isAdminUser(user: PayloadRequest['user'] | null | undefined): boolean {
  return Boolean(user && user.collection === 'users' && (user as { role?: string }).role === 'admin')
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)

export const anyone: Access = () => true

/**
 * Collections and globals with drafts (Payload's versions): visitors read the published version only, staff
 * every draft. Payload applies the same constraint to `?draft=true` reads, so a visitor asking for drafts
 * through /api/cms or GraphQL still gets published content.
 */
export const publishedOrAdmin: Access = ({ req }) => isAdminUser(req.user) || { _status: { equals: 'published' } }
