import { findPublishedPost, listPublishedPosts } from '../lib/content/blog'
import { listFeaturedTestimonials } from '../lib/content/testimonials'
import { json, localeParam, notFound, payload, route } from './http'

/** GET /api/blog */
export const listBlog = route(async (req) => json(await listPublishedPosts(await payload(), localeParam(req))))

/** GET /api/blog/{slug} */
export const getBlogPost = route<{ params: Promise<{ slug: string }> }>(async (req, { params }) => {
  const locale = localeParam(req)
  const post = await findPublishedPost(await payload(), (await params).slug, locale)
  if (!post) throw notFound('slug', 'Article not found')
  return json(post)
})

/** GET /api/testimonials/featured/all */
export const listTestimonials = route(async (req) =>
  json(await listFeaturedTestimonials(await payload(), localeParam(req))),
)
