import { businessHoursBetween } from './business-hours'

/** The Dashboard's window: enquiries first answered in the last 30 days. */
export const FIRST_ANSWER_DAYS = 30
const DAY = 86_400_000

type Answered = { createdAt: string; firstReplyAt: string | null }

/**
 * The Dashboard's "median first answer": over the enquiries first answered in the last FIRST_ANSWER_DAYS days,
 * the median of the business hours (Mon–Fri 9:00–18:00 Madrid, as the 24-hour promise and its reminders count)
 * from arrival to the first answer — a reply sent from the Dashboard, or the enquiry moved to Contacted or
 * further by staff who answered from their own mail (`firstReplyAt`, src/features/enquiries/hooks/followup.ts). Null when
 * none was answered in the window. Pure (`hoursOf` lets the server remember what it worked out before).
 */
export function medianFirstAnswerHours(
  list: Answered[],
  now: number = Date.now(),
  hoursOf: (start: Date, end: Date) => number = businessHoursBetween,
): number | null {
  const hours = list
    .filter((c) => c.firstReplyAt && now - Date.parse(c.firstReplyAt) <= FIRST_ANSWER_DAYS * DAY)
    .map((c) => hoursOf(new Date(c.createdAt), new Date(c.firstReplyAt!)))
    .sort((a, b) => a - b)
  if (!hours.length) return null
  const middle = Math.floor(hours.length / 2)
  return hours.length % 2 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2
}
