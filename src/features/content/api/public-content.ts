import type { Locale } from '@i18n/locales'
import { findPublishedPost, listPublishedPosts } from '@/features/content/blog'
import { memoized } from '@/features/content/memo'
import { listFeaturedTestimonials } from '@/features/content/testimonials'
import { json, jsonText, localeParam, notFound, loadPayload, route } from '@/platform/http/http'

/**
 * The two public lists are read on every visit by the /api contract's clients: cached per language in memory
 * (src/features/content/memo.ts) as their JSON text, so a cached answer needs no database query and no
 * serialising. Single posts are not cached: any slug could become an entry.
 */
const cachedPosts = (locale: Locale) =>
  memoized(`api-blog:${locale}`, async () => JSON.stringify(await listPublishedPosts(await loadPayload(), locale)))
const cachedTestimonials = (locale: Locale) =>
  memoized(`api-testimonials:${locale}`, async () =>
    JSON.stringify(await listFeaturedTestimonials(await loadPayload(), locale)),
  )

/** GET /api/blog */
export const listBlog = route(async function listBlog(req) {
  return jsonText(await cachedPosts(localeParam(req)))
})

/** GET /api/blog/{slug} */
export const getBlogPost = route<{ params: Promise<{ slug: string }> }>(async function getBlogPost(req, { params }) {
  const locale = localeParam(req)
  const post = await findPublishedPost(await loadPayload(), (await params).slug, locale)
  if (!post) throw notFound('slug', 'Article not found')
  return json(post)
})

/** GET /api/testimonials/featured/all */
export const listTestimonials = route(async function listTestimonials(req) {
  return jsonText(await cachedTestimonials(localeParam(req)))
})
