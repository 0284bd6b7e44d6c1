import type { Payload } from 'payload'

import type { Locale } from '@i18n/locales'
import type { BlogPost } from '@/payload-types'
import { blogCategoryName } from '@/lib/blog-categories'
import { richTextToPlainText } from '@/lib/rich-text'
import { imageUrlOf } from './media-url'

/** A post as the public API and pages use it (SPEC §3 / §7). */
export type PublicPost = {
  id: number
  slug: string
  title: string
  excerpt: string
  content: string
  category: string
  categorySlug: string
  imageUrl: string | null
  createdAt: string
}

export function toPublicPost(doc: BlogPost, locale: Locale): PublicPost {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    content: richTextToPlainText(doc.content),
    category: blogCategoryName(doc.category, locale),
    categorySlug: doc.category,
    imageUrl: imageUrlOf(doc.image, doc.imageUrl),
    createdAt: doc.createdAt,
  }
}

/** Published posts, newest first, read with visitor rights; `limit` for lists that show only the latest. */
export async function listPublishedPosts(payload: Payload, locale: Locale, limit?: number): Promise<PublicPost[]> {
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    where: { published: { equals: true } },
    sort: '-createdAt',
    depth: 1,
    ...(limit ? { limit } : { pagination: false }),
    overrideAccess: false,
  })
  return docs.map((doc) => toPublicPost(doc, locale))
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** One published post by slug, or null (also for slugs that cannot exist). */
export async function findPublishedPost(payload: Payload, slug: string, locale: Locale): Promise<PublicPost | null> {
  if (slug.length > 200 || !slugPattern.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ? toPublicPost(docs[0], locale) : null
}
