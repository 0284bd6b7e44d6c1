'use client'

import { Button, Drawer, toast, useModal } from '@payloadcms/ui'
import React, { useEffect, useMemo, useRef, useState } from 'react'

import { stageLabels, stages, type Stage } from '@/lib/contacts/stages'
import { expectOk, send, sendJson } from '@admin-views/shared/api'
import { DataTable } from '@admin-views/shared/DataTable'
import { useDateFormatter } from '@admin-views/shared/format'
import { notifyFailure } from '@admin-views/shared/notices'
import { paginate, Panel, ui } from '@admin-views/shared/ScreenBlocks'
import { withMember } from '@admin-views/shared/sets'
import { tabId, Tabs } from '@admin-views/shared/Tabs'
import { api } from './api'
import { baseClass, ContactDetails, StagePill } from './ContactDetails'
import { destinationLabel, programTypeLabel } from './format'
import { text } from './strings'
import type { ApiContact, ApiStaff } from './types'
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
  staff,
  meId,
}: {
  contacts: DashboardLists['contacts']
  rowsByTab: Record<ContactTab, ApiContact[]>
  staff: ApiStaff[]
  meId: number
}) {
  const { live, trashed, setLive, setTrashed, refresh } = contacts
  const [tab, setTab] = useState<ContactTab>('all')
  const [page, setPage] = useState(1)
  const [stageFilter, setStageFilter] = useState<Stage | 'all'>('all')
  const [mine, setMine] = useState(false)
  const [updatingId, setUpdatingId] = useState<number | null>(null)
  const staffNames = useMemo(() => new Map(staff.map((s) => [s.id, s.name])), [staff])

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

  // Stage and owner: the row changes at once with the server's answer, then the lists are re-read.
  const changeContact = async (contact: ApiContact, changes: { stage?: Stage; ownerId?: number | null }) => {
    setUpdatingId(contact.id)
    try {
      const response = await expectOk(await sendJson(api.contact(contact.id), 'PATCH', changes))
      const updated = (await response.json()) as ApiContact
      setLive((list) => list.map((c) => (c.id === updated.id ? updated : c)))
      const notice =
        changes.stage !== undefined
          ? text.notices.stageChanged(stageLabels[updated.stage])
          : text.notices.ownerChanged(updated.ownerId ? (staffNames.get(updated.ownerId) ?? '') : text.details.nobody)
      toast.success(notice.title, { description: notice.description })
      void refresh()
    } catch (error) {
      notifyFailure(error, text.notices.updateFailed)
    } finally {
      setUpdatingId(null)
    }
  }

  const openContact = (id: number) => {
    if (live.some((c) => c.id === id) || trashed.some((c) => c.id === id)) setSelectedId(id)
  }

  const setBusy = (id: number, busy: boolean) => setBusyIds((current) => withMember(current, id, busy))

  const markProcessed = async (contact: ApiContact) => {
    if (processingId !== null) return
    setProcessingId(contact.id)
    try {
      await expectOk(await send(api.process(contact.id), { method: 'PATCH' }))
      setLive((list) =>
        list.map((c) =>
          c.id === contact.id
            ? { ...c, processed: true, stage: c.stage === 'new' ? 'contacted' : c.stage, overdue: false }
            : c,
        ),
      )
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

  // The tab's rows, then "Mine", then the stage: the stage counts are of the rows the other filters leave.
  const tabRows = mine ? rowsByTab[tab].filter((c) => c.ownerId === meId) : rowsByTab[tab]
  const stageCounts = useMemo(() => {
    const counts = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>
    for (const c of tabRows) counts[c.stage]++
    return counts
  }, [tabRows])
  const rows = stageFilter === 'all' ? tabRows : tabRows.filter((c) => c.stage === stageFilter)
  const paging = paginate(rows, page)
  const showingTrash = tab === 'trash'
  const filtered = mine || stageFilter !== 'all'

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
          <div className={`${baseClass}__filters`}>
            <div className={`${ui}__field`}>
              <label className={`${ui}__label`} htmlFor={`${baseClass}-stage-filter`}>
                {text.contacts.stageFilter}
              </label>
              <select
                className={`${ui}__select`}
                id={`${baseClass}-stage-filter`}
                onChange={(event) => {
                  setStageFilter(event.target.value as Stage | 'all')
                  setPage(1)
                }}
                value={stageFilter}
              >
                <option value="all">
                  {text.contacts.allStages} ({tabRows.length})
                </option>
                {stages.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageLabels[stage]} ({stageCounts[stage]})
                  </option>
                ))}
              </select>
            </div>
            <label className={`${baseClass}__mine`} title={text.contacts.mineHint}>
              <input
                checked={mine}
                onChange={(event) => {
                  setMine(event.target.checked)
                  setPage(1)
                }}
                type="checkbox"
              />
              {text.contacts.mine}
            </label>
          </div>
          <DataTable
            columns={Object.values(text.contacts.columns)}
            empty={filtered && rowsByTab[tab].length > 0 ? text.contacts.filteredEmpty : text.contacts.empty[tab]}
            label={text.contacts.title}
            onPage={setPage}
            paging={paging}
            renderCells={(contact) => (
              <>
                <td className={`${ui}__strong`}>{contact.name}</td>
                <td>{contact.email}</td>
                <td>{contact.organization}</td>
                <td>{destinationLabel(contact)}</td>
                <td>{programTypeLabel(contact.programType) ?? text.none}</td>
                <td className={`${ui}__nowrap`}>{formatDate(contact.createdAt)}</td>
                <td>
                  <StagePill contact={contact} />
                </td>
                <td>{contact.ownerId ? (staffNames.get(contact.ownerId) ?? text.none) : text.contacts.unassigned}</td>
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
            staff={staff}
            meId={meId}
            updating={updatingId === selected.id}
            onChange={(changes) => void changeContact(selected, changes)}
            onChanged={() => void refresh()}
            onOpen={openContact}
          />
        )}
      </Drawer>
    </>
  )
}
