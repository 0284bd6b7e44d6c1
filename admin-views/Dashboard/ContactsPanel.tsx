'use client'

import { Button, Drawer, toast, useModal } from '@payloadcms/ui'
import React, { useEffect, useMemo, useRef, useState } from 'react'

import { expectOk, send } from '@admin-views/shared/api'
import { DataTable } from '@admin-views/shared/DataTable'
import { useDateFormatter } from '@admin-views/shared/format'
import { notifyFailure } from '@admin-views/shared/notices'
import { paginate, Panel, ui } from '@admin-views/shared/ScreenBlocks'
import { withMember } from '@admin-views/shared/sets'
import { tabId, Tabs } from '@admin-views/shared/Tabs'
import { api } from './api'
import { baseClass, ContactDetails, StatusPill } from './ContactDetails'
import { destinationLabel, programTypeLabel } from './format'
import { text } from './strings'
import type { ApiContact } from './types'
import type { DashboardLists } from './useDashboardLists'

const DETAILS_DRAWER = 'staff-dashboard-contact-details'

export type ContactTab = 'all' | 'school' | 'erasmus' | 'trash'
const tabs: ContactTab[] = ['all', 'school', 'erasmus', 'trash']
/** The tabs filter one table, so they all control the same panel. */
const CONTACTS_PANEL = `${baseClass}-contacts-panel`

/**
 * Contact submissions: one table filtered by the tabs (all, school, Erasmus+, trash), each row's Trash or Restore,
 * and the details drawer where an enquiry is marked processed.
 */
export function ContactsPanel({
  contacts,
  rowsByTab,
}: {
  contacts: DashboardLists['contacts']
  rowsByTab: Record<ContactTab, ApiContact[]>
}) {
  const { live, trashed, setLive, setTrashed, refresh } = contacts
  const [tab, setTab] = useState<ContactTab>('all')
  const [page, setPage] = useState(1)

  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [processingId, setProcessingId] = useState<number | null>(null)
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set())

  const { closeModal, isModalOpen, openModal } = useModal()
  const formatDate = useDateFormatter()

  // ---- contact details ---------------------------------------------------------------------------------------

  const selected = useMemo(() => {
    if (selectedId === null) return null
    return live.find((c) => c.id === selectedId) ?? trashed.find((c) => c.id === selectedId) ?? null
  }, [live, trashed, selectedId])

  const detailsOpen = isModalOpen(DETAILS_DRAWER)
  const wasDetailsOpen = useRef(false)
  useEffect(() => {
    // Closed by its own X button or Escape: forget the selection too.
    if (wasDetailsOpen.current && !detailsOpen) setSelectedId(null)
    wasDetailsOpen.current = detailsOpen
  }, [detailsOpen])
  useEffect(() => {
    // The selected contact vanished from both lists (e.g. deleted elsewhere): nothing left to show.
    if (detailsOpen && selected === null) closeModal(DETAILS_DRAWER)
  }, [detailsOpen, selected, closeModal])

  const showDetails = (contact: ApiContact) => {
    setSelectedId(contact.id)
    openModal(DETAILS_DRAWER)
  }

  const clearSelection = () => {
    setSelectedId(null)
    closeModal(DETAILS_DRAWER)
  }

  // ---- contact actions ---------------------------------------------------------------------------------------

  const setBusy = (id: number, busy: boolean) => setBusyIds((current) => withMember(current, id, busy))

  const markProcessed = async (contact: ApiContact) => {
    if (processingId !== null) return
    setProcessingId(contact.id)
    try {
      await expectOk(await send(api.process(contact.id), { method: 'PATCH' }))
      setLive((list) => list.map((c) => (c.id === contact.id ? { ...c, processed: true } : c)))
      toast.success(text.notices.processed.title, { description: text.notices.processed.description })
      void refresh()
    } catch (error) {
      notifyFailure(error, text.notices.processFailed)
    } finally {
      setProcessingId(null)
    }
  }

  // Trash and Restore mirror each other: the contact moves to the other list at once, then both are re-read.
  const moveContact = async (contact: ApiContact, toTrash: boolean) => {
    setBusy(contact.id, true)
    try {
      await expectOk(await send((toTrash ? api.trash : api.restore)(contact.id), { method: 'PUT' }))
      const moved = { ...contact, deletedAt: toTrash ? new Date().toISOString() : null }
      const without = (list: ApiContact[]) => list.filter((c) => c.id !== contact.id)
      setLive((list) => (toTrash ? without(list) : [moved, ...list]))
      setTrashed((list) => (toTrash ? [moved, ...list] : without(list)))
      clearSelection()
      toast.success((toTrash ? text.notices.trashed : text.notices.restored).title)
      void refresh()
    } catch (error) {
      notifyFailure(error, toTrash ? text.notices.trashFailed : text.notices.restoreFailed)
    } finally {
      setBusy(contact.id, false)
    }
  }

  // ---- render ------------------------------------------------------------------------------------------------

  const paging = paginate(rowsByTab[tab], page)
  const showingTrash = tab === 'trash'

  const selectTab = (next: ContactTab) => {
    setTab(next)
    setPage(1)
  }

  return (
    <>
      <Panel id={`${baseClass}-contacts`} title={text.contacts.title}>
        <Tabs
          active={tab}
          controls={CONTACTS_PANEL}
          idPrefix={baseClass}
          label={text.contacts.tabsLabel}
          onSelect={selectTab}
          tabs={tabs.map((key) => ({ key, label: text.contacts.tabs[key], count: rowsByTab[key].length }))}
        />

        <div aria-labelledby={tabId(baseClass, tab)} id={CONTACTS_PANEL} role="tabpanel">
          <DataTable
            columns={Object.values(text.contacts.columns)}
            empty={text.contacts.empty[tab]}
            label={text.contacts.title}
            onPage={setPage}
            paging={paging}
            renderCells={(contact) => (
              <>
                <td className={`${ui}__strong`}>{contact.name}</td>
                <td>{contact.email}</td>
                <td>{contact.organization}</td>
                <td>{destinationLabel(contact.destination)}</td>
                <td>{programTypeLabel(contact.programType) ?? text.none}</td>
                <td className={`${ui}__nowrap`}>{formatDate(contact.createdAt)}</td>
                <td>
                  <StatusPill processed={contact.processed} />
                </td>
                <td>
                  <div className={`${ui}__row-actions`}>
                    <Button
                      aria-label={text.contacts.viewDetailsOf(contact.name)}
                      buttonStyle="secondary"
                      margin={false}
                      onClick={() => showDetails(contact)}
                      size="small"
                    >
                      {text.contacts.viewDetails}
                    </Button>
                    {/* Rows in the trash offer Restore in place of Trash. */}
                    <Button
                      aria-label={(showingTrash ? text.contacts.restoreOf : text.contacts.trashOf)(contact.name)}
                      buttonStyle="secondary"
                      className={showingTrash ? undefined : `${ui}__danger`}
                      disabled={busyIds.has(contact.id)}
                      margin={false}
                      onClick={() => void moveContact(contact, !showingTrash)}
                      size="small"
                    >
                      {showingTrash ? text.contacts.restore : text.contacts.trash}
                    </Button>
                  </div>
                </td>
              </>
            )}
          />
        </div>
      </Panel>

      <Drawer className={`${ui}__drawer`} slug={DETAILS_DRAWER} title={text.details.title}>
        {selected && (
          <ContactDetails
            contact={selected}
            formatDate={formatDate}
            onClose={clearSelection}
            onMarkProcessed={() => void markProcessed(selected)}
            processing={processingId === selected.id}
          />
        )}
      </Drawer>
    </>
  )
}
