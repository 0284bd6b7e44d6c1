'use client'

import { Button, ConfirmationModal, Drawer, Gutter, Pill, toast, useModal } from '@payloadcms/ui'
import Link from 'next/link'
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { newsletterSourceLabel } from '../../src/lib/newsletter-sources'
import { expectOk, getJsonArray, send } from '../shared/api'
import { useDateFormatter } from '../shared/format'
import { Pager, paginate, StatCard, UploadReport } from '../shared/parts'
import { useCsvUpload } from '../shared/useCsvUpload'
import { api } from './api'
import { destinationLabel, programTypeLabel } from './format'
import { baseClass, ContactDetails, StatusPill } from './parts'
import { text } from './text'
import type { ApiContact, ApiSubscription, CollectionLinkGroup, DashboardData } from './types'
import './Dashboard.scss'

const DETAILS_DRAWER = 'staff-dashboard-contact-details'
const CONFIRM_DELETE_MODAL = 'staff-dashboard-confirm-delete-subscription'

type Tab = 'all' | 'school' | 'erasmus' | 'trash'
const tabs: Tab[] = ['all', 'school', 'erasmus', 'trash']
const tabId = (key: Tab) => `${baseClass}-tab-${key}`

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

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current)
      if (busy) next.add(id)
      else next.delete(id)
      return next
    })

  const markProcessed = async (contact: ApiContact) => {
    if (processingId !== null) return
    setProcessingId(contact.id)
    try {
      await expectOk(await send(api.process(contact.id), { method: 'PATCH' }))
      setContacts((list) => list.map((c) => (c.id === contact.id ? { ...c, processed: true } : c)))
      toast.success(text.notices.processed.title, { description: text.notices.processed.description })
      void refreshContacts()
    } catch (error) {
      console.error(error)
      toast.error(text.notices.processFailed.title, { description: text.notices.processFailed.description })
    } finally {
      setProcessingId(null)
    }
  }

  const moveToTrash = async (contact: ApiContact) => {
    setBusy(contact.id, true)
    try {
      await expectOk(await send(api.trash(contact.id), { method: 'PUT' }))
      setContacts((list) => list.filter((c) => c.id !== contact.id))
      setTrashed((list) => [{ ...contact, deletedAt: new Date().toISOString() }, ...list])
      clearSelection()
      toast.success(text.notices.trashed.title)
      void refreshContacts()
    } catch (error) {
      console.error(error)
      toast.error(text.notices.trashFailed.title, { description: text.notices.trashFailed.description })
    } finally {
      setBusy(contact.id, false)
    }
  }

  const restore = async (contact: ApiContact) => {
    setBusy(contact.id, true)
    try {
      await expectOk(await send(api.restore(contact.id), { method: 'PUT' }))
      setTrashed((list) => list.filter((c) => c.id !== contact.id))
      setContacts((list) => [{ ...contact, deletedAt: null }, ...list])
      clearSelection()
      toast.success(text.notices.restored.title)
      void refreshContacts()
    } catch (error) {
      console.error(error)
      toast.error(text.notices.restoreFailed.title, { description: text.notices.restoreFailed.description })
    } finally {
      setBusy(contact.id, false)
    }
  }

  // ---- newsletter actions ------------------------------------------------------------------------------------

  const { fileInput, onFileChosen, report, setReport, uploading } = useCsvUpload({
    url: api.uploadCsv,
    notices: {
      invalidFile: text.notices.invalidFile,
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
      console.error(error)
      toast.error(text.notices.deleteFailed.title, { description: text.notices.deleteFailed.description })
    } finally {
      setDeletingId(null)
      setPendingDelete(null)
    }
  }

  // ---- render ------------------------------------------------------------------------------------------------

  const contactRows = rowsByTab[tab]
  const contactPaging = paginate(contactRows, contactPage)
  const subscriptionPaging = paginate(subscriptions, subscriptionPage)

  const selectTab = (next: Tab) => {
    setTab(next)
    setContactPage(1)
  }

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab)
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : null
    if (!target) return
    event.preventDefault()
    selectTab(target)
    document.getElementById(tabId(target))?.focus()
  }

  return (
    <Gutter className={baseClass}>
      <header className={`${baseClass}__header`}>
        <h1 className={`${baseClass}__title`}>{text.title}</h1>
        <p className={`${baseClass}__intro`}>{text.intro}</p>
      </header>

      {(staleLists.contacts || staleLists.subscriptions) && (
        <p className={`${baseClass}__alert`} role="alert">
          {text.refreshFailed}
        </p>
      )}

      <ul className={`${baseClass}__stats`}>
        <StatCard caption={text.cards.total.caption} label={text.cards.total.label} value={contacts.length} />
        <StatCard caption={text.cards.school.caption} label={text.cards.school.label} value={schoolContacts.length} />
        <StatCard caption={text.cards.erasmus.caption} label={text.cards.erasmus.label} value={erasmusContacts.length} />
        <StatCard
          caption={text.cards.newsletter.caption}
          label={text.cards.newsletter.label}
          value={subscriptions.length}
        />
      </ul>

      {collectionGroups.length > 0 && (
        <section aria-labelledby={`${baseClass}-collections`} className={`${baseClass}__collections`}>
          <h2 className={`${baseClass}__section-title`} id={`${baseClass}-collections`}>
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

      <section aria-labelledby={`${baseClass}-contacts`} className={`${baseClass}__panel`}>
        <div className={`${baseClass}__panel-header`}>
          <h2 className={`${baseClass}__section-title`} id={`${baseClass}-contacts`}>
            {text.contacts.title}
          </h2>
        </div>

        <div
          aria-label={text.contacts.tabsLabel}
          className={`${baseClass}__tabs`}
          onKeyDown={onTabKeyDown}
          role="tablist"
        >
          {tabs.map((key) => (
            <button
              aria-controls={`${baseClass}-contacts-panel`}
              aria-selected={tab === key}
              className={`${baseClass}__tab${tab === key ? ` ${baseClass}__tab--active` : ''}`}
              id={tabId(key)}
              key={key}
              onClick={() => selectTab(key)}
              role="tab"
              tabIndex={tab === key ? 0 : -1}
              type="button"
            >
              <span>{text.contacts.tabs[key]}</span>
              <span className={`${baseClass}__tab-count`}>{rowsByTab[key].length}</span>
            </button>
          ))}
        </div>

        <div aria-labelledby={tabId(tab)} id={`${baseClass}-contacts-panel`} role="tabpanel">
          {contactRows.length === 0 ? (
            <p className={`${baseClass}__empty`}>{text.contacts.empty[tab]}</p>
          ) : (
            <>
              <div className={`${baseClass}__table-wrap`}>
                <table className={`${baseClass}__table`}>
                  <thead>
                    <tr>
                      <th scope="col">{text.contacts.columns.name}</th>
                      <th scope="col">{text.contacts.columns.email}</th>
                      <th scope="col">{text.contacts.columns.organization}</th>
                      <th scope="col">{text.contacts.columns.destination}</th>
                      <th scope="col">{text.contacts.columns.programType}</th>
                      <th scope="col">{text.contacts.columns.date}</th>
                      <th scope="col">{text.contacts.columns.status}</th>
                      <th scope="col">{text.contacts.columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {contactPaging.rows.map((contact) => {
                      const busy = busyIds.has(contact.id)
                      return (
                        <tr key={contact.id}>
                          <td className={`${baseClass}__strong`}>{contact.name}</td>
                          <td>{contact.email}</td>
                          <td>{contact.organization}</td>
                          <td>{destinationLabel(contact.destination)}</td>
                          <td>{programTypeLabel(contact.programType) ?? text.none}</td>
                          <td className={`${baseClass}__nowrap`}>{formatDate(contact.createdAt)}</td>
                          <td>
                            <StatusPill processed={contact.processed} />
                          </td>
                          <td>
                            <div className={`${baseClass}__row-actions`}>
                              <Button
                                aria-label={text.contacts.viewDetailsOf(contact.name)}
                                buttonStyle="secondary"
                                margin={false}
                                onClick={() => showDetails(contact)}
                                size="small"
                              >
                                {text.contacts.viewDetails}
                              </Button>
                              {tab === 'trash' ? (
                                <Button
                                  aria-label={text.contacts.restoreOf(contact.name)}
                                  buttonStyle="secondary"
                                  disabled={busy}
                                  margin={false}
                                  onClick={() => void restore(contact)}
                                  size="small"
                                >
                                  {text.contacts.restore}
                                </Button>
                              ) : (
                                <Button
                                  aria-label={text.contacts.trashOf(contact.name)}
                                  buttonStyle="secondary"
                                  className={`${baseClass}__danger`}
                                  disabled={busy}
                                  margin={false}
                                  onClick={() => void moveToTrash(contact)}
                                  size="small"
                                >
                                  {text.contacts.trash}
                                </Button>
                              )}
                            </div>
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              <Pager label={text.contacts.title} onPage={setContactPage} paging={contactPaging} />
            </>
          )}
        </div>
      </section>

      <section aria-labelledby={`${baseClass}-newsletter`} className={`${baseClass}__panel`}>
        <div className={`${baseClass}__panel-header`}>
          <h2 className={`${baseClass}__section-title`} id={`${baseClass}-newsletter`}>
            {text.newsletter.title}
          </h2>
          <div className={`${baseClass}__upload`}>
            <input
              accept=".csv,text/csv"
              aria-label={text.newsletter.chooseFile}
              className={`${baseClass}__file-input`}
              hidden
              onChange={(event) => void onFileChosen(event)}
              ref={fileInput}
              type="file"
            />
            <Button
              buttonStyle="primary"
              disabled={uploading}
              margin={false}
              onClick={() => fileInput.current?.click()}
              size="medium"
            >
              {uploading ? text.newsletter.uploading : text.newsletter.upload}
            </Button>
          </div>
        </div>
        <p className={`${baseClass}__hint`}>{text.newsletter.hint}</p>

        {report && <UploadReport onDismiss={() => setReport(null)} report={report} />}

        {subscriptions.length === 0 ? (
          <p className={`${baseClass}__empty`}>{text.newsletter.empty}</p>
        ) : (
          <>
            <div className={`${baseClass}__table-wrap`}>
              <table className={`${baseClass}__table`}>
                <thead>
                  <tr>
                    <th scope="col">{text.newsletter.columns.email}</th>
                    <th scope="col">{text.newsletter.columns.name}</th>
                    <th scope="col">{text.newsletter.columns.school}</th>
                    <th scope="col">{text.newsletter.columns.source}</th>
                    <th scope="col">{text.newsletter.columns.subscribed}</th>
                    <th scope="col">{text.newsletter.columns.status}</th>
                    <th scope="col">{text.newsletter.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {subscriptionPaging.rows.map((subscription) => (
                    <tr key={subscription.id}>
                      <td className={`${baseClass}__strong`}>{subscription.email}</td>
                      <td>{subscription.name || text.none}</td>
                      <td>{subscription.school || text.none}</td>
                      <td>{newsletterSourceLabel(subscription.source)}</td>
                      <td className={`${baseClass}__nowrap`}>{formatDate(subscription.createdAt)}</td>
                      <td>
                        <Pill pillStyle="success" size="small">
                          {text.status.active}
                        </Pill>
                      </td>
                      <td>
                        <Button
                          aria-label={text.newsletter.deleteOf(subscription.email)}
                          buttonStyle="secondary"
                          className={`${baseClass}__danger`}
                          disabled={deletingId === subscription.id}
                          margin={false}
                          onClick={() => askDelete(subscription)}
                          size="small"
                        >
                          {text.newsletter.delete}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager label={text.newsletter.title} onPage={setSubscriptionPage} paging={subscriptionPaging} />
          </>
        )}
      </section>

      <Drawer className={`${baseClass}__drawer`} slug={DETAILS_DRAWER} title={text.details.title}>
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
