import type { Payload } from 'payload'

import { defaultLocale } from '@i18n/locales'
import { courses } from './data/courses'
import { destinations } from './data/destinations'
import type { SeedCourse, SeedDestination, SeedText } from './types'

type Catalogue = 'courses' | 'destinations'

/**
 * Publishes today's courses and destinations, in both languages, into a collection that has never held any
 * document (none, not even in the trash or the version history). Runs on every start after the migrations
 * (src/platform/db/prepare-on-start.ts), so a fresh install and a database from before these collections both get
 * them; once editors have worked on a collection it is never touched again. Returns the collections it filled.
 */
export async function publishMissingCatalogue(payload: Payload): Promise<Catalogue[]> {
  const filled: Catalogue[] = []
  for (const collection of ['destinations', 'courses'] as const) {
    const [docs, versions] = await Promise.all([
      payload.count({ collection, trash: true }),
      payload.countVersions({ collection }),
    ])
    if (docs.totalDocs > 0 || versions.totalDocs > 0) continue
    if (collection === 'destinations') for (const d of destinations) await publishDestination(payload, d)
    else for (const c of courses) await publishCourse(payload, c)
    filled.push(collection)
  }
  if (filled.length) payload.logger.info(`Published the seed content of ${filled.join(', ')}.`)
  return filled
}

const en = (text: SeedText | undefined) => text?.en
const es = (text: SeedText | undefined) => text?.es

/** The rows' ids English created, given to the Spanish texts: the rows are shared by the languages. */
const sameRows = <T extends object>(rows: T[], saved: Array<{ id?: string | null }> | null | undefined) =>
  rows.map((row, i) => ({ ...row, id: saved?.[i]?.id ?? undefined }))

export async function publishDestination(payload: Payload, d: SeedDestination): Promise<number> {
  const created = await payload.create({
    collection: 'destinations',
    locale: defaultLocale,
    depth: 0,
    data: {
      code: d.code,
      order: d.order,
      showOn: d.showOn,
      isNew: d.isNew,
      minDays: d.minDays ?? null,
      maxDays: d.maxDays ?? null,
      city: d.city.en,
      country: d.country.en,
      theme: en(d.theme),
      description: en(d.description),
      features: (d.features ?? []).map((f) => ({ text: f.en })),
      imageAlt: en(d.imageAlt),
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'destinations',
    id: created.id,
    locale: 'es',
    depth: 0,
    data: {
      city: d.city.es,
      country: d.country.es,
      theme: es(d.theme),
      description: es(d.description),
      features: sameRows(
        (d.features ?? []).map((f) => ({ text: f.es })),
        created.features,
      ),
      imageAlt: es(d.imageAlt),
      _status: 'published',
    },
  })
  return created.id
}

export async function publishCourse(payload: Payload, c: SeedCourse): Promise<number> {
  const created = await payload.create({
    collection: 'courses',
    locale: defaultLocale,
    depth: 0,
    data: {
      order: c.order,
      erasmusEligible: c.erasmusEligible,
      hoursMin: c.hoursMin,
      hoursMax: c.hoursMax,
      format: c.format,
      level: c.level,
      title: c.title.en,
      description: c.description.en,
      highlights: c.highlights.map((h) => ({ text: h.en })),
      sessions: c.sessions.map(({ start, end }) => ({ start, end })),
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'courses',
    id: created.id,
    locale: 'es',
    depth: 0,
    data: {
      title: c.title.es,
      description: c.description.es,
      highlights: sameRows(
        c.highlights.map((h) => ({ text: h.es })),
        created.highlights,
      ),
      sessions: sameRows(
        (created.sessions ?? []).map(({ start, end }) => ({ start, end })),
        created.sessions,
      ),
      _status: 'published',
    },
  })
  return created.id
}
