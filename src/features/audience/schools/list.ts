import type { Pool } from 'pg'

import { defaultLocale, type Locale, locales } from '@i18n/locales'
import type { Queryable } from '@/platform/db'
import { jsonArrayStream } from '@/platform/db/json-array-stream'
import { offsetOf, type Page, type PageRequest } from '@/platform/db/paging'
import { countryKey, type CountryOption, mergeCountries } from './countries'
import { countryKeysOf, countrySpellings, filterSql, type SchoolFilter, SqlParams } from './filters'

/**
 * The schools table as GET /api/schools and the staff screens list it, in SQL: Payload's find needs ~10 s for
 * 10,000 schools (it runs the field hooks of every document and its labels). Callers must already have checked
 * that an admin is signed in: the collection is admin-only.
 */

/** A school as the staff screens and GET /api/schools show it. */
export type SchoolListItem = {
  id: number
  name: string
  email: string
  country: string | null
  city: string | null
  contactPerson: string | null
  phone: string | null
  website: string | null
  labels: string[]
  /** Which version of a campaign the school gets (one of the site's languages). */
  language: Locale
  lastContacted: string | null
  optedOutAt: string | null
  /** A hard bounce: campaigns skip the school until staff clear it. */
  bouncedAt: string | null
  bounceReason: string | null
  /** When the school agreed that campaign mails count opens (null: it has not; no pixel goes to it). */
  openTrackingConsentAt: string | null
  createdAt: string
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Each field of a SchoolListItem and its SQL; labels one small index lookup per school (schools_texts_parent_idx). */
const FIELDS: Array<[keyof SchoolListItem, string]> = [
  ['id', 's.id'],
  ['name', 's.name'],
  ['email', 's.email'],
  ['country', 's.country'],
  ['city', 's.city'],
  ['contactPerson', 's.contact_person'],
  ['phone', 's.phone'],
  ['website', 's.website'],
  [
    'labels',
    `ARRAY(SELECT t.text FROM schools_texts t WHERE t.parent_id = s.id AND t.path = 'labels' ORDER BY t."order")`,
  ],
  [
    'language',
    `CASE WHEN s.language::text IN (${locales.map((l) => `'${l}'`).join(', ')}) THEN s.language::text ELSE '${defaultLocale}' END`,
  ],
  ['lastContacted', iso('s.last_contacted')],
  ['optedOutAt', iso('s.opted_out_at')],
  ['bouncedAt', iso('s.bounced_at')],
  ['bounceReason', 's.bounce_reason'],
  [
    'openTrackingConsentAt',
    `CASE WHEN s.open_tracking_consent THEN ${iso('COALESCE(s.open_tracking_consent_at, s.updated_at)')} END`,
  ],
  ['createdAt', iso('s.created_at')],
]

const COLUMNS = FIELDS.map(([key, sql]) => `${sql} AS "${key}"`).join(', ')
/** The same fields as one JSON object, written by PostgreSQL. */
const JSON_OBJECT = `json_build_object(${FIELDS.map(([key, sql]) => `'${key}', ${sql}`).join(', ')})`

/** By name, as every list of schools is shown (the name index gives the order without sorting). */
const ORDER = 'ORDER BY s.name, s.id'

/**
 * Every school as one streamed JSON array (GET /api/schools), a batch at a time from a cursor. PostgreSQL writes
 * each school's JSON (the same fields as COLUMNS): at 100,000 schools, building and serialising an object per row
 * in the app cost more CPU than everything else in the request, and five lists at once held back every other page.
 */
export function streamSchools(pool: Pool): Promise<ReadableStream<Uint8Array>> {
  return jsonArrayStream<{ json: string }>(
    pool,
    `SELECT ${JSON_OBJECT}::text AS json FROM schools s ${ORDER}`,
    [],
    (rows) => rows.map((row) => row.json),
    { rawJson: true },
  )
}

export type SchoolQuery = SchoolFilter & {
  /** Campaign Creator never offers a school that unsubscribed. */
  withoutOptedOut?: boolean
}

async function whereOf(db: Queryable, query: SchoolQuery, params: SqlParams): Promise<string> {
  const spellings = await countrySpellings(db, countryKeysOf([query]))
  const condition = filterSql(query, params, spellings)
  return query.withoutOptedOut ? `${condition} AND s.opted_out_at IS NULL` : condition
}

/** A school on a screen's page: the list item with the key its country is filtered by. */
export type SchoolRow = SchoolListItem & { countryKey: string | null }

/** One page of the schools a filter matches, and how many it matches. */
export async function schoolsPage(db: Queryable, query: SchoolQuery, request: PageRequest): Promise<Page<SchoolRow>> {
  const params = new SqlParams()
  const where = await whereOf(db, query, params)
  const [rows, count] = await Promise.all([
    db.query<SchoolListItem>(
      `SELECT ${COLUMNS} FROM schools s WHERE ${where} ${ORDER} LIMIT ${request.limit} OFFSET ${offsetOf(request)}`,
      params.values,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schools s WHERE ${where}`, params.values),
  ])
  return {
    rows: rows.rows.map((school) => ({ ...school, countryKey: countryKey(school.country) })),
    total: count.rows[0]?.n ?? 0,
    ...request,
  }
}

/** How many schools there are, and the countries and labels the filters offer, with how many schools each has. */
export type SchoolFacets = {
  total: number
  countries: CountryOption[]
  labels: Array<{ label: string; count: number }>
}

/** The filters' choices stop here: more labels than this are found by typing (the most used come first). */
const MAX_LABELS = 300

export async function schoolFacets(
  db: Queryable,
  language: string,
  { withoutOptedOut = false }: { withoutOptedOut?: boolean } = {},
): Promise<SchoolFacets> {
  const where = withoutOptedOut ? 'WHERE s.opted_out_at IS NULL' : ''
  const [total, countries, labels] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schools s ${where}`),
    db.query<{ country: string; count: number }>(
      `SELECT s.country, count(*)::int AS count FROM schools s
        ${where ? `${where} AND` : 'WHERE'} s.country IS NOT NULL GROUP BY s.country`,
    ),
    db.query<{ label: string; count: number }>(
      `SELECT t.text AS label, count(*)::int AS count FROM schools_texts t
         ${withoutOptedOut ? 'JOIN schools s ON s.id = t.parent_id AND s.opted_out_at IS NULL' : ''}
        WHERE t.path = 'labels' AND t.text IS NOT NULL
        GROUP BY t.text ORDER BY count(*) DESC, t.text LIMIT ${MAX_LABELS}`,
    ),
  ])
  return {
    total: total.rows[0]?.n ?? 0,
    countries: mergeCountries(countries.rows, language).options,
    labels: labels.rows.sort((a, b) => a.label.localeCompare(b.label, language, { sensitivity: 'base' })),
  }
}
