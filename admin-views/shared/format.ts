import { useMemo, useSyncExternalStore } from 'react'

import { sharedText } from './strings'

/** Used for the server render only: the agency works in Madrid; the browser's own zone is used after hydration. */
const SERVER_TIME_ZONE = 'Europe/Madrid'

/** Formats a date, or answers `missing` (default: the formatter's own) when there is none or it is invalid. */
export type DateFormatter = (value: string | null | undefined, missing?: string) => string

const subscribeToNothing = () => () => {}

/**
 * Dates in US English short form with hour and minute (SPEC §2), `missing` ('Unknown' unless told) when absent.
 * The server render uses the agency's zone and the browser switches to its own right after hydration, so the two
 * renders agree.
 */
export function useDateFormatter(missing: string = sharedText.unknownDate): DateFormatter {
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
    return (value, missingHere = missing) => {
      if (!value) return missingHere
      const date = new Date(value)
      return Number.isNaN(date.getTime()) ? missingHere : format.format(date)
    }
  }, [hydrated, missing])
}
