import { seoPlugin } from '@payloadcms/plugin-seo'

import { serverUrl } from '@/platform/env'
import { globalPaths, publicPathOf } from '@/features/content/preview/public-path'
import { defaultLocale } from '@i18n/locales'

type Doc = { title?: string | null; excerpt?: string | null; image?: number | { id: number } | null; slug?: string }

/**
 * Meta title, description and share image for posts and the pages' globals (an "SEO" tab, per language). Left
 * empty, the site uses the content itself (a post's title and excerpt and image); the "Auto-generate" buttons
 * copy those in for the editor to shorten or reword.
 */
export const seo = seoPlugin({
  collections: ['blog-posts'],
  globals: Object.keys(globalPaths),
  uploadsCollection: 'media',
  tabbedUI: true,
  generateTitle: ({ doc }) => ((doc as Doc).title ? `${(doc as Doc).title} · Madrid Edu Travel` : ''),
  generateDescription: ({ doc }) => ((doc as Doc).excerpt ?? '').slice(0, 160),
  generateImage: ({ doc }) => {
    const image = (doc as Doc).image
    return image ? (typeof image === 'object' ? image.id : image) : ''
  },
  generateURL: ({ doc, collectionConfig, globalConfig, locale }) => {
    const path = globalConfig
      ? publicPathOf({ global: globalConfig.slug })
      : publicPathOf({ collection: collectionConfig?.slug ?? '', doc: doc as Record<string, unknown> })
    return path === null ? serverUrl() : `${serverUrl()}/${locale ?? defaultLocale}${path === '/' ? '' : path}`
  },
})
