/**
 * A database whose "Spanish translation" flags were worked out under the earlier rule (a text empty in both
 * languages counted as missing): the migration works each flag out again, on the document the lists read and on the
 * version the admin edits, so the seeded destinations that lack nothing stop reading "Missing" without an editor
 * saving each one, and a document that does lack its Spanish keeps saying so.
 */
import { randomUUID } from 'node:crypto'

import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up } from '@/migrations/20261127_203000_recount_spanish_translation'
import { destinations } from '@/seed/data/destinations'

import { testPayload } from '../helpers/payload'

let payload: Payload
const made: number[] = []

const migrate = () => up({ db: payload.db.drizzle, payload, req: {} } as unknown as MigrateUpArgs)

/** Each destination's flag as the list (published row) and the edit view (latest version) read it, by code. */
async function flags(codes: string[]): Promise<Record<string, string>> {
  const shown: Record<string, string> = {}
  for (const draft of [false, true]) {
    const { docs } = await payload.find({
      collection: 'destinations',
      where: { code: { in: codes } },
      draft,
      depth: 0,
      limit: 100,
      pagination: false,
    })
    for (const doc of docs) shown[`${doc.code}${draft ? ' (draft)' : ''}`] = String(doc.spanishTranslation)
  }
  return shown
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of made) await payload?.delete({ collection: 'destinations', id })
})

describe('the migration that works the Spanish translation flags out again', { timeout: 120_000 }, () => {
  it('clears the stale “Missing” of the seeded destinations and keeps it on one that lacks its Spanish', async () => {
    const seeded = destinations.map((d) => d.code)
    const untranslated = await payload.create({
      collection: 'destinations',
      locale: 'en',
      data: { code: `flag-${randomUUID().slice(0, 8)}`, city: 'Newtown', country: 'Spain', _status: 'published' },
    })
    made.push(untranslated.id)
    // As an older database holds them: every seeded destination Missing, the new one (wrongly) Complete.
    const db = payload.db.drizzle
    await db.execute(sql`UPDATE "destinations" SET "spanish_translation" = 'missing'`)
    await db.execute(sql`UPDATE "_destinations_v" SET "version_spanish_translation" = 'missing'`)
    await db.execute(sql`UPDATE "destinations" SET "spanish_translation" = 'complete' WHERE "id" = ${untranslated.id}`)
    await db.execute(
      sql`UPDATE "_destinations_v" SET "version_spanish_translation" = 'complete' WHERE "parent_id" = ${untranslated.id}`,
    )

    await migrate()

    const expected: Record<string, string> = {}
    for (const code of seeded) Object.assign(expected, { [code]: 'complete', [`${code} (draft)`]: 'complete' })
    Object.assign(expected, { [untranslated.code]: 'missing', [`${untranslated.code} (draft)`]: 'missing' })
    expect(await flags([...seeded, untranslated.code])).toEqual(expected)
  })

  it('changes nothing the second time', async () => {
    const before = await flags(destinations.map((d) => d.code))
    await migrate()
    expect(await flags(destinations.map((d) => d.code))).toEqual(before)
  })
})
