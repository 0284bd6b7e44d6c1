import type { Locale } from '@i18n/locales'
import { findPublishedPost, listPublishedPosts } from '@/lib/content/blog'
import { memoized } from '@/lib/content/memo'
import { listFeaturedTestimonials } from '@/lib/content/testimonials'
import { json, jsonText, localeParam, notFound, payload, route } from './http'

/**
 * The two public lists are read on every visit by the SPEC §7 clients: cached per language in memory
 * (src/lib/content/memo.ts) as their JSON text, so a cached answer needs no database query and no
 * serialising. Single posts are not cached: any slug could become an entry.
 */
const cachedPosts = (locale: Locale) =>
  memoized(`api-blog:${locale}`, async () => JSON.stringify(await listPublishedPosts(await payload(), locale)))
const cachedTestimonials = (locale: Locale) =>
  memoized(`api-testimonials:${locale}`, async () =>
    JSON.stringify(await listFeaturedTestimonials(await payload(), locale)),
  )

/** GET /api/blog */
export const listBlog = route(async (req) => jsonText(await cachedPosts(localeParam(req))))

/** GET /api/blog/{slug} */
export const getBlogPost = route<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const locale = localeParam(req)
  const post = await findPublishedPost(await payload(), (await params).slug, locale)
  if (!post) throw notFound('slug', 'Article not found')
  return json(post)
})

/** GET /api/testimonials/featured/all */
export const listTestimonials = route(async (req) => jsonText(await cachedTestimonials(localeParam(req))))
