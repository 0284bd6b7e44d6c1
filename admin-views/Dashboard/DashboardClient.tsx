'use client'

import { Gutter } from '@payloadcms/ui'
import React, { useMemo } from 'react'

import { ScreenHeader, StatCard, ui } from '@admin-views/shared/ScreenBlocks'
import { CollectionLinks } from './CollectionLinks'
import { baseClass } from './ContactDetails'
import { ContactsPanel, type ContactTab } from './ContactsPanel'
import { NewsletterPanel } from './NewsletterPanel'
import { text } from './strings'
import type { ApiContact, CollectionLinkGroup, DashboardData } from './types'
import { useDashboardLists } from './useDashboardLists'
import './Dashboard.scss'

type Props = {
  collectionGroups: CollectionLinkGroup[]
  initialData: DashboardData
}

/**
 * The staff Dashboard in the browser: the figures, links to the collections, contact submissions and newsletter
 * subscribers. The lists live here (useDashboardLists) because the figures count them; each panel owns its
 * actions.
 */
export function DashboardClient({ collectionGroups, initialData }: Props) {
  const { contacts, subscriptions, stale } = useDashboardLists(initialData)

  const schoolContacts = useMemo(() => contacts.live.filter((c) => c.contactType === 'school'), [contacts.live])
  const erasmusContacts = useMemo(() => contacts.live.filter((c) => c.contactType === 'erasmus'), [contacts.live])
  const rowsByTab: Record<ContactTab, ApiContact[]> = {
    all: contacts.live,
    school: schoolContacts,
    erasmus: erasmusContacts,
    trash: contacts.trashed,
  }

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <ScreenHeader intro={text.intro} title={text.title} />

      {stale && (
        <p className={`${ui}__alert`} role="alert">
          {text.refreshFailed}
        </p>
      )}

      <ul className={`${ui}__stats`}>
        <StatCard caption={text.cards.total.caption} label={text.cards.total.label} value={contacts.live.length} />
        <StatCard caption={text.cards.school.caption} label={text.cards.school.label} value={schoolContacts.length} />
        <StatCard
          caption={text.cards.erasmus.caption}
          label={text.cards.erasmus.label}
          value={erasmusContacts.length}
        />
        <StatCard
          caption={text.cards.newsletter.caption}
          label={text.cards.newsletter.label}
          value={subscriptions.list.length}
        />
      </ul>

      <CollectionLinks groups={collectionGroups} />
      <ContactsPanel contacts={contacts} rowsByTab={rowsByTab} />
      <NewsletterPanel subscriptions={subscriptions} />
    </Gutter>
  )
}
