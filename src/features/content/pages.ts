import { notFound } from 'next/navigation'
import type { Payload } from 'payload'
import { cache } from 'react'

import { defaultLocale, type Locale } from '@i18n/locales'
import type { PageContent, PageSlug } from './content-types'

export type { PageContent, PageSlug } from './content-types'

/**
 * A marketing page's content in the page's language. Public pages read the published version as a
 * visitor would (access rules applied). `draft: true` reads the newest draft instead, for the admin's
 * live preview: the caller must have checked that a signed-in editor is asking.
 *
 * Any text left empty in Spanish shows the English text (Payload's fallbackLocale covers fields never
 * filled; the pass below also covers fields an editor emptied), so a page never shows an empty heading.
 * Called while a page renders: the rendered page is cached, so a cached request makes no query; within
 * one render, the page and its metadata share one read (React's cache).
 */
export const readPage = cache(readPageUncached) as <S extends PageSlug>(
  payload: Payload,
  slug: S,
  locale: Locale,
  draft?: boolean,
) => Promise<PageContent<S>>

async function readPageUncached<S extends PageSlug>(
  payload: Payload,
  slug: S,
  locale: Locale,
  draft = false,
): Promise<PageContent<S>> {
  const read = (inLocale: Locale) =>
    payload.findGlobal({
      slug,
      locale: inLocale,
      fallbackLocale: defaultLocale,
      draft,
      depth: 1,
      overrideAccess: draft,
    }) as Promise<PageContent<S>>
  if (locale === defaultLocale) return publishedOrNotFound(await read(locale), slug, payload)
  const [page, fallback] = await Promise.all([read(locale), read(defaultLocale)])
  return publishedOrNotFound(withFallbackTexts(page, fallback), slug, payload)
}

/**
 * A page with nothing published is not found (404). The set-up step publishes every page before the app starts
 * (src/seed/setup.ts), so this is a page an editor unpublished, or an app started without its set-up step; the
 * log says which page. Only page renders read pages, so Next's notFound() is always in its place here.
 */
function publishedOrNotFound<S extends PageSlug>(page: PageContent<S>, slug: S, payload: Payload): PageContent<S> {
  if (page && (page as { updatedAt?: string }).updatedAt) return page
  payload.logger.warn(`${slug} has nothing published: answering 404 (npm run setup publishes a page never published)`)
  notFound()
}

/** `value` with every empty text replaced by the text at the same place in `fallback` (rows matched by position). */
export function withFallbackTexts<T>(value: T, fallback: unknown): T {
  if (value === '' || value === null || value === undefined) {
    return (typeof fallback === 'string' ? fallback : value) as T
  }
  if (Array.isArray(value)) {
    const rows = Array.isArray(fallback) ? fallback : []
    return value.map((row, i) => withFallbackTexts(row, rows[i])) as T
  }
  if (typeof value === 'object' && fallback && typeof fallback === 'object' && !Array.isArray(fallback)) {
    const other = fallback as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, withFallbackTexts(v, other[key])]),
    ) as T
  }
  return value
}
