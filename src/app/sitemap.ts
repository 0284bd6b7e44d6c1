import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'

import { locales } from '@i18n/locales'
import { serverUrl } from '@/platform/env'

/** Rendered on request: it lists the blog, and the build has no database to read. */
export const dynamic = 'force-dynamic'

const staticPaths = [
  '',
  '/about',
  '/school-trips',
  '/erasmus',
  '/courses',
  '/travel-insurance',
  '/cultural-excursions',
  '/blog',
  '/contact',
  '/plan-a-trip',
  '/legal',
  '/privacy',
  '/cookies',
]

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverUrl()
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'blog-posts',
    // What visitors can open: published and not dated in the future (the collection's read access).
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
  })
  const entries = [
    ...staticPaths.map((path) => ({ path, lastModified: undefined as string | undefined })),
    ...docs.map((d) => ({ path: `/blog/${d.slug}`, lastModified: d.updatedAt })),
  ]
  return entries.flatMap(({ path, lastModified }) =>
    locales.map((lang) => ({
      url: `${base}/${lang}${path}`,
      lastModified,
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, `${base}/${l}${path}`])) },
    })),
  )
}
