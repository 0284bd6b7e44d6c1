import { z } from 'zod'

import { locales } from '@i18n/locales'
import { enquiryLimits } from '@/platform/enquiry-options'
import { emailAddress, hasNoNul, pagePath, text } from '@/platform/validation/fields'
import { addMonths } from './months'
import { parseMonth, type PriceRules } from './pricing'

export { addMonths, currentMonth } from './months'

/** The most students one request takes, and the most months ahead a trip can start. */
export const tripLimits = { students: 500, teachers: 100, monthsAhead: 36, note: 2000 } as const

/** What the schema and the builder need to know of a destination a trip can go to. */
export type TripDestination = {
  code: string
  label: string
  minDays: number
  maxDays: number
  /** Null: the destination has no published price rules ("price on request"). */
  rules: PriceRules | null
  includes: string
  excludes: string
}

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })

/**
 * A trip request from the plan-a-trip builder, one schema for the form and for POST /api/trip-requests. Messages
 * are i18n ids (the server answers in the visitor's language). Built for the destinations that can be chosen
 * and the month it is: what depends on a destination (its days, its group sizes, its add-ons) is checked
 * against its rules, and each problem names its field. A `price` the browser sends is accepted and ignored:
 * the server prices the trip itself.
 */
export function tripRequestSchema(destinations: readonly TripDestination[], thisMonth: string) {
  const byCode = new Map(destinations.map((d) => [d.code, d]))
  const lastMonth = addMonths(thisMonth, tripLimits.monthsAhead)
  return z
    .strictObject({
      destination: z.string({ error: 'trip.error.destination' }),
      month: z
        .string({ error: 'trip.error.month' })
        .refine((m) => parseMonth(m) !== null, { error: 'trip.error.month' })
        .refine((m) => !parseMonth(m) || m >= thisMonth, { error: 'trip.error.monthPast' })
        .refine((m) => !parseMonth(m) || m <= lastMonth, { error: 'trip.error.monthFar' }),
      days: whole(1, 60, 'trip.error.days'),
      // 0 passes here so that the check below can also name the teachers who would travel without students.
      students: whole(0, tripLimits.students, 'trip.error.students'),
      teachers: whole(0, tripLimits.teachers, 'trip.error.teachers'),
      addOns: z.array(z.string().max(60), { error: 'trip.error.addOn' }).max(30).default([]),
      name: text(2, 'validation.nameMin', enquiryLimits.name, 'validation.nameMax'),
      email: emailAddress('validation.emailInvalid'),
      organization: text(2, 'validation.schoolNameMin', enquiryLimits.organization, 'validation.organizationMax'),
      note: z
        .string()
        .trim()
        .max(tripLimits.note, { error: 'trip.error.note' })
        .refine(hasNoNul, { error: 'trip.error.note' })
        .optional(),
      privacyConsent: z.literal(true, { error: 'validation.consentRequired' }),
      locale: z.enum(locales).optional(),
      page: pagePath.optional(),
      website: z.string().max(500).optional(),
      price: z.unknown().optional(),
    })
    .superRefine((trip, ctx) => {
      // Zod runs this even when a field failed above: a field already reported is not judged again here.
      const isCount = (value: unknown, max: number) => Number.isInteger(value) && (value as number) <= max
      const students = isCount(trip.students, tripLimits.students) ? trip.students : null
      if (students === 0) {
        ctx.addIssue({ code: 'custom', path: ['students'], message: 'trip.error.students' })
        if (isCount(trip.teachers, tripLimits.teachers) && trip.teachers > 0)
          ctx.addIssue({ code: 'custom', path: ['teachers'], message: 'trip.error.teachersAlone' })
      }
      const destination = typeof trip.destination === 'string' ? byCode.get(trip.destination) : undefined
      if (!destination) {
        ctx.addIssue({ code: 'custom', path: ['destination'], message: 'trip.error.destination' })
        return
      }
      if (Number.isInteger(trip.days) && (trip.days < destination.minDays || trip.days > destination.maxDays))
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'trip.error.daysRange' })
      const rules = destination.rules
      if (rules && students && (students < rules.minGroup || students > rules.maxGroup))
        ctx.addIssue({ code: 'custom', path: ['students'], message: 'trip.error.groupSize' })
      if (!Array.isArray(trip.addOns)) return
      const known = new Set(rules?.addOns.map((a) => a.code) ?? [])
      trip.addOns.forEach((code, i) => {
        if (!known.has(code)) ctx.addIssue({ code: 'custom', path: ['addOns', i], message: 'trip.error.addOn' })
      })
      if (new Set(trip.addOns).size !== trip.addOns.length)
        ctx.addIssue({ code: 'custom', path: ['addOns'], message: 'trip.error.addOn' })
    })
}

export type TripRequestInput = z.input<ReturnType<typeof tripRequestSchema>>
export type TripRequest = z.output<ReturnType<typeof tripRequestSchema>>
