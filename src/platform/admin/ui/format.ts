import { useTranslation } from '@payloadcms/ui'
import { useMemo } from 'react'

import { formatStaffDate } from '@/platform/i18n/staff-dates'
import { useStaffTexts } from '../i18n/useStaffTexts'

/** Formats a date, or answers `missing` (default: the formatter's own) when there is none or it is invalid. */
export type DateFormatter = (value: string | null | undefined, missing?: string) => string

/**
 * Dates in the admin language's short form with hour and minute (US English for English), on Madrid's clock
 * (src/platform/i18n/staff-dates.ts), `missing` ('Unknown' unless told) when absent. Server and browser render the same
 * text, whatever the browser's own zone.
 */
export function useDateFormatter(missing?: string): DateFormatter {
  const { i18n } = useTranslation()
  const unknown = useStaffTexts().shared.unknownDate
  const fallback = missing ?? unknown
  return useMemo(
    () =>
      (value, missingHere = fallback) =>
        formatStaffDate(value, i18n.language) ?? missingHere,
    [fallback, i18n.language],
  )
}

/** Whole numbers in the admin language's form ("2,400" / "2400", "12.000"). */
export function useNumberFormatter(): (value: number) => string {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language === 'es' ? 'es-ES' : 'en-US')
    return (value: number) => format.format(value)
  }, [i18n.language])
}
