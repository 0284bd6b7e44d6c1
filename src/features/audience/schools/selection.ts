import type { Queryable } from '@/platform/db'
import {
  countryKeysOf,
  countrySpellings,
  filterSql,
  type SchoolFilter,
  type SchoolSelection,
  selectionSql,
  SqlParams,
} from './filters'

/**
 * A campaign's recipients chosen as filters (Campaign Creator: "Select All" on Spain, a few schools ticked or
 * unticked by hand), resolved by the database: counted while staff choose, and written as the campaign's
 * recipients when it is created. Schools that unsubscribed are never recipients.
 */

const RECIPIENT = 's.opted_out_at IS NULL'

async function spellingsOf(db: Queryable, selection: SchoolSelection, filter: SchoolFilter = {}) {
  return countrySpellings(db, countryKeysOf([filter, ...selection.map((step) => step.filter)]))
}

export type SelectionCounts = {
  /** Schools the selection takes. */
  selected: number
  /** Schools the filter on screen shows, and how many of them are selected (Select All or Deselect All). */
  matching: number
  matchingSelected: number
}

export async function selectionCounts(
  db: Queryable,
  selection: SchoolSelection,
  filter: SchoolFilter,
): Promise<SelectionCounts> {
  const spellings = await spellingsOf(db, selection, filter)
  const params = new SqlParams()
  const selected = selectionSql(selection, params, spellings)
  const matches = filterSql(filter, params, spellings)
  const { rows } = await db.query<SelectionCounts>(
    `SELECT count(*) FILTER (WHERE ${selected})::int AS selected,
            count(*) FILTER (WHERE ${matches})::int AS matching,
            count(*) FILTER (WHERE ${matches} AND ${selected})::int AS "matchingSelected"
       FROM schools s WHERE ${RECIPIENT}`,
    params.values,
  )
  return rows[0] ?? { selected: 0, matching: 0, matchingSelected: 0 }
}

/**
 * Writes the selected schools as the campaign's recipients (Payload's relationship rows, by name as the lists
 * show them), in one statement; answers how many.
 */
export async function storeSelectedRecipients(
  db: Queryable,
  campaignId: number,
  selection: SchoolSelection,
): Promise<number> {
  const spellings = await spellingsOf(db, selection)
  const params = new SqlParams()
  const campaign = params.add(campaignId)
  const selected = selectionSql(selection, params, spellings)
  const { rowCount } = await db.query(
    `INSERT INTO email_campaigns_rels ("order", parent_id, path, schools_id)
     SELECT row_number() OVER (ORDER BY s.name, s.id), ${campaign}, 'recipients', s.id
       FROM schools s WHERE ${RECIPIENT} AND ${selected}`,
    params.values,
  )
  return rowCount ?? 0
}

/**
 * How many schools each campaign has as recipients (0 for none), counted by the database: reading the lists of
 * ids through Payload to count them cost Email Marketing most of its time once a campaign went to every school.
 */
export async function recipientCounts(db: Queryable, campaignIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; count: number }>(
    `SELECT parent_id AS id, count(*)::int AS count FROM email_campaigns_rels
      WHERE parent_id = ANY($1::int[]) AND path = 'recipients' AND schools_id IS NOT NULL GROUP BY parent_id`,
    [campaignIds],
  )
  return new Map(rows.map((row) => [row.id, row.count]))
}
