/**
 * The one pricing function of plan-a-trip, run by the builder in the browser as the visitor chooses and by the
 * server on submit (whose figure is the one stored). Pure and dependency-free so the builder's script stays
 * small; money is in integer cents throughout, euros only when shown.
 */

/** A day of the year, repeating every year: a season runs from one to another (and may wrap over New Year). */
export type MonthDay = { month: number; day: number }

export type Season = { from: MonthDay; to: MonthDay; nightCents: number }

/** Students travelling (the group's size) from `minStudents` to `maxStudents` (null: no ceiling). */
export type Tier = { minStudents: number; maxStudents: number | null; discountPercent: number }

export type AddOnRule = {
  code: string
  name: string
  priceCents: number
  /** Charged for each traveller (students and teachers) or once for the whole group. */
  per: 'person' | 'group'
  /** Charged for each day of the trip (e.g. picnic lunches) rather than once. */
  daily: boolean
}

/** A destination's price rules, as editors publish them (src/features/trips/rules-store.ts reads them). */
export type PriceRules = {
  /** Price per student per night outside every season. */
  baseNightCents: number
  seasons: Season[]
  tiers: Tier[]
  /** One teacher travels free for each this many students; 0: no free places. */
  studentsPerFreePlace: number
  minGroup: number
  maxGroup: number
  addOns: AddOnRule[]
}

export type TripChoice = {
  /** `YYYY-MM`: the month the trip starts in. */
  month: string
  days: number
  students: number
  teachers: number
  addOns: string[]
}

export type Range = { min: number; max: number }

export type TripPrice = {
  nights: number
  freeTeacherPlaces: number
  payingTeachers: number
  discountPercent: number
  /** What one paying traveller's stay costs, cheapest and dearest start day of the month. */
  stayPerPerson: Range
  /** The chosen add-ons' total for the group. */
  addOnsCents: number
  group: Range
  /** The group's price shared among the students (teachers' free places included), rounded up to the cent. */
  perStudent: Range
}

const pad = (n: number) => String(n).padStart(2, '0')
const dayKey = (month: number, day: number) => month * 100 + day

/** Whether a day falls within a season; a season whose end comes before its start runs over New Year. */
export function inSeason(season: Season, month: number, day: number): boolean {
  const key = dayKey(month, day)
  const from = dayKey(season.from.month, season.from.day)
  const to = dayKey(season.to.month, season.to.day)
  return from <= to ? key >= from && key <= to : key >= from || key <= to
}

/** The night's price of a date: the first season holding it, the base price otherwise. */
export function nightCents(rules: Pick<PriceRules, 'baseNightCents' | 'seasons'>, date: Date): number {
  const month = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  return rules.seasons.find((s) => inSeason(s, month, day))?.nightCents ?? rules.baseNightCents
}

/** The tier of a group of `students`: the most specific (highest floor) that holds it, or none. */
export function tierFor(tiers: Tier[], students: number): Tier | null {
  return (
    tiers
      .filter((t) => students >= t.minStudents && (t.maxStudents === null || students <= t.maxStudents))
      .sort((a, b) => b.minStudents - a.minStudents)[0] ?? null
  )
}

/** `YYYY-MM` → [year, month], or null. */
export function parseMonth(value: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? [year, month] : null
}

export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Half-up rounding of a non-negative amount of cents times a percentage, in whole cents. */
export const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100)

/**
 * The stay of one paying traveller for a trip of `days` days (days − 1 nights) starting on each day of the
 * month, cheapest and dearest: a month that straddles two seasons gives a range.
 */
function stayRange(rules: PriceRules, year: number, month: number, nights: number): Range {
  let min = Infinity
  let max = -Infinity
  for (let start = 1; start <= daysInMonth(year, month); start++) {
    let sum = 0
    for (let n = 0; n < nights; n++) sum += nightCents(rules, new Date(Date.UTC(year, month - 1, start + n)))
    min = Math.min(min, sum)
    max = Math.max(max, sum)
  }
  return { min, max }
}

/** The chosen add-ons' total: per traveller or per group, once or for each day. Unknown codes are skipped. */
export function addOnsTotal(rules: PriceRules, choice: Pick<TripChoice, 'addOns' | 'days' | 'students' | 'teachers'>) {
  let total = 0
  for (const addOn of rules.addOns) {
    if (!choice.addOns.includes(addOn.code)) continue
    const people = addOn.per === 'person' ? choice.students + choice.teachers : 1
    total += addOn.priceCents * people * (addOn.daily ? choice.days : 1)
  }
  return total
}

/**
 * The indicative price of a trip: each paying traveller's stay (the season's nightly price, less the group-size
 * tier's discount), one teacher free per `studentsPerFreePlace` students (free places cover the stay, not the
 * add-ons), the add-ons; for the group and per student. Null when the choice cannot be priced (no students, no
 * nights, an unreadable month): the builder then shows no figure and the server's schema refuses it first.
 */
export function priceTrip(rules: PriceRules, choice: TripChoice): TripPrice | null {
  const parsed = parseMonth(choice.month)
  if (!parsed || choice.students < 1 || choice.days < 1 || choice.teachers < 0) return null
  const [year, month] = parsed
  const nights = choice.days - 1
  const freeTeacherPlaces =
    rules.studentsPerFreePlace > 0
      ? Math.min(choice.teachers, Math.floor(choice.students / rules.studentsPerFreePlace))
      : 0
  const payingTeachers = choice.teachers - freeTeacherPlaces
  const discountPercent = tierFor(rules.tiers, choice.students)?.discountPercent ?? 0
  const stay = stayRange(rules, year, month, nights)
  const stayPerPerson = {
    min: stay.min - percentOf(stay.min, discountPercent),
    max: stay.max - percentOf(stay.max, discountPercent),
  }
  const payers = choice.students + payingTeachers
  const addOnsCents = addOnsTotal(rules, choice)
  const group = { min: stayPerPerson.min * payers + addOnsCents, max: stayPerPerson.max * payers + addOnsCents }
  const perStudent = {
    min: Math.ceil(group.min / choice.students),
    max: Math.ceil(group.max / choice.students),
  }
  return { nights, freeTeacherPlaces, payingTeachers, discountPercent, stayPerPerson, addOnsCents, group, perStudent }
}

/** The lowest price per student per night the rules give (the cards' "from"), before any group discount. */
export function fromNightCents(rules: PriceRules): number {
  return Math.min(rules.baseNightCents, ...rules.seasons.map((s) => s.nightCents))
}

/**
 * The formatters made so far, by language and by whether cents are shown: making one costs far more than
 * formatting with it, and the builder formats a dozen figures each time a choice changes (docs/benchmarks.md).
 */
const euroFormats = new Map<string, Intl.NumberFormat>()

/** Euros in the visitor's language: "1.234,50 €" in Spanish, "€1,234.50" in English. */
export function formatEuros(cents: number, locale: string): string {
  const tag = locale === 'es' ? 'es-ES' : 'en-GB'
  const fraction = cents % 100 === 0 ? 0 : 2
  const key = `${tag}:${fraction}`
  let format = euroFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fraction,
      maximumFractionDigits: 2,
    })
    euroFormats.set(key, format)
  }
  return format.format(cents / 100)
}

/** A range of euros: one figure when both ends agree. */
export function formatRange(range: Range, locale: string): string {
  return range.min === range.max
    ? formatEuros(range.min, locale)
    : `${formatEuros(range.min, locale)} – ${formatEuros(range.max, locale)}`
}
