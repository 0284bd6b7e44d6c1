import type { DateField, FieldHook } from 'payload'

import { calendarDay } from '@/lib/content/catalogue-rules'

/** Stores the day picked as noon UTC of that day in Madrid (src/lib/content/catalogue-rules.ts). */
const asCalendarDay: FieldHook = ({ value }) => calendarDay(value) ?? value

/**
 * A date that is a day on the calendar, not a moment (a course session's first or last day, a notice's last
 * update): picked without a time, shown as "3 May 2027", and stored so that it reads as the same day anywhere.
 */
export function calendarDayField(field: Omit<DateField, 'type'>): DateField {
  return {
    ...field,
    type: 'date',
    hooks: { ...field.hooks, beforeChange: [asCalendarDay, ...(field.hooks?.beforeChange ?? [])] },
    admin: { ...field.admin, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
  }
}
