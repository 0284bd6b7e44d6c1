'use client'

import { Button, ConfirmationModal, Drawer, Gutter, Pill, toast, useModal } from '@payloadcms/ui'
import Link from 'next/link'
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { newsletterSourceLabel } from '@/lib/subscriptions/sources'
import { expectOk, getJsonArray, send } from '@admin-views/shared/api'
import { CsvUploadButton } from '@admin-views/shared/CsvUploadButton'
import { DataTable } from '@admin-views/shared/DataTable'
import { useDateFormatter } from '@admin-views/shared/format'
import { notifyFailure } from '@admin-views/shared/notices'
import { paginate, Panel, ScreenHeader, StatCard, ui, UploadReport } from '@admin-views/shared/ScreenBlocks'
import { withMember } from '@admin-views/shared/sets'
import { tabId, Tabs } from '@admin-views/shared/Tabs'
import { useCsvUpload } from '@admin-views/shared/useCsvUpload'
import { api } from './api'
import { destinationLabel, programTypeLabel } from './format'
import { baseClass, ContactDetails, StatusPill } from './ContactDetails'
import { text } from './strings'
import type { ApiContact, ApiSubscription, CollectionLinkGroup, DashboardData } from './types'
import './Dashboard.scss'

const DETAILS_DRAWER = 'staff-dashboard-contact-details'
const CONFIRM_DELETE_MODAL = 'staff-dashboard-confirm-delete-subscription'

type Tab = 'all' | 'school' | 'erasmus' | 'trash'
const tabs: Tab[] = ['all', 'school', 'erasmus', 'trash']
/** The tabs filter one table, so they all control the same panel. */
const CONTACTS_PANEL = `${baseClass}-contacts-panel`

type Props = {
  collectionGroups: CollectionLinkGroup[]
  initialData: DashboardData
}

