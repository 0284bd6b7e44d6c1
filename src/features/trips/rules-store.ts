import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@i18n/locales'
import { memoized } from '@/features/content/memo'
import { enquiryLabel, readDestinations, shownOn } from '@/features/content/destinations'
import type { PriceRule } from '@/payload-types'
import type { PriceRules } from './pricing'
import type { TripDestination } from './request-schema'

/** Euros as editors enter them → whole cents. */
export const toCents = (euros: number | null | undefined) => Math.round((euros ?? 0) * 100)

/** A destination the builder offers, with where its price came from (the server records it with the request). */
export type PricedDestination = TripDestination & { rulesId: number | null; rulesVersion: number | null }

/** Trips a destination without a duration on its card may last (its card shows none either). */
const DEFAULT_DAYS = { min: 2, max: 21 }

export function toPriceRules(doc: PriceRule): PriceRules {
  return {
    baseNightCents: toCents(doc.baseNightPrice),
    seasons: (doc.seasons ?? []).map((s) => ({
      from: { month: Number(s.fromMonth), day: s.fromDay },
      to: { month: Number(s.toMonth), day: s.toDay },
      nightCents: toCents(s.nightPrice),
    })),
    tiers: (doc.tiers ?? []).map((t) => ({
      minStudents: t.minStudents,
      maxStudents: t.maxStudents ?? null,
      discountPercent: t.discountPercent,
    })),
    studentsPerFreePlace: doc.studentsPerFreePlace,
    minGroup: doc.minGroup,
    maxGroup: doc.maxGroup,
    addOns: (doc.addOns ?? []).map((a) => ({
      code: a.code,
      name: a.name,
      priceCents: toCents(a.price),
      per: a.per,
      daily: Boolean(a.daily),
    })),
  }
}

/** The latest published version of each set of rules: what a price "came from". */
async function publishedVersions(payload: Payload): Promise<Map<number, number>> {
  const { rows } = await payload.db.pool.query<{ parent: number; version: number }>(
    `SELECT DISTINCT ON (parent_id) parent_id AS parent, id AS version
       FROM _price_rules_v WHERE version__status = 'published' ORDER BY parent_id, id DESC`,
  )
  return new Map(rows.map((r) => [r.parent, r.version]))
}

async function load(payload: Payload, locale: Locale): Promise<PricedDestination[]> {
  const [destinations, rules, versions] = await Promise.all([
    readDestinations(payload, locale),
    payload.find({
      collection: 'price-rules',
      locale,
      fallbackLocale: defaultLocale,
      depth: 1,
      pagination: false,
      // Visitors' prices: the published rules only, whatever the caller.
      where: { _status: { equals: 'published' } },
      draft: false,
      overrideAccess: true,
    }),
    publishedVersions(payload),
  ])
  const byCode = new Map<string, PriceRule>()
  for (const doc of rules.docs) {
    if (doc.destination && typeof doc.destination === 'object') byCode.set(doc.destination.code, doc)
  }
  return shownOn(destinations, 'school-trips').map((d) => {
    const doc = byCode.get(d.code)
    return {
      code: d.code,
      label: enquiryLabel(d),
      minDays: d.minDays ?? DEFAULT_DAYS.min,
      maxDays: d.maxDays ?? DEFAULT_DAYS.max,
      rules: doc ? toPriceRules(doc) : null,
      includes: doc?.includes ?? '',
      excludes: doc?.excludes ?? '',
      rulesId: doc?.id ?? null,
      rulesVersion: doc ? (versions.get(doc.id) ?? null) : null,
    }
  })
}

/**
 * The destinations a trip can be built for (the published school-trip destinations) in `locale`, each with its
 * published price rules in cents, or none. Kept in memory and dropped when an editor publishes, like the other
 * public lists (src/features/content/memo.ts).
 */
export const readTripDestinations = (payload: Payload, locale: Locale): Promise<PricedDestination[]> =>
  memoized(`trip-destinations:${locale}`, () => load(payload, locale))
