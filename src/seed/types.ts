import type { BlogCategory } from '@/platform/blog-categories'

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

/** A text in both languages. */
export type SeedText = { en: string; es: string }

export type SeedDestination = {
  code: string
  order: number
  showOn: Array<'school-trips' | 'erasmus-spain' | 'erasmus-eu' | 'enquiry-form'>
  isNew: boolean
  minDays?: number
  maxDays?: number
  city: SeedText
  country: SeedText
  theme?: SeedText
  description?: SeedText
  features?: SeedText[]
  imageAlt?: SeedText
}

export type SeedCourse = {
  order: number
  erasmusEligible: boolean
  hoursMin: number
  hoursMax: number
  format: 'in-person-or-online' | 'hybrid' | 'in-person'
  level: 'intermediate-advanced' | 'beginner-intermediate' | 'all-levels'
  /** Calendar days (YYYY-MM-DD), first and last day of the session. */
  sessions: Array<{ start: string; end: string }>
  title: SeedText
  description: SeedText
  highlights: SeedText[]
}