export function DashboardClient({ collectionGroups, initialData }: Props) {
  const [contacts, setContacts] = useState<ApiContact[]>(initialData.contacts)
  const [trashed, setTrashed] = useState<ApiContact[]>(initialData.trashedContacts)
  const [subscriptions, setSubscriptions] = useState<ApiSubscription[]>(initialData.subscriptions)
  // Which list could not be re-read after an action (e.g. the session ended): the tables then show the last data.
  const [staleLists, setStaleLists] = useState({ contacts: false, subscriptions: false })

  const [tab, setTab] = useState<Tab>('all')
  const [contactPage, setContactPage] = useState(1)
  const [subscriptionPage, setSubscriptionPage] = useState(1)

  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [processingId, setProcessingId] = useState<number | null>(null)
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set())

  const [pendingDelete, setPendingDelete] = useState<ApiSubscription | null>(null)
  const [deletingId, setDeletingId] = useState<number | null>(null)

  const { closeModal, isModalOpen, openModal } = useModal()
  const formatDate = useDateFormatter()

  // ---- lists -------------------------------------------------------------------------------------------------

  const schoolContacts = useMemo(() => contacts.filter((c) => c.contactType === 'school'), [contacts])
  const erasmusContacts = useMemo(() => contacts.filter((c) => c.contactType === 'erasmus'), [contacts])
  const rowsByTab: Record<Tab, ApiContact[]> = {
    all: contacts,
    school: schoolContacts,
    erasmus: erasmusContacts,
    trash: trashed,
  }

  // Later answers win only if they were asked last, so an old refresh never overwrites a newer one.
  const contactsTicket = useRef(0)
  const refreshContacts = useCallback(async () => {
    const ticket = ++contactsTicket.current
    try {
      const [live, trash] = await Promise.all([
        getJsonArray<ApiContact>(api.contacts),
        getJsonArray<ApiContact>(api.trashedContacts),
      ])
      if (ticket !== contactsTicket.current) return
      setContacts(live)
      setTrashed(trash)
      setStaleLists((stale) => ({ ...stale, contacts: false }))
    } catch (error) {
      console.error(error)
      if (ticket === contactsTicket.current) setStaleLists((stale) => ({ ...stale, contacts: true }))
    }
  }, [])

  const subscriptionsTicket = useRef(0)
  const refreshSubscriptions = useCallback(async () => {
    const ticket = ++subscriptionsTicket.current
    try {
      const list = await getJsonArray<ApiSubscription>(api.newsletter)
      if (ticket !== subscriptionsTicket.current) return
      setSubscriptions(list)
      setStaleLists((stale) => ({ ...stale, subscriptions: false }))
    } catch (error) {
      console.error(error)
      if (ticket === subscriptionsTicket.current) setStaleLists((stale) => ({ ...stale, subscriptions: true }))
    }
  }, [])

  // ---- contact details ---------------------------------------------------------------------------------------

  const selected = useMemo(() => {
    if (selectedId === null) return null
    return contacts.find((c) => c.id === selectedId) ?? trashed.find((c) => c.id === selectedId) ?? null
  }, [contacts, trashed, selectedId])

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
      setContacts((list) => list.map((c) => (c.id === contact.id ? { ...c, processed: true } : c)))
      toast.success(text.notices.processed.title, { description: text.notices.processed.description })
      void refreshContacts()
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
      setContacts((list) => (toTrash ? without(list) : [moved, ...list]))
      setTrashed((list) => (toTrash ? [moved, ...list] : without(list)))
      clearSelection()
      toast.success((toTrash ? text.notices.trashed : text.notices.restored).title)
      void refreshContacts()
    } catch (error) {
      notifyFailure(error, toTrash ? text.notices.trashFailed : text.notices.restoreFailed)
    } finally {
      setBusy(contact.id, false)
    }
  }

  // ---- newsletter actions ------------------------------------------------------------------------------------

  const upload = useCsvUpload({
    url: api.uploadCsv,
    notices: {
      uploaded: text.notices.csvUploaded,
      failed: text.notices.csvFailed,
    },
    failureDescription: (serverMessage) => serverMessage ?? text.notices.csvFailed.description,
    onUploaded: () => void refreshSubscriptions(),
  })

  const askDelete = (subscription: ApiSubscription) => {
    setPendingDelete(subscription)
    openModal(CONFIRM_DELETE_MODAL)
  }

  const deleteSubscription = async () => {
    const subscription = pendingDelete
    if (!subscription) return
    setDeletingId(subscription.id)
    try {
      const response = await expectOk(await send(api.subscription(subscription.id), { method: 'DELETE' }))
      // The answer is JSON ({ success, id }); nothing in it is needed beyond the OK status.
      await response.json().catch(() => null)
      setSubscriptions((list) => list.filter((s) => s.id !== subscription.id))
      toast.success(text.notices.subscriptionDeleted.title, {
        description: text.notices.subscriptionDeleted.description,
      })
      void refreshSubscriptions()
    } catch (error) {
      notifyFailure(error, text.notices.deleteFailed)
    } finally {
      setDeletingId(null)
      setPendingDelete(null)
    }
  }

  // ---- render ------------------------------------------------------------------------------------------------

  const contactPaging = paginate(rowsByTab[tab], contactPage)
  const showingTrash = tab === 'trash'
  const subscriptionPaging = paginate(subscriptions, subscriptionPage)

  const selectTab = (next: Tab) => {
    setTab(next)
    setContactPage(1)
  }

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <ScreenHeader intro={text.intro} title={text.title} />

      {(staleLists.contacts || staleLists.subscriptions) && (
        <p className={`${ui}__alert`} role="alert">
          {text.refreshFailed}
        </p>
      )}

      <ul className={`${ui}__stats`}>
        <StatCard caption={text.cards.total.caption} label={text.cards.total.label} value={contacts.length} />
        <StatCard caption={text.cards.school.caption} label={text.cards.school.label} value={schoolContacts.length} />
        <StatCard
          caption={text.cards.erasmus.caption}
          label={text.cards.erasmus.label}
          value={erasmusContacts.length}
        />
        <StatCard
          caption={text.cards.newsletter.caption}
          label={text.cards.newsletter.label}
          value={subscriptions.length}
        />
      </ul>

      {collectionGroups.length > 0 && (
        <section aria-labelledby={`${baseClass}-collections`} className={`${baseClass}__collections`}>
          <h2 className={`${ui}__section-title`} id={`${baseClass}-collections`}>
            {text.collections.title}
          </h2>
          {collectionGroups.map((group) => (
            <div className={`${baseClass}__collection-group`} key={group.label}>
              {group.label !== text.collections.title && (
                <h3 className={`${baseClass}__collection-group-label`}>{group.label}</h3>
              )}
              <ul className={`${baseClass}__collection-links`}>
                {group.links.map((link) => (
                  <li key={link.slug}>
                    <Link
                      aria-label={text.collections.open(link.label)}
                      className={`${baseClass}__collection-link`}
                      href={link.href}
                      prefetch={false}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}

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
            onPage={setContactPage}
            paging={contactPaging}
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

      <Panel
        actions={
          <CsvUploadButton chooseLabel={text.newsletter.chooseFile} label={text.newsletter.upload} upload={upload} />
        }
        id={`${baseClass}-newsletter`}
        title={text.newsletter.title}
      >
        <p className={`${ui}__hint`}>{text.newsletter.hint}</p>

        {upload.report && <UploadReport onDismiss={() => upload.setReport(null)} report={upload.report} />}

        <DataTable
          columns={Object.values(text.newsletter.columns)}
          empty={text.newsletter.empty}
          label={text.newsletter.title}
          onPage={setSubscriptionPage}
          paging={subscriptionPaging}
          renderCells={(subscription) => (
            <>
              <td className={`${ui}__strong`}>{subscription.email}</td>
              <td>{subscription.name || text.none}</td>
              <td>{subscription.school || text.none}</td>
              <td>{newsletterSourceLabel(subscription.source)}</td>
              <td className={`${ui}__nowrap`}>{formatDate(subscription.createdAt)}</td>
              <td>
                <Pill pillStyle="success" size="small">
                  {text.status.active}
                </Pill>
              </td>
              <td>
                <Button
                  aria-label={text.newsletter.deleteOf(subscription.email)}
                  buttonStyle="secondary"
                  className={`${ui}__danger`}
                  disabled={deletingId === subscription.id}
                  margin={false}
                  onClick={() => askDelete(subscription)}
                  size="small"
                >
                  {text.newsletter.delete}
                </Button>
              </td>
            </>
          )}
        />
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

      <ConfirmationModal
        body={pendingDelete ? text.newsletter.confirmBody(pendingDelete.email) : ''}
        cancelLabel={text.newsletter.cancelLabel}
        confirmingLabel={text.newsletter.confirmingLabel}
        confirmLabel={text.newsletter.confirmLabel}
        heading={text.newsletter.confirmHeading}
        modalSlug={CONFIRM_DELETE_MODAL}
        onCancel={() => setPendingDelete(null)}
        onConfirm={deleteSubscription}
      />
    </Gutter>
  )
}
