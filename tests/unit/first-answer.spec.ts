import { describe, expect, it } from 'vitest'

import { addBusinessHours, businessHoursBetween } from '@/features/enquiries/business-hours'
import { medianFirstAnswerHours } from '@/features/enquiries/first-answer'

describe('business hours between two instants', () => {
  it.each([
    // Friday 13 November 2026, 17:00 Madrid (16:00 UTC) to Monday 16th 10:00 Madrid: 1 h on Friday, 1 on Monday.
    ['2026-11-13T16:00:00Z', '2026-11-16T09:00:00Z', 2],
    // Saturday night to Monday 9:30 Madrid: only Monday's half hour.
    ['2026-11-14T22:00:00Z', '2026-11-16T08:30:00Z', 0.5],
    // Within one working day, and before opening time on the same day.
    ['2026-11-17T08:00:00Z', '2026-11-17T11:15:00Z', 3.25],
    ['2026-11-17T05:00:00Z', '2026-11-17T07:59:00Z', 0],
    // Across the change to winter time (Sunday 25 October 2026): Friday 17:00 CEST to Monday 10:00 CET.
    ['2026-10-23T15:00:00Z', '2026-10-26T09:00:00Z', 2],
    // Answered before it arrived (a clock moved by hand): no time.
    ['2026-11-17T10:00:00Z', '2026-11-17T09:00:00Z', 0],
  ])('from %s to %s is %d business hours', (start, end, hours) => {
    expect(businessHoursBetween(new Date(start), new Date(end))).toBeCloseTo(hours, 6)
  })

  it('is the inverse of the reminders’ due time', () => {
    const start = new Date('2026-11-13T16:00:00Z')
    for (const hours of [1, 8.5, 20, 45]) {
      expect(businessHoursBetween(start, addBusinessHours(start, hours))).toBeCloseTo(hours, 6)
    }
  })
})

describe('median first answer', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  const answered = (createdAt: string, firstReplyAt: string | null) => ({ createdAt, firstReplyAt })

  it('is the median of the business hours to the first answer, over enquiries answered in the last 30 days', () => {
    const list = [
      // Friday 17:00 → Monday 10:00 Madrid: 2 business hours (65 on the clock).
      answered('2026-11-13T16:00:00Z', '2026-11-16T09:00:00Z'),
      // Tuesday 10:00 → 14:00 Madrid: 4.
      answered('2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z'),
      // Wednesday 9:00 → Thursday 9:00 Madrid: 9.
      answered('2026-11-18T08:00:00Z', '2026-11-19T08:00:00Z'),
      // Not answered yet (still New, or set aside as Lost): not counted.
      answered('2026-11-20T08:00:00Z', null),
      // First answered 31 days ago: outside the window.
      answered('2026-10-20T08:00:00Z', '2026-10-25T08:00:00Z'),
    ]
    expect(medianFirstAnswerHours(list, now)).toBeCloseTo(4, 6)
    // An even count takes the mean of the middle two: 2 and 4, then 4 and 9.
    expect(medianFirstAnswerHours(list.slice(0, 2), now)).toBeCloseTo(3, 6)
    expect(
      medianFirstAnswerHours([...list, answered('2026-11-23T08:00:00Z', '2026-11-24T17:00:00Z')], now),
    ).toBeCloseTo(6.5, 6)
  })

  it('is null when nothing was answered in the window', () => {
    expect(medianFirstAnswerHours([], now)).toBeNull()
    expect(medianFirstAnswerHours([answered('2026-11-20T08:00:00Z', null)], now)).toBeNull()
  })
})
