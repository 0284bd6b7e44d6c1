import type { Metadata } from 'next'

import type { Locale } from '@i18n/locales'
import { serverUrl } from '@/platform/env'
import type { Translate } from '@/platform/i18n'
import { imageUrlOf } from '@/platform/media-url'
import { type PageContent, type PageSlug, readPage } from '@/features/content/pages'
import { globalPaths } from '@/features/content/preview/public-path'
import { currentView } from '@/features/content/preview/view'

import { cms } from './cms'
import { type LangProps, pageLocale, pageMetadata, type ShareImage } from './locale-page'

/** The SEO tab of a page global (@payloadcms/plugin-seo, src/features/content/plugins/seo.ts). */
type SeoFields = { title?: string | null; description?: string | null; image?: unknown }

/** The editor's share image as an absolute address (link previews fetch it from elsewhere), or null. */
export function shareImageOf(image: unknown, alt: string): ShareImage | null {
  const url = imageUrlOf(image)
  if (!url) return null
  const media = image as { alt?: string | null }
  return { url: new URL(url, serverUrl()).href, alt: media.alt?.trim() || alt }
}

/**
 * generateMetadata of a page whose content is a page global: the title, description and share image of the
 * page's SEO tab where the editor filled them, else the catalog's texts (`defaults`) and the site's image.
 * The page is read with readPage, exactly as the page's render reads it: within one render both share one
 * read (React's cache), and the rendered page with its <head> is cached, so a cached request makes no query.
 */
export function pageGlobalMetadata<S extends PageSlug>(
  slug: S,
  defaults: (t: Translate, page: PageContent<S>, locale: Locale) => { title: string; description: string },
) {
  return async function generateMetadata({ params }: LangProps): Promise<Metadata> {
    const { locale, t } = await pageLocale(params)
    const page = await readPage(await cms(), slug, locale, (await currentView()).draft)
    const fallback = defaults(t, page, locale)
    const seo = ((page as { meta?: SeoFields }).meta ?? {}) as SeoFields
    const title = seo.title?.trim() || fallback.title
    return pageMetadata(locale, {
      title,
      description: seo.description?.trim() || fallback.description,
      path: globalPaths[slug] ?? '/',
      image: shareImageOf(seo.image, title),
    })
  }
}
