import { existsSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { calendarDay, madridDate } from '@/features/content/catalogue-rules'
import { formatSession, type PublicCourse, upcomingSessions } from '@/features/content/courses'
import {
  enquiryLabel,
  enquiryOptions,
  fallbackIllustration,
  type PublicDestination,
} from '@/features/content/destinations'
import { destinations as seedDestinations } from '@/seed/data/destinations'

const course = (id: number, sessions: Array<[string, string]>): PublicCourse => ({
  id,
  title: `Course ${id}`,
  description: '',
  hours: { min: 20, max: 20 },
  format: 'in-person',
  level: 'all-levels',
  erasmusEligible: true,
  highlights: [],
  sessions: sessions.map(([start, end]) => ({ start, end, note: null })),
})

describe('the course calendar', () => {
  it('keeps a session through its last day and drops it the day after, earliest first', () => {
    const courses = [
      course(1, [
        ['2027-03-01', '2027-03-05'],
        ['2027-07-05', '2027-07-09'],
      ]),
      course(2, [
        ['2027-02-15', '2027-02-19'],
        ['2027-03-01', '2027-03-05'],
      ]),
    ]
    const on = (today: string) => upcomingSessions(courses, today).map((r) => `${r.course.id}:${r.session.start}`)
    expect(on('2027-02-19')).toEqual(['2:2027-02-15', '1:2027-03-01', '2:2027-03-01', '1:2027-07-05'])
    expect(on('2027-02-20')).toEqual(['1:2027-03-01', '2:2027-03-01', '1:2027-07-05'])
    expect(on('2027-07-10')).toEqual([])
  })

  it('reads dates as calendar days in Madrid', () => {
    // 23:30 UTC on 5 March is already 6 March in Madrid (UTC+1).
    expect(madridDate('2027-03-05T23:30:00Z')).toBe('2027-03-06')
    expect(madridDate('2027-07-05T21:59:00Z')).toBe('2027-07-05')
    // A day picked in a browser in Madrid (local midnight) stays that day.
    expect(calendarDay('2027-03-04T23:00:00.000Z')).toBe('2027-03-05T12:00:00.000Z')
    expect(calendarDay('2027-03-05')).toBe('2027-03-05T12:00:00.000Z')
    expect(calendarDay('')).toBeNull()
  })

  it('writes a session as a range in each language', () => {
    // English ranges carry thin spaces around the dash (ICU's en-GB pattern).
    expect(formatSession({ start: '2027-12-06', end: '2027-12-10' }, 'en')).toBe('6\u2009–\u200910 December 2027')
    expect(formatSession({ start: '2027-12-06', end: '2027-12-10' }, 'es')).toBe('6–10 de diciembre de 2027')
  })
})

describe('destinations', () => {
  const destination = (code: string, showOn: PublicDestination['showOn'], theme: string | null = 'Theme') =>
    ({ code, city: code.toUpperCase(), theme, showOn }) as PublicDestination

  it('offers the form its destinations in order, then "other"', () => {
    const list = [
      destination('b', ['enquiry-form']),
      destination('a', ['school-trips']),
      destination('c', ['enquiry-form']),
    ]
    expect(enquiryOptions(list, 'es')).toEqual([
      { value: 'b', label: 'B – Theme' },
      { value: 'c', label: 'C – Theme' },
      { value: 'other', label: 'Otro / aún no lo sé' },
    ])
    expect(enquiryLabel({ city: 'Lyon', theme: null })).toBe('Lyon')
  })

  it('falls back to the shipped illustration of its code, or a general one', () => {
    expect(fallbackIllustration('seville')).toBe('/images/destinations/seville.svg')
    expect(fallbackIllustration('oslo')).toBe('/images/home/school-trips.svg')
  })

  it('every destination the site ships with has its illustration file', () => {
    for (const { code } of seedDestinations) {
      const path = fallbackIllustration(code)
      expect(path).toBe(`/images/destinations/${code}.svg`)
      expect(existsSync(`public${path}`), path).toBe(true)
    }
  })
})
