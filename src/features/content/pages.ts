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
  if (locale === defaultLocale) return orSeed(await read(locale), slug, locale, payload)
  const [page, fallback] = await Promise.all([read(locale), read(defaultLocale)])
  return orSeed(withFallbackTexts(page, fallback), slug, locale, payload)
}

/**
 * A page that has never been published (an editor saved only drafts before the start-up filled it in)
 * shows today's seed text rather than failing: a visitor never gets an error page for it.
 */
async function orSeed<S extends PageSlug>(
  page: PageContent<S>,
  slug: S,
  locale: Locale,
  payload: Payload,
): Promise<PageContent<S>> {
  if (page && (page as { updatedAt?: string }).updatedAt) return page
  payload.logger.warn(`${slug} has never been published: showing its seed text`)
  // Loaded only in that case: the seed texts are large.
  const { pageSeeds } = await import('@/seed/data/pages')
  return pageSeeds[slug][locale] as unknown as PageContent<S>
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
