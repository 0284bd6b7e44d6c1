'use client'

import { useCallback, useRef, useState } from 'react'

import { getJsonArray } from '@admin-views/shared/api'
import { api } from './api'
import type { ApiContact, ApiSubscription, DashboardData } from './types'

/**
 * The Dashboard's lists (live and trashed contacts, subscriptions) as the server first read them, with the
 * re-reads after each action. Later answers win only if they were asked last, so an old refresh never
 * overwrites a newer one; a list that could not be re-read (e.g. the session ended) is marked stale and the
 * tables keep showing the last data.
 */
export function useDashboardLists(initialData: DashboardData) {
  const [contacts, setContacts] = useState<ApiContact[]>(initialData.contacts)
  const [trashed, setTrashed] = useState<ApiContact[]>(initialData.trashedContacts)
  const [subscriptions, setSubscriptions] = useState<ApiSubscription[]>(initialData.subscriptions)
  const [staleLists, setStaleLists] = useState({ contacts: false, subscriptions: false })

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

  return {
    contacts: { live: contacts, trashed, setLive: setContacts, setTrashed, refresh: refreshContacts },
    subscriptions: { list: subscriptions, set: setSubscriptions, refresh: refreshSubscriptions },
    stale: staleLists.contacts || staleLists.subscriptions,
  }
}

export type DashboardLists = ReturnType<typeof useDashboardLists>
