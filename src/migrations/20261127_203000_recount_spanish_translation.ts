import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { spanishTranslationOf } from '@/platform/collections/fields/translation-status'

/**
 * The lists' "Spanish translation" flag is worked out at each save; since it was made, a text counts as missing
 * only when it has English to translate. A database seeded before kept "Missing" on documents that lack nothing
 * (six Erasmus+ destinations have no theme in either language) until each was saved again. This works every flag
 * out again under today's rule, for each document and for the version the admin edits (its latest). The texts of
 * each collection are the ones its hook reads (src/features/content/collections/Destinations.ts, Courses.ts, Testimonials.ts,
 * BlogPosts.ts), written down here as they are today. Plain SELECTs and UPDATEs by id, one statement a call, so
 * the embedded database (PGlite) runs it as PostgreSQL does.
 */
const TRACKED: Array<{ table: string; columns: string[] }> = [
  { table: 'destinations', columns: ['city', 'country', 'theme'] },
  { table: 'courses', columns: ['title', 'description'] },
  { table: 'testimonials', columns: ['role', 'content'] },
  { table: 'blog_posts', columns: ['title', 'excerpt', 'content'] },
]

type Db = MigrateUpArgs['db']

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  let changed = 0
  for (const { table, columns } of TRACKED) {
    changed += await recount(db, { documents: table, flag: 'spanish_translation', columns })
    changed += await recount(db, {
      documents: `_${table}_v`,
      flag: 'version_spanish_translation',
      columns: columns.map((column) => `version_${column}`),
      latestOnly: true,
    })
  }
  payload.logger.info(`Spanish translation flags worked out again: ${changed} rows changed.`)
}

/** Nothing to undo: the flags are what a save of each document would set. */
export async function down(_: MigrateDownArgs): Promise<void> {}

/** Sets the flag of every row of `documents` from its texts in `${documents}_locales`; returns how many changed. */
async function recount(
  db: Db,
  {
    documents,
    flag,
    columns,
    latestOnly = false,
  }: { documents: string; flag: string; columns: string[]; latestOnly?: boolean },
): Promise<number> {
  const texts = sql.join(
    columns.map((column) => sql`l.${sql.identifier(column)}`),
    sql`, `,
  )
  const { rows } = await db.execute(sql`
    SELECT d."id" AS "document", d.${sql.identifier(flag)} AS "flag", l."_locale" AS "locale", ${texts}
    FROM ${sql.identifier(documents)} d
    LEFT JOIN ${sql.identifier(`${documents}_locales`)} l ON l."_parent_id" = d."id"
    ${latestOnly ? sql`WHERE d."latest" = true` : sql``}`)
  const byDocument = new Map<number, { flag: unknown; en: Record<string, unknown>; es: Record<string, unknown> }>()
  for (const row of rows as Array<Record<string, unknown>>) {
    const id = Number(row.document)
    const entry = byDocument.get(id) ?? { flag: row.flag, en: {}, es: {} }
    if (row.locale === 'en' || row.locale === 'es') entry[row.locale] = row
    byDocument.set(id, entry)
  }
  let changed = 0
  for (const [id, { flag: stored, en, es }] of byDocument) {
    const now = spanishTranslationOf(columns.map((column) => ({ en: en[column], es: es[column] })))
    if (now === stored) continue
    await db.execute(sql`UPDATE ${sql.identifier(documents)} SET ${sql.identifier(flag)} = ${now} WHERE "id" = ${id}`)
    changed++
  }
  return changed
}
