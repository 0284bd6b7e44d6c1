import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@i18n/locales'
import type { Course } from '@/payload-types'
import { type CourseFormat, type CourseLevel, madridDate } from './catalogue-rules'
import { withFallbackTexts } from './pages'
import { type ContentView, readArgs, visitorView } from './view'

/**
 * The educator courses of /courses (collection `courses`, docs/editing.md › Courses) and their calendar. Format and level
 * names are UI text (catalog keys courses.format.* and courses.level.*); everything else comes from the CMS.
 */

/** One run of a course, as calendar days in Madrid (inclusive), with its optional note. */
export type CourseSession = { start: string; end: string; note: string | null }

export type PublicCourse = {
  id: number
  title: string
  description: string
  hours: { min: number; max: number }
  format: CourseFormat
  level: CourseLevel
  erasmusEligible: boolean
  highlights: string[]
  sessions: CourseSession[]
}

function toPublic(doc: Course): PublicCourse {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    hours: { min: doc.hoursMin, max: doc.hoursMax },
    format: doc.format,
    level: doc.level,
    erasmusEligible: Boolean(doc.erasmusEligible),
    highlights: (doc.highlights ?? []).map((h) => h.text).filter(Boolean),
    sessions: (doc.sessions ?? []).map((s) => ({
      start: madridDate(s.start),
      end: madridDate(s.end),
      note: s.note ?? null,
    })),
  }
}

async function find(payload: Payload, locale: Locale, view: ContentView): Promise<Course[]> {
  const { docs } = await payload.find({
    collection: 'courses',
    locale,
    fallbackLocale: defaultLocale,
    sort: ['order', 'id'],
    depth: 0,
    pagination: false,
    ...readArgs(view),
  })
  return docs
}

/** The courses visitors may see (published; drafts in a staff member's preview), in order, English where Spanish is empty. */
export async function readCourses(
  payload: Payload,
  locale: Locale,
  view: ContentView = visitorView,
): Promise<PublicCourse[]> {
  const docs = await find(payload, locale, view)
  if (locale === defaultLocale) return docs.map(toPublic)
  const english = new Map((await find(payload, defaultLocale, view)).map((d) => [d.id, d]))
  return docs.map((doc) => toPublic(withFallbackTexts(doc, english.get(doc.id))))
}

/** Today's date in Madrid ('YYYY-MM-DD'). */
export const todayInMadrid = (now = new Date()) => madridDate(now)

/**
 * The rows of the calendar: every session that has not ended by `today` (a session ending on day D shows
 * through D, Madrid time), earliest first; sessions starting the same day keep the courses' order.
 */
export function upcomingSessions(
  courses: PublicCourse[],
  today = todayInMadrid(),
): { course: PublicCourse; session: CourseSession }[] {
  return courses
    .flatMap((course) => course.sessions.map((session) => ({ course, session })))
    .filter(({ session }) => session.end >= today)
    .sort((a, b) => a.session.start.localeCompare(b.session.start))
}

/** Regional formats: British English (day before month), Spanish from Spain. */
const dateLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' }

/** "4–8 August 2027" / "4–8 de agosto de 2027". Calendar dates, so they are read and shown in UTC. */
export function formatSession(session: Pick<CourseSession, 'start' | 'end'>, locale: Locale): string {
  const format = new Intl.DateTimeFormat(dateLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(new Date(`${session.start}T00:00:00Z`), new Date(`${session.end}T00:00:00Z`))
}
