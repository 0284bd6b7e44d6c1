import { describe, expect, it } from 'vitest'

import { addBusinessHours, followupNow, reminderHours } from '@/features/enquiries/business-hours'

/** The 24-hour promise counts Monday–Friday 9:00–18:00 in Madrid: an enquiry is overdue once that many business hours have passed (docs/staff.md › Following up enquiries). */
describe('business hours in Madrid', () => {
  it.each([
    // Friday 17:00 Madrid (CET, UTC+1): 1 h Friday, 9 Monday, 9 Tuesday, 1 Wednesday → Wednesday 10:00.
    ['2026-11-13T16:00:00Z', 20, '2026-11-18T09:00:00.000Z'],
    // Saturday: nothing counts until Monday 9:00.
    ['2026-11-14T10:00:00Z', 1, '2026-11-16T09:00:00.000Z'],
    // Before opening: the count starts at 9:00.
    ['2026-11-17T05:00:00Z', 2, '2026-11-17T10:00:00.000Z'],
    // Summer time (CEST, UTC+2): Monday 8 June 2026 10:00 Madrid + 8 h = 18:00 Madrid.
    ['2026-06-08T08:00:00Z', 8, '2026-06-08T16:00:00.000Z'],
    // Across the change to winter time (Sunday 25 October 2026): Friday 17:00 CEST + 2 h = Monday 10:00 CET.
    ['2026-10-23T15:00:00Z', 2, '2026-10-26T09:00:00.000Z'],
  ])('%s + %i business hours is %s', (start, hours, due) => {
    expect(addBusinessHours(new Date(start), hours).toISOString()).toBe(due)
  })

  it('reads ENQUIRY_REMINDER_HOURS (20 by default) and the test clock ENQUIRY_NOW', () => {
    expect(reminderHours({})).toBe(20)
    expect(reminderHours({ ENQUIRY_REMINDER_HOURS: '8' })).toBe(8)
    expect(reminderHours({ ENQUIRY_REMINDER_HOURS: 'soon' })).toBe(20)
    expect(followupNow({ ENQUIRY_NOW: '2026-11-18T09:01:00Z' }).toISOString()).toBe('2026-11-18T09:01:00.000Z')
    expect(Math.abs(followupNow({}).getTime() - Date.now())).toBeLessThan(1000)
  })

  it('never lets ENQUIRY_NOW move the clock in production', () => {
    const fixed = { ENQUIRY_NOW: '2026-11-18T09:01:00Z' }
    expect(followupNow({ ...fixed, NODE_ENV: 'test' }).toISOString()).toBe('2026-11-18T09:01:00.000Z')
    expect(Math.abs(followupNow({ ...fixed, NODE_ENV: 'production' }).getTime() - Date.now())).toBeLessThan(1000)
  })
})
