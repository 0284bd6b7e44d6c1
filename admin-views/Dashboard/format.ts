import { useMemo, useSyncExternalStore } from 'react'

import { contactTypes, destinations, programTypes } from '../../src/lib/enquiry-options'
import { text } from './text'

/** Used for the server render only: the agency works in Madrid; the browser's own zone is used after hydration. */
const SERVER_TIME_ZONE = 'Europe/Madrid'

/** Destination label (English, the admin's language), 'Not specified' when empty, unknown codes raw. */
export function destinationLabel(code: string | null | undefined): string {
  if (!code) return text.notSpecified
  return code in destinations ? destinations[code as keyof typeof destinations].en : code
}

/** Program type label, or null when the contact has none (school enquiries). */
export function programTypeLabel(code: string | null | undefined): string | null {
  if (!code) return null
  return code in programTypes ? programTypes[code as keyof typeof programTypes].en : code
}

/** 'School Group' or 'Erasmus+', the labels the enquiry forms and the contacts collection use. */
export function contactTypeLabel(code: string): string {
  return code in contactTypes ? contactTypes[code as keyof typeof contactTypes].en : code
}

/** A mail draft to the sender ("Reply via Email"). */
export function mailtoHref(email: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(text.details.replySubject)}`
}

export type DateFormatter = (value: string | null | undefined) => string

const subscribeToNothing = () => () => {}

/**
 * Dates in US English short form with hour and minute (SPEC §2), 'Unknown' when missing. The server render
 * uses the agency's zone and the browser switches to its own right after hydration, so the two renders agree.
 */
export function useDateFormatter(): DateFormatter {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'short',
      timeStyle: 'short',
      ...(hydrated ? {} : { timeZone: SERVER_TIME_ZONE }),
    })
    return (value) => {
      if (!value) return text.unknownDate
      const date = new Date(value)
      return Number.isNaN(date.getTime()) ? text.unknownDate : format.format(date)
    }
  }, [hydrated])
}
