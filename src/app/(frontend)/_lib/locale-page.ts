import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { defaultLocale, isLocale, type Locale, locales, openGraphLocales } from '@i18n/locales'
import { serverUrl } from '@/platform/env'
import { translator, type Translate } from '@/platform/i18n'

/** Props of every page under [lang]. */
export type LangProps = { params: Promise<{ lang: string }> }

/** The page's language and translator; an unknown language segment is a 404. */
export async function pageLocale(params: LangProps['params']): Promise<{ locale: Locale; t: Translate }> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return { locale: lang, t: translator(lang) }
}

/**
 * generateStaticParams of every page under [lang]: none is rendered by `next build`. Each is rendered on
 * its first request, then served from cache until an editor saves (the collections' afterChange hooks
 * revalidate it). The build has no database, and it does not know the public address
 * (NEXT_PUBLIC_SERVER_URL) that canonical, hreflang, Open Graph and JSON-LD URLs are made of: pages it
 * prerendered carried http://localhost:3000 into production.
 */
export const renderOnFirstRequest = async () => [] as { lang: string }[]

/** Size of the Open Graph image that [lang]/og-image.png draws. */
export const ogImageSize = { width: 1200, height: 630 }

/** A share image chosen by an editor (the SEO tab): its address, absolute, as link previews need it. */
export type ShareImage = { url: string; alt: string }

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph for a page at `path` (an unprefixed
 * route of docs/product.md › Routes such as '/about'). The share image is `image` when an editor chose one, else the site's image
 * in the page's language.
 */
export function pageMetadata(
  locale: Locale,
  {
    title,
    description,
    path,
    image: chosen,
  }: { title: string; description: string; path: string; image?: ShareImage | null },
): Metadata {
  const suffix = path === '/' ? '' : path
  const languages = Object.fromEntries(locales.map((l) => [l, `/${l}${suffix}`]))
  const image = chosen ?? {
    url: `/${locale}/og-image.png`,
    ...ogImageSize,
    alt: translator(locale)('site.tagline'),
    type: 'image/png',
  }
  return {
    metadataBase: new URL(serverUrl()),
    title,
    description,
    alternates: {
      canonical: `/${locale}${suffix}`,
      languages: { ...languages, 'x-default': `/${defaultLocale}${suffix}` },
    },
    openGraph: {
      title,
      description,
      url: `/${locale}${suffix}`,
      locale: openGraphLocales[locale],
      type: 'website',
      images: [image],
    },
  }
}
