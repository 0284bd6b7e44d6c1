import type { Payload } from 'payload'

import { defaultLocale, locales } from '@i18n/locales'
import type { PageSlug } from '@/lib/content/pages'
import { pageSeeds } from './data/pages'

/**
 * Publishes the seed content of every page global that has never been saved, in both languages.
 * Runs on every start, after the migrations (src/seed/bootstrap.ts): a fresh install and a database that
 * predates the page globals both get today's pages, and a page an editor has saved (even only as a draft) is never touched.
 * Returns the slugs it filled.
 */
export async function publishMissingPages(payload: Payload): Promise<PageSlug[]> {
  const filled: PageSlug[] = []
  for (const slug of Object.keys(pageSeeds) as PageSlug[]) {
    // Any trace of an editor's work (a published page, an unpublished one, a draft) means hands off.
    const [saved, versions] = await Promise.all([
      payload.findGlobal({ slug, depth: 0 }),
      payload.countGlobalVersions({ global: slug }),
    ])
    if ((saved && 'updatedAt' in saved && saved.updatedAt) || versions.totalDocs > 0) continue
    await publishPageSeed(payload, slug)
    filled.push(slug)
  }
  if (filled.length) payload.logger.info(`Published the seed content of ${filled.join(', ')}.`)
  return filled
}

/** Publishes one page's seed content: English first, then the other languages on the same list rows. */
export async function publishPageSeed(payload: Payload, slug: PageSlug): Promise<void> {
  const seed = pageSeeds[slug]
  const english = await payload.updateGlobal({
    slug,
    locale: defaultLocale,
    depth: 0,
    data: { ...seed[defaultLocale], _status: 'published' } as never,
  })
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({
      slug,
      locale,
      depth: 0,
      data: { ...(withRowIds(seed[locale], english) as object), _status: 'published' } as never,
    })
  }
}

/**
 * The lists of a page are shared by its languages (only the texts inside are translated), so another
 * language's texts must name the rows English created: copies each row's id from `saved`, by position.
 */
function withRowIds(value: unknown, saved: unknown): unknown {
  if (Array.isArray(value)) {
    const rows = Array.isArray(saved) ? saved : []
    return value.map((row, i) => {
      const id = (rows[i] as { id?: string } | undefined)?.id
      return { ...(withRowIds(row, rows[i]) as object), ...(id ? { id } : {}) }
    })
  }
  if (value && typeof value === 'object') {
    const other = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withRowIds(v, other[key])]))
  }
  return value
}
