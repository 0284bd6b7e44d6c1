import type { Access, PayloadRequest } from 'payload'

/** The product has one staff role (SPEC §6): a signed-in user of the users collection with role admin. */
export function isAdminUser(user: PayloadRequest['user'] | null | undefined): boolean {
  return Boolean(user && user.collection === 'users' && (user as { role?: string }).role === 'admin')
}

export const adminOnly: Access = ({ req }) => isAdminUser(req.user)

export const anyone: Access = () => true

/** Visitors see published documents only; staff see everything. */
export const publishedOrAdmin: Access = ({ req }) => isAdminUser(req.user) || { published: { equals: true } }
