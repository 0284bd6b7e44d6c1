import type { Queryable } from '@/platform/db'
import { countryKey } from './countries'

/**
 * Which schools a screen or a campaign means, as SQL the database resolves: the Schools tab's filter, Campaign
 * Creator's country and label chips, and a campaign's recipients chosen as "all schools in Spain" rather than as
 * thousands of ids sent to the browser and back.
 */
export type SchoolFilter = {
  /** Words that must all appear in the name, email, city or contact person (any case, accents ignored). */
  q?: string
  /** Country keys (src/features/audience/schools/countries.ts): any spelling of each. */
  countries?: string[]
  /** Schools with any of these labels. */
  labels?: string[]
  /** Only schools with a hard bounce. */
  bounced?: boolean
  /** These schools only. */
  ids?: number[]
}

/**
 * A selection of recipients: steps applied in order, each selecting or deselecting the schools its filter matches
 * (Select All on a filter, one school's checkbox, Deselect All…). A school is selected when the last step that
 * matches it selects.
 */
export type SchoolSelection = Array<{ select: boolean; filter: SchoolFilter }>

/** Parameters of a statement being built: `add` answers the placeholder of a value. */
export class SqlParams {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Lower case without the accents of the languages staff type (foldWord below is its twin for typed words). */
const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ'
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncaaaaaaeeeeiiiiooooouuuunc'
const foldSql = (expression: string) => `translate(lower(${expression}), '${FOLD_FROM}', '${FOLD_TO}')`
const foldWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Every spelling stored of each country key (a few dozen distinct values, read through the country index). */
export async function countrySpellings(db: Queryable, keys: string[]): Promise<string[]> {
  if (!keys.length) return []
  const wanted = new Set(keys)
  const { rows } = await db.query<{ country: string }>('SELECT DISTINCT country FROM schools WHERE country IS NOT NULL')
  return rows.map((r) => r.country).filter((country) => wanted.has(countryKey(country) ?? ''))
}

/**
 * The SQL condition (on `schools s`) of a filter, its country keys already resolved to stored spellings
 * (`spellings`, from countrySpellings). An empty filter matches every school.
 */
export function filterSql(filter: SchoolFilter, params: SqlParams, spellings: string[]): string {
  const parts: string[] = []
  const words = foldWord(filter.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  if (words.length) {
    const haystack = foldSql(
      `s.name || ' ' || s.email || ' ' || coalesce(s.city, '') || ' ' || coalesce(s.contact_person, '')`,
    )
    for (const word of words) {
      parts.push(`${haystack} LIKE ${params.add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`)
    }
  }
  if (filter.countries?.length) {
    const wanted = new Set(filter.countries)
    const stored = spellings.filter((country) => wanted.has(countryKey(country) ?? ''))
    parts.push(`s.country = ANY(${params.add(stored)}::text[])`)
  }
  if (filter.labels?.length) {
    parts.push(
      `EXISTS (SELECT 1 FROM schools_texts t WHERE t.parent_id = s.id AND t.path = 'labels' AND t.text = ANY(${params.add(filter.labels)}::text[]))`,
    )
  }
  if (filter.bounced) parts.push('s.bounced_at IS NOT NULL')
  if (filter.ids) parts.push(`s.id = ANY(${params.add(filter.ids)}::int[])`)
  return parts.length ? parts.map((p) => `(${p})`).join(' AND ') : 'TRUE'
}

/** The country keys a filter or a selection names (to resolve with countrySpellings first). */
export function countryKeysOf(filters: SchoolFilter[]): string[] {
  return [...new Set(filters.flatMap((f) => f.countries ?? []))]
}

/** The SQL condition of a selection: the last matching step decides; no step matching means not selected. */
export function selectionSql(selection: SchoolSelection, params: SqlParams, spellings: string[]): string {
  if (!selection.length) return 'FALSE'
  const cases = [...selection]
    .reverse()
    .map((step) => `WHEN ${filterSql(step.filter, params, spellings)} THEN ${step.select ? 'TRUE' : 'FALSE'}`)
  return `(CASE ${cases.join(' ')} ELSE FALSE END)`
}
