import type { GlobalSlug, Payload } from 'payload'

import { pageGlobals } from '@/features/content/globals/pages'
import { locales } from '@i18n/locales'
import { databasePoolMax } from '@/platform/env'
import { richTextToPlainText } from '@/platform/rich-text'
import { rememberMissingSpanish } from './missing-spanish-memo'

/**
 * The globals whose texts visitors read in both languages: every page, and the company details (business
 * hours, description). Collections have a "Spanish translation" column of their own; globals have no list
 * screen, so the Dashboard names these when a translation is missing.
 */
export const translatedGlobals = [...pageGlobals.map((page) => page.slug), 'company'] as GlobalSlug[]

export type UntranslatedGlobal = { slug: GlobalSlug; missing: number }

/**
 * The globals whose newest version (the draft an editor is working on, or the published one) has texts in
 * English that are empty in Spanish, with how many. One query per global, all languages at once: it runs only
 * when staff open the Dashboard, never for visitors.
 */
export async function globalsMissingSpanish(payload: Payload): Promise<UntranslatedGlobal[]> {
  const read = async (slug: GlobalSlug): Promise<UntranslatedGlobal> => {
    const all = await payload.findGlobal({
      slug,
      locale: 'all',
      fallbackLocale: false,
      draft: true,
      depth: 0,
      overrideAccess: true,
    })
    return { slug, missing: untranslatedTexts(all) }
  }
  // A few at a time, half the pool at most: all at once queue for connections longer than the pool waits
  // (5 s) on a small pool, and the embedded database (pool of 2, one query at a time) failed the Dashboard so.
  const atOnce = Math.max(1, Math.floor(databasePoolMax() / 2))
  const globals: UntranslatedGlobal[] = []
  for (let i = 0; i < translatedGlobals.length; i += atOnce)
    globals.push(...(await Promise.all(translatedGlobals.slice(i, i + atOnce).map(read))))
  return globals.filter((global) => global.missing > 0)
}

/**
 * globalsMissingSpanish, remembered for a minute: reading every page in every language takes seconds (4–6 s measured
 * with all the pages), far too long for each Dashboard read. A save of one of these globals on this instance forgets
 * it at once (forgetMissingSpanish in missing-spanish-memo.ts, their afterChange hook).
 */
export function rememberedGlobalsMissingSpanish(payload: Payload): Promise<UntranslatedGlobal[]> {
  return rememberMissingSpanish(() => globalsMissingSpanish(payload))
}

/**
 * How many texts of a document read in every language (`locale: 'all'`: each localized field is an
 * `{ en, es }` object) have English words and no Spanish ones. Rows of a list are shared by the languages, so
 * each row's texts are compared where they are.
 */
export function untranslatedTexts(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, row) => sum + untranslatedTexts(row), 0)
  if (!value || typeof value !== 'object') return 0
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.includes('en') && keys.every((key) => (locales as readonly string[]).includes(key))) {
    return hasWords(record.en) && !hasWords(record.es) ? 1 : 0
  }
  return keys.reduce((sum, key) => sum + untranslatedTexts(record[key]), 0)
}

/** A plain or rich text with at least one word (numbers and upload ids are not texts). */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return richTextToPlainText(value) !== ''
}
