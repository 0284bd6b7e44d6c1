import { defaultLocale, isLocale } from '@i18n/locales'
import type { SchoolSummary } from './types'

/** Lower-cased and without accents, so "malaga" finds "Málaga". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

const haystacks = new WeakMap<SchoolSummary, string>()

/** The text a search looks in: name, email, city and contact person (computed once per school object). */
function haystack(school: SchoolSummary): string {
  let value = haystacks.get(school)
  if (value === undefined) {
    value = foldText([school.name, school.email, school.city ?? '', school.contactPerson ?? ''].join('\n'))
    haystacks.set(school, value)
  }
  return value
}

export type SchoolFilters = {
  /** Free text over name, email, city and contact person; empty matches all. */
  query?: string
  /** One country, or null for all. */
  country?: string | null
  /** Schools with any of these labels; empty matches all. */
  labels?: ReadonlySet<string>
  /** Only schools with a hard bounce (campaigns skip them until cleared). */
  bouncedOnly?: boolean
}

/** The schools that pass the filters, in their original order (everything happens in memory). */
export function filterSchools(
  schools: SchoolSummary[],
  { country = null, labels, query = '', bouncedOnly = false }: SchoolFilters,
) {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  const wantedLabels = labels && labels.size > 0 ? labels : null
  if (!words.length && country === null && !wantedLabels && !bouncedOnly) return schools
  return schools.filter((school) => {
    if (bouncedOnly && !school.bouncedAt) return false
    if (country !== null && school.country !== country) return false
    if (wantedLabels && !school.labels.some((label) => wantedLabels.has(label))) return false
    if (words.length) {
      const text = haystack(school)
      if (!words.every((word) => text.includes(word))) return false
    }
    return true
  })
}

// Sorted as the staff screens' language (the default one) sorts.
const byText = (a: string, b: string) => a.localeCompare(b, defaultLocale, { sensitivity: 'base' })

/** The distinct countries of the schools, alphabetically (schools without one are left out). */
export function countriesOf(schools: SchoolSummary[]): string[] {
  const set = new Set<string>()
  for (const school of schools) if (school.country) set.add(school.country)
  return [...set].sort(byText)
}

/** The distinct labels of the schools, alphabetically. */
export function labelsOf(schools: SchoolSummary[]): string[] {
  const set = new Set<string>()
  for (const school of schools) for (const label of school.labels) set.add(label)
  return [...set].sort(byText)
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** One school of GET /api/schools (or of Payload's REST) as the screens use it, read defensively. */
export function toSchoolSummary(value: unknown): SchoolSummary {
  const school = (value ?? {}) as Record<string, unknown>
  return {
    id: Number(school.id),
    name: typeof school.name === 'string' ? school.name : '',
    email: typeof school.email === 'string' ? school.email : '',
    country: textOrNull(school.country),
    city: textOrNull(school.city),
    contactPerson: textOrNull(school.contactPerson),
    labels: Array.isArray(school.labels) ? school.labels.filter((l): l is string => typeof l === 'string') : [],
    // Unknown reads as English, as the sender does (recipientLanguage).
    language: isLocale(school.language) ? school.language : defaultLocale,
    lastContacted: textOrNull(school.lastContacted),
    optedOutAt: textOrNull(school.optedOutAt),
    bouncedAt: textOrNull(school.bouncedAt),
  }
}
