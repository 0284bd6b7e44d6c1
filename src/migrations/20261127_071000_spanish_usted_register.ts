import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import rewrites from './texts/20261127_071000_spanish_usted_register.json'

/**
 * The seeded Spanish now says usted throughout (README › Language and register), but a database seeded before keeps
 * the tú and vosotros of the old seed in its pages, posts and destinations. Each Spanish text that is still exactly
 * what the seed wrote gets today's wording; a text an editor has changed, even by one letter, is theirs and stays.
 *
 * Every row is compared, the published ones and each version's alike (as the office-address migration did): the
 * admin edits the latest version, so a published page alone would come back with the old wording on the next
 * publish. Rich text (the posts' bodies) is compared text node by text node: the seed wrote each paragraph as one
 * text node, and a paragraph an editor touched no longer matches. Plain SELECTs and UPDATEs by id, one statement a
 * call, so the embedded database (PGlite) runs it as PostgreSQL does.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const rows = await rewrite(db, new Map(rewrites.map(({ before, after }) => [before, after])))
  payload.logger.info(`Spanish seed texts in the usted register: ${rows} rows updated.`)
}

/** Back to the earlier wording, where a text is still today's seeded one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rewrite(db, new Map(rewrites.map(({ before, after }) => [after, before])))
}

type Db = MigrateUpArgs['db']

/** The tables of the seeded content (pages, posts, testimonials, destinations, courses, company details). */
const SEEDED = /^_?(page_|blog_posts|testimonials|destinations|courses|company)/

/** Rewrites the Spanish rows of every seeded table; returns how many rows changed. */
async function rewrite(db: Db, texts: Map<string, string>): Promise<number> {
  let changed = 0
  for (const table of await translatedTables(db)) {
    const { rows } = await db.execute(sql`SELECT * FROM ${sql.identifier(table)} WHERE "_locale" = 'es'`)
    for (const row of rows as Array<Record<string, unknown>>) {
      const sets = Object.entries(row).flatMap(([column, value]) => {
        // Payload's own columns (_locale, _parent_id, _order, _uuid) and the key hold no text.
        if (column === 'id' || column.startsWith('_')) return []
        if (typeof value === 'string') {
          const after = texts.get(value)
          return after === undefined ? [] : [sql`${sql.identifier(column)} = ${after}`]
        }
        const document = richText(value, texts)
        return document ? [sql`${sql.identifier(column)} = ${JSON.stringify(document)}::jsonb`] : []
      })
      if (!sets.length) continue
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} WHERE "id" = ${row.id}`)
      changed++
    }
  }
  return changed
}

/** The seeded tables with a row per language: where Payload keeps localized texts, of the documents and versions. */
async function translatedTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute(sql`
    SELECT "table_name" AS "name" FROM information_schema.columns
    WHERE "table_schema" = current_schema() AND "column_name" = '_locale'
    ORDER BY "table_name"`)
  return (rows as Array<{ name: string }>).map((r) => r.name).filter((name) => SEEDED.test(name))
}

/** A copy of a rich text document with its matching text nodes rewritten, or null when none matches. */
function richText(value: unknown, texts: Map<string, string>): unknown {
  if (!value || typeof value !== 'object' || !('root' in value)) return null
  const copy = structuredClone(value)
  let matched = false
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const n = node as { type?: unknown; text?: unknown }
    if (n.type === 'text' && typeof n.text === 'string' && texts.has(n.text)) {
      n.text = texts.get(n.text)
      matched = true
    }
    Object.values(node).forEach(visit)
  }
  visit(copy)
  return matched ? copy : null
}
