import type { BlogCategory } from '@/lib/blog-categories'

/** One language's text of a seeded blog post; body is a list of paragraphs (plain text, no markdown). */
export type SeedPostText = { title: string; excerpt: string; body: string[] }

export type SeedBlogPost = {
  slug: string
  category: BlogCategory
  /** ISO date (YYYY-MM-DD) the post is dated on the site */
  publishedAt: string
  en: SeedPostText
  es: SeedPostText
}

export type SeedTestimonial = {
  name: string
  category: 'school' | 'erasmus'
  rating: 1 | 2 | 3 | 4 | 5
  en: { role: string; content: string }
  es: { role: string; content: string }
}
