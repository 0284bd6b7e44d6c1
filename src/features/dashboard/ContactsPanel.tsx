'use client'

import { Button, Drawer, toast } from '@payloadcms/ui'
import React, { useMemo, useState } from 'react'

import { stages, type Stage } from '@/features/enquiries/stages'
import { expectOk, getJson, send, sendJson } from '@/platform/admin/ui/api'
import { BreakableEmail } from '@/platform/admin/ui/BreakableEmail'
import { DataTable } from '@/platform/admin/ui/DataTable'
import { useDateFormatter } from '@/platform/admin/ui/format'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { pageOfServer, Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { withMember } from '@/platform/admin/ui/sets'
import { tabId, Tabs } from '@/platform/admin/ui/Tabs'
import { api } from './api'
import { baseClass } from './class-names'
import { ContactDetails, StagePill } from './ContactDetails'
import { DETAILS_DRAWER, useContactDrawer } from './useContactDrawer'
import { programTypeLabel } from './format'
import { useDestinationName } from './destination-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { ContactList } from '@/features/enquiries/records'
import type { ApiContact, ApiStaff } from './types'
import type { DashboardLists } from './useDashboardLists'

export type ContactTab = 'all' | 'school' | 'erasmus' | 'trash'
const tabs: ContactTab[] = ['all', 'school', 'erasmus', 'trash']
/** The list of GET /api/contacts/page each tab shows. */
const listOf: Record<ContactTab, ContactList> = { all: 'all', school: 'school', erasmus: 'erasmus', trash: 'trashed' }
const tabOf = (list: ContactList): ContactTab => (list === 'trashed' ? 'trash' : list)
/** The tabs filter one table, so they all control the same panel. */
const CONTACTS_PANEL = `${baseClass}-contacts-panel`

/**
 * Contact submissions: one table filtered by the tabs (all, school, Erasmus+, trash), each row's Trash or Restore,
 * and the details drawer where an enquiry is marked processed. The database filters, counts and pages; the table
 * shows one page.
 */
export function ContactsPanel({
  contacts,
  staff,
  meId,
}: {
  contacts: DashboardLists['contacts']
  staff: ApiStaff[]
  meId: number
}) {
  const text = useStaffTexts().dashboard
  const destinationName = useDestinationName(text.notSpecified)
  const { view, filter, changeFilter, refresh } = contacts
  const tab = tabOf(filter.list)
  const stageFilter = filter.stage ?? 'all'
  const { mine } = filter
  const [updatingId, setUpdatingId] = useState<number | null>(null)
  const staffNames = useMemo(() => new Map(staff.map((s) => [s.id, s.name])), [staff])

  const [processingId, setProcessingId] = useState<number | null>(null)
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set())
  const formatDate = useDateFormatter()
  const { selected, setSelectedContact, showDetails, clearSelection } = useContactDrawer(
    view.rows,
    text.notices.updateFailed,
  )

  // ---- contact actions ---------------------------------------------------------------------------------------

  // Stage and owner: the row changes at once with the server's answer, then the lists are re-read.
  const changeContact = async (contact: ApiContact, changes: { stage?: Stage; ownerId?: number | null }) => {
    setUpdatingId(contact.id)
    try {
      const response = await expectOk(await sendJson(api.contact(contact.id), 'PATCH', changes))
      const updated = (await response.json()) as ApiContact
      setSelectedContact((current) => (current?.id === updated.id ? updated : current))
      const notice =
        changes.stage !== undefined
          ? text.notices.stageChanged(text.stages[updated.stage])
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
    void getJson<ApiContact>(api.contact(id))
      .then(setSelectedContact)
      .catch((error: unknown) => notifyFailure(error, text.notices.updateFailed))
  }

  const setBusy = (id: number, busy: boolean) => setBusyIds((current) => withMember(current, id, busy))

  const markProcessed = async (contact: ApiContact) => {
    if (processingId !== null) return
    setProcessingId(contact.id)
    try {
      const response = await expectOk(await send(api.process(contact.id), { method: 'PATCH' }))
      const updated = (await response.json()) as ApiContact
      setSelectedContact((current) => (current?.id === updated.id ? updated : current))
      toast.success(text.notices.processed.title, { description: text.notices.processed.description })
      void refresh()
    } catch (error) {
      notifyFailure(error, text.notices.processFailed)
    } finally {
      setProcessingId(null)
    }
  }

  // Trash and Restore mirror each other: the contact moves to the other list, then the page is re-read.
  const moveContact = async (contact: ApiContact, toTrash: boolean) => {
    setBusy(contact.id, true)
    try {
      await expectOk(await send((toTrash ? api.trash : api.restore)(contact.id), { method: 'PUT' }))
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

  // The stage counts are of the rows the tab and "Mine" leave.
  const stageCounts = view.stages
  const tabRowCount = stages.reduce((n, stage) => n + stageCounts[stage], 0)
  const paging = pageOfServer(view)
  const showingTrash = tab === 'trash'
  const filtered = mine || stageFilter !== 'all'
  const listCount = (key: ContactTab) => view.figures.lists[listOf[key]]

  const selectTab = (next: ContactTab) => changeFilter({ ...filter, list: listOf[next], page: 1 })
  const setPage = (page: number) => changeFilter({ ...filter, page })

  return (
    <>
      <Panel id={`${baseClass}-contacts`} title={text.contacts.title}>
        <Tabs
          active={tab}
          controls={CONTACTS_PANEL}
          idPrefix={baseClass}
          label={text.contacts.tabsLabel}
          onSelect={selectTab}
          tabs={tabs.map((key) => ({ key, label: text.contacts.tabs[key], count: listCount(key) }))}
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
                  const value = event.target.value as Stage | 'all'
                  changeFilter({ ...filter, stage: value === 'all' ? null : value, page: 1 })
                }}
                value={stageFilter}
              >
                <option value="all">
                  {text.contacts.allStages} ({tabRowCount})
                </option>
                {stages.map((stage) => (
                  <option key={stage} value={stage}>
                    {text.stages[stage]} ({stageCounts[stage]})
                  </option>
                ))}
              </select>
            </div>
            <label className={`${baseClass}__mine`} title={text.contacts.mineHint}>
              <input
                checked={mine}
                onChange={(event) => changeFilter({ ...filter, mine: event.target.checked, page: 1 })}
                type="checkbox"
              />
              {text.contacts.mine}
            </label>
          </div>
          <DataTable
            className={`${baseClass}__contacts-table`}
            columns={Object.values(text.contacts.columns)}
            empty={filtered && listCount(tab) > 0 ? text.contacts.filteredEmpty : text.contacts.empty[tab]}
            label={text.contacts.title}
            onPage={setPage}
            paging={paging}
            renderCells={(contact) => (
              <>
                <td className={`${ui}__strong`}>{contact.name}</td>
                <td>
                  <BreakableEmail email={contact.email} />
                </td>
                <td>{contact.organization}</td>
                <td>{destinationName(contact)}</td>
                <td>{programTypeLabel(contact.programType, text.language) ?? text.none}</td>
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
