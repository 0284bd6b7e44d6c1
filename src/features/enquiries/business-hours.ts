/**
 * The 24-hour promise counts business hours: Monday to Friday, 9:00 to 18:00 in Madrid (docs/staff.md › Following up enquiries), whatever the
 * server's own time zone. Summer and winter time follow the Europe/Madrid rules of the runtime's ICU data.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid'
const OPEN_HOUR = 9
const CLOSE_HOUR = 18
const HOUR = 3_600_000

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
})

type LocalParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: string
}

function localParts(at: Date): LocalParts {
  const map: Record<string, string> = {}
  for (const part of partsFormat.formatToParts(at)) map[part.type] = part.value
  return {
    year: Number(map.year),
    month: Number(map.month),
    day: Number(map.day),
    hour: Number(map.hour),
    minute: Number(map.minute),
    second: Number(map.second),
    weekday: map.weekday ?? '',
  }
}

/** The instant of a wall-clock time in Madrid (day overflow allowed: day 32 is the next month's 1st). */
function madridTime(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour)
  // Madrid is UTC+1 or UTC+2: correct the guess by the offset at that moment (twice, across a change of time).
  let at = guess
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(at))
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
    at = at - (shown - guess)
  }
  return new Date(at)
}

const isWeekend = (weekday: string) => weekday === 'Sat' || weekday === 'Sun'

/**
 * The office's open stretches from `start` on, one a day: [start or opening time, closing time]. Both
 * calculations below walk them, so "business hour" means the same thing for the due date and for the median.
 */
function* openStretches(start: Date): Generator<{ from: number; to: number }> {
  let cursor = new Date(start)
  for (let guard = 0; guard < 100_000; guard++) {
    const p = localParts(cursor)
    if (isWeekend(p.weekday) || p.hour >= CLOSE_HOUR) {
      cursor = madridTime(p.year, p.month, p.day + 1, OPEN_HOUR)
      continue
    }
    if (p.hour < OPEN_HOUR) {
      cursor = madridTime(p.year, p.month, p.day, OPEN_HOUR)
      continue
    }
    const close = madridTime(p.year, p.month, p.day, CLOSE_HOUR)
    yield { from: cursor.getTime(), to: close.getTime() }
    cursor = close
  }
}

/** The instant `hours` business hours after `start` (an enquiry on Friday evening is due on Tuesday). */
export function addBusinessHours(start: Date, hours: number): Date {
  let remaining = hours * HOUR
  for (const { from, to } of openStretches(start)) {
    if (remaining <= to - from) return new Date(from + remaining)
    remaining -= to - from
  }
  return new Date(start)
}

/**
 * The business hours between two instants (0 when `end` is not after `start`): what the 24-hour promise counts, so
 * an enquiry of Friday 17:00 answered on Monday at 10:00 took 2 hours, not 65.
 */
export function businessHoursBetween(start: Date, end: Date): number {
  let total = 0
  if (end <= start) return 0
  for (const { from, to } of openStretches(start)) {
    if (from >= end.getTime()) break
    total += Math.min(to, end.getTime()) - from
  }
  return total / HOUR
}

/** ENQUIRY_REMINDER_HOURS, 20 by default: business hours an enquiry may stay `new` before it is overdue. */
export function reminderHours(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.ENQUIRY_REMINDER_HOURS)
  return env.ENQUIRY_REMINDER_HOURS && Number.isFinite(value) && value > 0 ? value : 20
}

/** When an enquiry received at `createdAt` is overdue if nobody has moved it on from `new`. */
export const dueAt = (createdAt: string | Date, hours = reminderHours()) => addBusinessHours(new Date(createdAt), hours)

/**
 * Now, for the follow-up clock: ENQUIRY_NOW (an ISO time) when set, so tests can stand at any moment of the
 * week; the real time otherwise. Never with NODE_ENV=production: a variable left over from a test must not hold
 * back reminders or date first answers wrongly on the live site (the tests that move the clock run the jobs in
 * their own process, which is not production; the app they test is, and keeps the real time).
 */
export function followupNow(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.ENQUIRY_NOW && env.NODE_ENV !== 'production' ? new Date(env.ENQUIRY_NOW) : null
  return fixed && !Number.isNaN(fixed.getTime()) ? fixed : new Date()
}
