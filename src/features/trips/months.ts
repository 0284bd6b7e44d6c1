import { monthKey, parseMonth } from './pricing'

/** The month a trip may start in at the earliest: this month, as it is in Madrid. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  return `${parts.year}-${parts.month}`
}

/** `month` plus `count` months, as `YYYY-MM`. */
export function addMonths(month: string, count: number): string {
  const [year, m] = parseMonth(month) ?? [1970, 1]
  const index = year * 12 + (m - 1) + count
  return monthKey(Math.floor(index / 12), (index % 12) + 1)
}

/** One formatter per language: making one costs far more than formatting with it (the builder lists 18 months). */
const monthFormats = new Map<string, Intl.DateTimeFormat>()

/** "May 2027" / "mayo de 2027". */
export function monthLabel(month: string, locale: string): string {
  const parsed = parseMonth(month)
  if (!parsed) return month
  const tag = locale === 'es' ? 'es-ES' : 'en-GB'
  let format = monthFormats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    monthFormats.set(tag, format)
  }
  return format.format(new Date(Date.UTC(parsed[0], parsed[1] - 1, 1)))
}
