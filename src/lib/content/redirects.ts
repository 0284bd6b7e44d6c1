import type { Payload } from 'payload'

/**
 * Where an old unprefixed path of the site (/blog/old-slug) now lives, or null. Asked only by a page that found
 * nothing to show, so cached pages never pay for it; the answer (redirect or 404) is cached like the page.
 * A redirect to a post leads to its current slug, and only while visitors can read it.
 */
export async function redirectTargetOf(payload: Payload, from: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    depth: 0,
    limit: 1,
  })
  const to = docs[0]?.to
  if (!to) return null
  if (to.type === 'custom') return to.url?.startsWith('/') && !to.url.startsWith('//') ? to.url : null
  const ref = to.reference
  if (!ref || ref.relationTo !== 'blog-posts') return null
  const id = typeof ref.value === 'object' ? ref.value.id : ref.value
  const { docs: posts } = await payload.find({
    collection: 'blog-posts',
    where: { and: [{ id: { equals: id } }, { createdAt: { less_than_equal: new Date().toISOString() } }] },
    select: { slug: true },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return posts[0]?.slug ? `/blog/${posts[0].slug}` : null
}
