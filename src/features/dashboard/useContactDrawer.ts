'use client'

import { useModal } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

import { getJson } from '@/platform/admin/ui/api'
import { type Notice, notifyFailure } from '@/platform/admin/ui/notices'
import { api } from './api'
import type { ApiContact } from './types'

export const DETAILS_DRAWER = 'staff-dashboard-contact-details'

/**
 * The enquiry shown in the Dashboard's details drawer: one from the page, or one read by itself (an earlier
 * enquiry opened from the timeline, or the one a staff mail links to with /admin?enquiry={id}). A re-read page
 * brings its latest state; closing the drawer forgets it.
 */
export function useContactDrawer(rows: ApiContact[], updateFailed: Notice) {
  const [selectedContact, setSelectedContact] = useState<ApiContact | null>(null)
  const { closeModal, isModalOpen, openModal } = useModal()

  const selected = useMemo(
    () => (selectedContact ? (rows.find((c) => c.id === selectedContact.id) ?? selectedContact) : null),
    [rows, selectedContact],
  )

  const detailsOpen = isModalOpen(DETAILS_DRAWER)
  const wasDetailsOpen = useRef(false)
  useEffect(() => {
    // Closed by its own X button or Escape: forget the selection too.
    if (wasDetailsOpen.current && !detailsOpen) setSelectedContact(null)
    wasDetailsOpen.current = detailsOpen
  }, [detailsOpen])
  useEffect(() => {
    // Nothing selected any more (e.g. moved to the trash): nothing left to show.
    if (detailsOpen && selected === null) closeModal(DETAILS_DRAWER)
  }, [detailsOpen, selected, closeModal])

  const showDetails = (contact: ApiContact) => {
    setSelectedContact(contact)
    openModal(DETAILS_DRAWER)
  }

  // A staff mail's link opens that enquiry's details at once, on whichever page it is.
  const linkedId = Number(useSearchParams()?.get('enquiry'))
  useEffect(() => {
    if (!Number.isSafeInteger(linkedId) || linkedId <= 0) return
    void getJson<ApiContact>(api.contact(linkedId))
      .then((contact) => {
        setSelectedContact(contact)
        openModal(DETAILS_DRAWER)
      })
      .catch((error: unknown) => notifyFailure(error, updateFailed))
  }, [linkedId, openModal, updateFailed])

  const clearSelection = () => {
    setSelectedContact(null)
    closeModal(DETAILS_DRAWER)
  }

  return { selected, setSelectedContact, showDetails, clearSelection }
}
