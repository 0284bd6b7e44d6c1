/**
 * Dates as staff read them: on the agency's clock in Madrid whatever the computer's zone, in the admin language's
 * short form — US English ("11/26/26, 10:56 PM") or Spain's Spanish ("26 nov 2026, 22:56"). The staff screens,
 * the staff mails and Payload's own views (STAFF_DATE_PATTERN) agree on it.
 */
export const AGENCY_TIME_ZONE = 'Europe/Madrid'

const formats = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }),
  es: new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    // "09:05", as Payload's own views write it (date-fns' Spanish time).
    hour: '2-digit',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  }),
}

/** A date and time in `language` (English for any other), or null when the value is missing or not a date. */
export function formatStaffDate(value: Date | string | null | undefined, language: string | undefined): string | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return (language === 'es' ? formats.es : formats.en).format(date)
}

/**
 * Payload's date pattern (date-fns, with the admin language's own locale): Spanish "26 nov 2026, 22:56", English
 * "Nov 26, 2026, 10:56 PM". Its default, "MMMM do yyyy", printed "noviembre 26º 2026" in Spanish.
 */
export const STAFF_DATE_PATTERN = 'PP, p'

/** The same for a day without its time ("Nov 26, 2026", "26 nov 2026"): Payload's default, "MMM dd", has no year. */
export const STAFF_DAY_PATTERN = 'PP'
