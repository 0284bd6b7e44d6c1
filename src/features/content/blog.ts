import type { Payload } from 'payload'

import type { Locale } from '@i18n/locales'
import type { BlogPost } from '@/payload-types'
import { blogCategoryName } from '@/platform/blog-categories'
import { richTextToPlainText } from '@/platform/rich-text'
import { slugPattern } from '@/platform/slug'
import { imageUrlOf } from '@/platform/media-url'
import { type ContentView, readArgs, visitorView } from './view'

/** A post as the public API and pages use it (docs/product.md › The /api contract). */
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

/**
 * Posts visitors can read (published and dated today or earlier: the collection's read access, src/platform/access.ts),
 * newest first; `limit` for lists that show only the latest. A staff member's preview shows every draft.
 */
export async function listPublishedPosts(
  payload: Payload,
  locale: Locale,
  limit?: number,
  view: ContentView = visitorView,
): Promise<PublicPost[]> {
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    sort: '-createdAt',
    depth: 1,
    ...(limit ? { limit } : { pagination: false }),
    ...readArgs(view),
  })
  return docs.map((doc) => toPublicPost(doc, locale))
}

/**
 * The date of the next published post still waiting for its day (dated in the future), or null. Read by each
 * app instance after every save, to refresh its pages when that post comes out (src/features/content/site-cache/post-dates.ts).
 */
export async function nextPostDate(payload: Payload): Promise<Date | null> {
  const { docs } = await payload.find({
    collection: 'blog-posts',
    // Visitors cannot read such a post yet (that is the point), so this reads past access, published ones only.
    where: { and: [{ _status: { equals: 'published' } }, { createdAt: { greater_than: new Date().toISOString() } }] },
    sort: 'createdAt',
    select: { createdAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ? new Date(docs[0].createdAt) : null
}

/** The search-engine and sharing texts of a post, from its SEO fields or, left empty, its content. */
export type PostSeo = { title: string; description: string; imageUrl: string | null }

async function findPostDoc(payload: Payload, slug: string, locale: Locale, view: ContentView) {
  if (slug.length > 200 || !slugPattern.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'blog-posts',
    locale,
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    ...readArgs(view),
  })
  return docs[0] ?? null
}

/** One post by slug, or null (also for slugs that cannot exist); a staff member's preview reads its latest draft. */
export async function findPublishedPost(
  payload: Payload,
  slug: string,
  locale: Locale,
  view: ContentView = visitorView,
): Promise<PublicPost | null> {
  const doc = await findPostDoc(payload, slug, locale, view)
  return doc ? toPublicPost(doc, locale) : null
}

/** The article page's post with its SEO texts. */
export async function findArticle(
  payload: Payload,
  slug: string,
  locale: Locale,
  view: ContentView = visitorView,
): Promise<{ post: PublicPost; seo: PostSeo } | null> {
  const doc = await findPostDoc(payload, slug, locale, view)
  if (!doc) return null
  const post = toPublicPost(doc, locale)
  const meta = doc.meta ?? {}
  return {
    post,
    seo: {
      title: meta.title?.trim() || post.title,
      description: meta.description?.trim() || post.excerpt,
      imageUrl: imageUrlOf(meta.image, null),
    },
  }
}
