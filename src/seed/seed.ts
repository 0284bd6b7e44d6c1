import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { defaultLocale } from '@i18n/locales'
import { blogPosts } from './data/blog-posts'
import { testimonials } from './data/testimonials'
import { publishMissingCatalogue } from './catalogue'
import { publishMissingPages } from './pages'

/**
 * Loads the bilingual seed content. Idempotent: posts are matched by slug and testimonials by name,
 * so running it again updates them in place instead of adding copies.
 */
export async function seed(payload: Payload): Promise<{ posts: number; testimonials: number }> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const richText = (paragraphs: string[]) =>
    convertMarkdownToLexical({ editorConfig, markdown: paragraphs.join('\n\n') })

  for (const post of blogPosts) {
    const shared = {
      slug: post.slug,
      category: post.category,
      _status: 'published' as const,
      createdAt: new Date(post.publishedAt).toISOString(),
    }
    const en = { ...shared, title: post.en.title, excerpt: post.en.excerpt, content: richText(post.en.body) }
    const es = {
      title: post.es.title,
      excerpt: post.es.excerpt,
      content: richText(post.es.body),
      _status: 'published' as const,
    }
    const id = await upsert(payload, 'blog-posts', { slug: { equals: post.slug } }, en)
    await payload.update({ collection: 'blog-posts', id, locale: 'es', data: es })
  }

  for (const t of testimonials) {
    const en = { name: t.name, category: t.category, rating: t.rating, featured: true, _status: 'published', ...t.en }
    const id = await upsert(payload, 'testimonials', { name: { equals: t.name } }, en)
    await payload.update({ collection: 'testimonials', id, locale: 'es', data: { ...t.es, _status: 'published' } })
  }

  // Pages an editor has published are left as they are.
  await publishMissingPages(payload)
  await publishMissingCatalogue(payload)

  payload.logger.info(`Seeded ${blogPosts.length} blog posts and ${testimonials.length} testimonials.`)
  return { posts: blogPosts.length, testimonials: testimonials.length }
}

type SeededCollection = 'blog-posts' | 'testimonials'

/** Creates the English version, or updates it when a document matching `where` exists. */
async function upsert(
  payload: Payload,
  collection: SeededCollection,
  where: Record<string, { equals: string }>,
  data: Record<string, unknown>,
): Promise<number | string> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  const doc = existing.docs[0]
    ? await payload.update({ collection, id: existing.docs[0].id, locale: defaultLocale, data })
    : await payload.create({ collection, locale: defaultLocale, data: data as never })
  return doc.id
}
