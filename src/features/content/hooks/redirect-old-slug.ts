import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { sameTransaction } from '@/platform/db'

/**
 * When a published post's slug changes, its old address answers with a permanent redirect to the new one
 * (links and search results keep working). The redirect names the post itself, not its new slug, so later
 * changes need no new entry for the old address; the article page looks it up only when a slug is unknown.
 *
 * The published slug is read before the save: the document's previous version may be a draft that already
 * has the new slug, while the published one (what visitors have linked to) is in the collection's own table.
 */
const contextKey = (id: number | string) => `publishedSlugBefore:${id}`

export const rememberPublishedSlug: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const current = await req.payload.findByID({
    collection: collection.slug as 'blog-posts',
    id: originalDoc.id,
    draft: false,
    depth: 0,
    select: { slug: true, _status: true },
    // The save's transaction, not its req: the local API would set its draft and locale options on it.
    req: sameTransaction(req),
  })
  if (current?._status === 'published' && current.slug) req.context[contextKey(originalDoc.id)] = current.slug
  return data
}

export const redirectOldSlug =
  (pathOf: (slug: string) => string): CollectionAfterChangeHook =>
  async ({ collection, doc, req }) => {
    const before = req.context[contextKey(doc.id)]
    if (doc._status !== 'published' || typeof before !== 'string' || before === doc.slug) return doc
    const from = pathOf(before)
    const to = { type: 'reference' as const, reference: { relationTo: collection.slug as 'blog-posts', value: doc.id } }
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      req,
    })
    if (existing.docs[0])
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, req })
    else await req.payload.create({ collection: 'redirects', data: { from, to }, req })
    // A slug changed back to one that had become a redirect is a page again, not a loop.
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: pathOf(doc.slug) } }, req })
    return doc
  }
