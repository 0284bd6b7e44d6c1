import type { Access, PayloadRequest, TypedUser, Where } from 'payload'

/** The product has one staff role (docs/product.md › Who uses it): a signed-in user of the users collection with role admin. */
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

/**
 * What visitors may read of a collection of site content: published, and for a collection with a trash not in it,
 * and for dated content (posts) dated now or earlier, so a post published ahead of its day waits for it. The one
 * rule every read of theirs goes through, as the collection's read access: the pages, /api/*, the sitemap and
 * Payload's REST API alike (`?trash=true` and `where[createdAt]…` included). Staff read everything.
 */
export function visibleToVisitors({ trash = false, dated = false }: { trash?: boolean; dated?: boolean } = {}): Where {
  return {
    and: [
      { _status: { equals: 'published' } },
      ...(trash ? [{ deletedAt: { exists: false } }] : []),
      ...(dated ? [{ createdAt: { less_than_equal: new Date().toISOString() } }] : []),
    ],
  }
}

/**
 * Access of a collection of site content with drafts (posts, testimonials, courses, destinations): visitors read
 * what visibleToVisitors allows, staff edit it.
 */
export const publishedContentAccess = (rule: Parameters<typeof visibleToVisitors>[0] = {}) =>
  ({
    read: ({ req }) => isAdminUser(req.user) || visibleToVisitors(rule),
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  }) satisfies Record<string, Access>

/**
 * Refused to everyone, for a collection or a field: what only the server's own code (with overrideAccess) may do.
 * Untyped on purpose so it fits both Payload's collection and field access signatures.
 */
export const nobody = (): false => false

/**
 * The options of a local-API read on behalf of a signed-in staff member: every matching document, unpopulated,
 * with `overrideAccess: false` so the collections' access rules decide exactly as they do for the /api endpoints.
 */
export const readAs = (user: TypedUser) => ({ pagination: false, depth: 0, overrideAccess: false, user }) as const
