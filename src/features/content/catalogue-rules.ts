/**
 * Rules of the course and destination catalogue shared by the admin (src/features/content/collections/Courses.ts,
 * src/features/content/collections/Destinations.ts), the enquiry schema and the pages: written once here.
 */

import type { Bilingual } from '@/platform/i18n/bilingual'

/** A destination's code: what enquiries store. Lower-case letters, digits and hyphens, starting with a letter. */
export const destinationCodePattern = /^[a-z][a-z0-9-]{1,39}$/

/** The enquiry form's "Other / not sure yet": always valid, never a destination of the catalogue. */
export const OTHER_DESTINATION = 'other'

/** Where a destination is shown (a destination may appear in several places). */
export const destinationPlacements = {
  'school-trips': { en: 'School trips: destination cards', es: 'Viajes escolares: tarjetas de destino' },
  'erasmus-spain': { en: 'Erasmus+: destinations in Spain', es: 'Erasmus+: destinos en España' },
  'erasmus-eu': { en: 'Erasmus+: other EU destinations', es: 'Erasmus+: otros destinos de la UE' },
  'enquiry-form': { en: 'Contact: school enquiry form option', es: 'Contacto: opción del formulario de grupos' },
} as const

export type DestinationPlacement = keyof typeof destinationPlacements

/** Course formats and levels: their names on the site are UI text (catalog keys courses.format.* / courses.level.*). */
export const courseFormats = ['in-person-or-online', 'hybrid', 'in-person'] as const
export type CourseFormat = (typeof courseFormats)[number]
export const courseLevels = ['intermediate-advanced', 'beginner-intermediate', 'all-levels'] as const
export type CourseLevel = (typeof courseLevels)[number]

/** The time zone course dates are read in: a session ending on day D is shown through D in Madrid. */
export const CATALOGUE_TIME_ZONE = 'Europe/Madrid'

/** The calendar date ('YYYY-MM-DD') of an instant in Madrid. */
export function madridDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CATALOGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/**
 * A date picked in the admin stored as noon UTC of its day in Madrid: the same calendar day wherever it is
 * read, so comparing and showing it never shifts it by a day.
 */
export function calendarDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return null
  return `${madridDate(date)}T12:00:00.000Z`
}

/** The years a calendar day may fall in: wide enough for any real date, narrow enough to catch a typing slip. */
export const CALENDAR_YEARS = { first: 1900, last: 2999 } as const

/** Why a picked day cannot be stored (not a date, or a year out of range), or null when it can (or is empty). */
export function calendarDayProblem(value: unknown): 'notADate' | 'yearOutOfRange' | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value as string)
  if (Number.isNaN(date.getTime())) return 'notADate'
  const year = date.getUTCFullYear()
  return year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last ? 'yearOutOfRange' : null
}

export const catalogueMessages = {
  notADate: { en: 'Enter a date, e.g. 3 May 2027.', es: 'Escriba una fecha, p. ej. 3 may 2027.' },
  yearOutOfRange: {
    en: `Enter a year between ${CALENDAR_YEARS.first} and ${CALENDAR_YEARS.last}.`,
    es: `Escriba un año entre ${CALENDAR_YEARS.first} y ${CALENDAR_YEARS.last}.`,
  },
  sessionEndBeforeStart: {
    en: 'The end date is before the start date.',
    es: 'La fecha de fin es anterior a la de inicio.',
  },
  minAboveMax: {
    en: 'The shortest length is longer than the longest.',
    es: 'La duración mínima es mayor que la máxima.',
  },
  codeFormat: {
    en: 'Use 2–40 lower-case letters, digits and hyphens, starting with a letter (e.g. "san-sebastian").',
    es: 'Use de 2 a 40 letras minúsculas, cifras y guiones, empezando por una letra (p. ej. "san-sebastian").',
  },
  codeReserved: {
    en: '"other" is the form\'s "Other / not sure yet" option: choose another code.',
    es: '"other" es la opción «Otro / aún no lo sé» del formulario: elija otro código.',
  },
  codeTaken: {
    en: 'Another destination already has this code: codes must be unique.',
    es: 'Otro destino ya tiene este código: los códigos no pueden repetirse.',
  },
  wholeNumber: { en: 'Enter a whole number of 1 or more.', es: 'Escriba un número entero igual o mayor que 1.' },
} satisfies Record<string, Bilingual>
