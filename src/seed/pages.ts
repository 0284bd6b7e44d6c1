import type { Payload } from 'payload'

import { defaultLocale, locales } from '@i18n/locales'
import type { PageSlug } from '@/features/content/content-types'
import { pageSeeds } from './data/pages'

/**
 * Publishes the seed content of every page global that has never been saved, in both languages.
 * Runs on every start, after the migrations (src/seed/bootstrap.ts): a fresh install and a database that
 * predates the page globals both get today's pages, and a page an editor has saved (even only as a draft) is never touched.
 * Returns the slugs it filled.
 */
export async function publishMissingPages(payload: Payload): Promise<PageSlug[]> {
  const filled: PageSlug[] = []
  const slugs = Object.keys(pageSeeds) as PageSlug[]
  // Any trace of an editor's work (a published page, an unpublished one, a draft) means hands off. Only the save
  // time is read, all pages at once: this runs on every start, and reading every page whole took seconds of a
  // restart (docs/operating.md › Supervision).
  const touched = await Promise.all(
    slugs.map(async (slug) => {
      const [saved, versions] = await Promise.all([
        savedAt(payload, slug),
        payload.countGlobalVersions({ global: slug }),
      ])
      return Boolean(saved || versions.totalDocs > 0)
    }),
  )
  for (const [index, slug] of slugs.entries()) {
    if (touched[index]) continue
    await publishPageSeed(payload, slug)
    filled.push(slug)
  }
  if (filled.length) payload.logger.info(`Published the seed content of ${filled.join(', ')}.`)
  return filled
}

/**
 * When a page global was last saved, or null: read from its table (its dbName, else named after the slug). Payload's
 * findGlobal reads the whole page in every language, even asked for one field: 3–5 s for the About page on a loaded
 * machine, on every start.
 */
async function savedAt(payload: Payload, slug: PageSlug): Promise<string | null> {
  const dbName = payload.config.globals.find((g) => g.slug === slug)?.dbName
  const table = typeof dbName === 'string' ? dbName : slug.replace(/-/g, '_')
  const { rows } = await payload.db.pool.query<{ updatedAt: string | null }>(
    `SELECT CASE WHEN to_regclass($1) IS NULL THEN NULL ELSE 'table' END AS "updatedAt"`,
    [table],
  )
  if (!rows[0]?.updatedAt) {
    const saved = await payload.findGlobal({ slug, depth: 0 })
    return saved && 'updatedAt' in saved && saved.updatedAt ? String(saved.updatedAt) : null
  }
  const found = await payload.db.pool.query<{ updatedAt: string | null }>(
    `SELECT updated_at AS "updatedAt" FROM "${table}" WHERE updated_at IS NOT NULL LIMIT 1`,
  )
  return found.rows[0]?.updatedAt ?? null
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
