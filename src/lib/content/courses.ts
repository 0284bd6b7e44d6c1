import type { Locale } from '@i18n/locales'

/**
 * The educator courses (SPEC §2 /courses, §3 Course, §9) and their static 2025–2026 calendar.
 * Visible text (title, description, highlights, labels) lives in the i18n catalogs under
 * `courses.items.<id>.*`; this module holds only the facts.
 */

export type CourseFormat = 'in-person-or-online' | 'hybrid' | 'in-person'
export type CourseLevel = 'intermediate-advanced' | 'beginner-intermediate' | 'all-levels'

/** One 5-day run of a course, as ISO calendar dates (inclusive). */
export type CourseSession = { start: string; end: string }

export type Course = {
  id: 'english-for-educators' | 'ai-for-educators-and-students' | 'coaching-for-educators'
  /** Contact hours; `min === max` for a fixed length. */
  hours: { min: number; max: number }
  format: CourseFormat
  level: CourseLevel
  erasmusEligible: boolean
  /** How many `courses.items.<id>.highlights.<n>` messages the course has (1-based). */
  highlightCount: number
  sessions: readonly CourseSession[]
}

export const courses: readonly Course[] = [
  {
    id: 'english-for-educators',
    hours: { min: 20, max: 25 },
    format: 'in-person-or-online',
    level: 'intermediate-advanced',
    erasmusEligible: true,
    highlightCount: 5,
    sessions: [
      { start: '2025-08-04', end: '2025-08-08' },
      { start: '2026-03-30', end: '2026-04-03' },
      { start: '2026-07-06', end: '2026-07-10' },
    ],
  },
  {
    id: 'ai-for-educators-and-students',
    hours: { min: 15, max: 20 },
    format: 'hybrid',
    level: 'beginner-intermediate',
    erasmusEligible: true,
    highlightCount: 5,
    sessions: [
      { start: '2025-10-20', end: '2025-10-24' },
      { start: '2026-02-16', end: '2026-02-20' },
      { start: '2026-07-13', end: '2026-07-17' },
    ],
  },
  {
    id: 'coaching-for-educators',
    hours: { min: 20, max: 20 },
    format: 'in-person',
    level: 'all-levels',
    erasmusEligible: true,
    highlightCount: 5,
    sessions: [
      { start: '2025-11-17', end: '2025-11-21' },
      { start: '2026-04-20', end: '2026-04-24' },
      { start: '2026-08-03', end: '2026-08-07' },
    ],
  },
]

/** Every session of every course, earliest first: the rows of the calendar. */
export function courseCalendar(): { course: Course; session: CourseSession }[] {
  return courses
    .flatMap((course) => course.sessions.map((session) => ({ course, session })))
    .sort((a, b) => a.session.start.localeCompare(b.session.start))
}

/** Regional formats: British English (day before month), Spanish from Spain. */
const dateLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

/** "4–8 August 2025" / "4–8 de agosto de 2025". Dates are calendar dates, so they are read and shown in UTC. */
export function formatSession(session: CourseSession, locale: Locale): string {
  const format = new Intl.DateTimeFormat(dateLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(new Date(`${session.start}T00:00:00Z`), new Date(`${session.end}T00:00:00Z`))
}
