'use client'

import { useCallback, useRef, useState } from 'react'

import { expectOk, send } from '@/platform/admin/ui/api'
import type { ContactList } from '@/features/enquiries/records'
import type { Stage } from '@/features/enquiries/stages'
import type { Page } from '@/platform/db/paging'
import { api } from './api'
import type { ApiSubscription, ContactsView, DashboardData } from './types'

/** What the contacts table shows: a list (tab), a stage, only mine, and a page; the database filters and pages. */
export type ContactsFilter = { list: ContactList; stage: Stage | null; mine: boolean; page: number }

/** Later answers win only if they were asked last, so an old read never overwrites a newer one. */
function useLatest<T>(initial: T) {
  const [value, setValue] = useState<T>(initial)
  const [stale, setStale] = useState(false)
  const ticket = useRef(0)
  const load = useCallback(async (url: string) => {
    const mine = ++ticket.current
    try {
      const response = await expectOk(await send(url, { cache: 'no-store' }))
      const data = (await response.json()) as T
      if (mine !== ticket.current) return
      setValue(data)
      setStale(false)
    } catch (error) {
      console.error(error)
      if (mine === ticket.current) setStale(true)
    }
  }, [])
  return { value, setValue, stale, load }
}

const contactsUrl = ({ list, stage, mine, page }: ContactsFilter) => {
  const query = new URLSearchParams({ list, page: String(page) })
  if (stage) query.set('stage', stage)
  if (mine) query.set('owner', 'me')
  return `${api.contactsPage}?${query}`
}

/**
 * The Dashboard's two tables, a page at a time: the enquiries (with the counts of every tab and stage, and the
 * figures) and the subscribers, as the server first read them, then read again from the database whenever the
 * filter or page changes and after each action. A list that could not be re-read (e.g. the session ended) is marked
 * stale and the tables keep showing the last data.
 */
export function useDashboardLists(initialData: DashboardData) {
  const contacts = useLatest<ContactsView>(initialData.contacts)
  const [filter, setFilter] = useState<ContactsFilter>({ list: 'all', stage: null, mine: false, page: 1 })
  const subscriptions = useLatest<Page<ApiSubscription>>(initialData.subscriptions)
  const [subscriptionsPage, setSubscriptionsPage] = useState(1)

  const { load: loadContacts } = contacts
  const changeFilter = useCallback(
    (next: ContactsFilter) => {
      setFilter(next)
      void loadContacts(contactsUrl(next))
    },
    [loadContacts],
  )
  const refreshContacts = useCallback(() => loadContacts(contactsUrl(filter)), [loadContacts, filter])

  const { load: loadSubscriptions } = subscriptions
  const showSubscriptionsPage = useCallback(
    (page: number) => {
      setSubscriptionsPage(page)
      void loadSubscriptions(`${api.newsletterPage}?page=${page}`)
    },
    [loadSubscriptions],
  )
  const refreshSubscriptions = useCallback(
    () => loadSubscriptions(`${api.newsletterPage}?page=${subscriptionsPage}`),
    [loadSubscriptions, subscriptionsPage],
  )

  return {
    contacts: { view: contacts.value, filter, changeFilter, refresh: refreshContacts },
    subscriptions: { page: subscriptions.value, showPage: showSubscriptionsPage, refresh: refreshSubscriptions },
    stale: contacts.stale || subscriptions.stale,
  }
}

export type DashboardLists = ReturnType<typeof useDashboardLists>
