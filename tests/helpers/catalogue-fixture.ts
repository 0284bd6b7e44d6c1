import { afterAll } from 'vitest'

import { payload, signedInAdmin } from './admin-session'

/** The courses and destinations a file created, deleted again after its tests. */
export const created: Array<{ collection: 'courses' | 'destinations'; id: number }> = []

/**
 * Registers the set-up of the catalogue files (docs/editing.md › What you can change: Courses, Destinations):
 * Payload and the test admin signed in (admin-session.ts), and the courses and destinations the file created
 * (`created`) deleted after its tests, so that the next file sees the seeded catalogue.
 */
export function catalogueFixture() {
  signedInAdmin()
  afterAll(async () => {
    for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
  })
}

/** Tells this file's documents apart from other files'. */
export const run = Date.now()

/** The calendar day `days` after (or before) `day`. */
export const shift = (day: string, days: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10)

export const baseCourse = {
  description: 'A course made by a test.',
  hoursMin: 10,
  hoursMax: 12,
  format: 'in-person' as const,
  level: 'all-levels' as const,
  order: 5,
}

export async function createCourse(data: Record<string, unknown>, options: { draft?: boolean } = {}) {
  const doc = await payload.create({
    collection: 'courses',
    locale: 'en',
    draft: options.draft,
    data: { ...baseCourse, _status: options.draft ? 'draft' : 'published', ...data } as never,
  })
  created.push({ collection: 'courses', id: doc.id })
  return doc
}

export async function createDestination(data: Record<string, unknown>, options: { draft?: boolean } = {}) {
  const doc = await payload.create({
    collection: 'destinations',
    locale: 'en',
    draft: options.draft,
    data: { country: 'Spain', order: 1000, _status: options.draft ? 'draft' : 'published', ...data } as never,
  })
  created.push({ collection: 'destinations', id: doc.id })
  return doc
}
