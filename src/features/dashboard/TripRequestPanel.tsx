'use client'

import { useTranslation } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { getJson } from '@/platform/admin/ui/api'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

type EnquiryTrip = { trip: { id: number; rows: Array<[string, string]> } | null }

/**
 * The trip an enquiry from the plan-a-trip page asked for, as a list in the staff member's language, with the way
 * to the request where Create proposal is. Nothing shows for an enquiry from another form, or while it loads.
 */
export function TripRequestPanel({ contactId, baseClass }: { contactId: number; baseClass: string }) {
  const text = useStaffTexts().dashboard.details.trip
  const { i18n } = useTranslation()
  const url = `/api/trip-requests/by-enquiry/${contactId}?lang=${i18n.language}`
  // Kept with the address it came from: another enquiry's trip never shows while this one's loads.
  const [loaded, setLoaded] = useState<{ url: string; trip: EnquiryTrip['trip'] } | null>(null)
  useEffect(() => {
    let current = true
    getJson<EnquiryTrip>(url)
      .then((data) => current && setLoaded({ url, trip: data.trip }))
      // The enquiry's message repeats the trip in its own language: the drawer stays useful without this.
      .catch(() => {})
    return () => {
      current = false
    }
  }, [url])
  const trip = loaded?.url === url ? loaded.trip : null
  if (!trip) return null
  return (
    <section aria-label={text.title} className={`${baseClass}__trip`}>
      <h3 className={`${baseClass}__details-message-title`}>{text.title}</h3>
      <dl className={`${baseClass}__trip-rows`}>
        {trip.rows.map(([label, value]) => (
          <React.Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <a href={`/admin/collections/trip-requests/${trip.id}`}>{text.open}</a>
    </section>
  )
}
