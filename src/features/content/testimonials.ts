import type { Payload } from 'payload'

import type { Locale } from '@i18n/locales'
import { imageUrlOf } from '@/platform/media-url'
import { type ContentView, readArgs, visitorView } from './view'

export type PublicTestimonial = {
  id: number
  name: string
  role: string
  content: string
  rating: number
  imageUrl: string | null
  category: 'school' | 'erasmus'
}

/** Featured testimonials of both categories (docs/product.md › The /api contract), in the page's language. */
export async function listFeaturedTestimonials(
  payload: Payload,
  locale: Locale,
  view: ContentView = visitorView,
): Promise<PublicTestimonial[]> {
  const { docs } = await payload.find({
    collection: 'testimonials',
    locale,
    where: { featured: { equals: true } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    ...readArgs(view),
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    role: doc.role,
    content: doc.content,
    rating: doc.rating,
    imageUrl: imageUrlOf(doc.image, doc.imageUrl),
    category: doc.category,
  }))
}
