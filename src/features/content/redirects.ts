import type { Payload } from 'payload'

import { sitePath } from './site-path'

/** Old unprefixed paths of the site (/blog/old-slug) and where each leads now (/blog/new-slug). */
export type RedirectMap = Record<string, string>

/**
 * Every redirect that leads somewhere visitors can go: made by a post's slug change or by an editor (Content ›
 * Redirects). A redirect to a post leads to its current slug, and only while visitors can read it; a custom
 * one only to a path of this site. Read once per change of the site by each instance's proxy
 * (src/features/content/moved-paths.ts), never by a page.
 */
export async function readRedirects(payload: Payload): Promise<RedirectMap> {
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, pagination: false })
  const postIds = docs.flatMap(({ to }) =>
    to?.type === 'reference' && to.reference?.relationTo === 'blog-posts'
      ? [typeof to.reference.value === 'object' ? to.reference.value.id : to.reference.value]
      : [],
  )
  const { docs: posts } = postIds.length
    ? await payload.find({
        collection: 'blog-posts',
        where: { id: { in: postIds } },
        select: { slug: true },
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
    : { docs: [] }
  const slugOf = new Map(posts.map((post) => [post.id, post.slug]))
  const map: RedirectMap = {}
  for (const { from, to } of docs) {
    if (to?.type === 'custom') {
      // Refused on save (src/features/content/plugins/redirects.ts); one stored before that rule is skipped here.
      const path = sitePath(to.url)
      if (path) map[from] = path
    } else if (to?.reference?.relationTo === 'blog-posts') {
      const value = to.reference.value
      const slug = slugOf.get(typeof value === 'object' ? value.id : value)
      if (slug) map[from] = `/blog/${slug}`
    }
  }
  return map
}
