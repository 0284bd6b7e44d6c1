'use client'

import { Gutter } from '@payloadcms/ui'
import React, { type ReactNode, useMemo, useState } from 'react'

import { ScreenHeader, StatCard, ui } from '@admin-views/shared/ScreenBlocks'
import { medianFirstAnswerHours } from '@/lib/contacts/first-answer'
import { CollectionLinks } from './CollectionLinks'
import { baseClass } from './ContactDetails'
import { ContactsPanel, type ContactTab } from './ContactsPanel'
import { NewsletterPanel } from './NewsletterPanel'
import { TeamPanel } from './TeamPanel'
import { text } from './strings'
import type { ApiContact, ApiStaff, CollectionLinkGroup, DashboardData } from './types'
import { useDashboardLists } from './useDashboardLists'
import './Dashboard.scss'

type Props = {
  collectionGroups: CollectionLinkGroup[]
  initialData: DashboardData
  /** A warning rendered by the server (the company details' placeholders), shown under the heading. */
  notice?: ReactNode
  /** The admin's language (Payload's i18n): the few texts here written in both. */
  language: string
}

/**
 * The staff Dashboard in the browser: the figures, links to the collections, contact submissions and newsletter
 * subscribers. The lists live here (useDashboardLists) because the figures count them; each panel owns its
 * actions.
 */
export function DashboardClient({ collectionGroups, initialData, language, notice }: Props) {
  const { contacts, subscriptions, stale } = useDashboardLists(initialData)
  const [staff, setStaff] = useState<ApiStaff[]>(initialData.staff)
  const overdue = useMemo(() => contacts.live.filter((c) => c.overdue).length, [contacts.live])
  const medianAnswer = useMemo(
    () => medianFirstAnswerHours([...contacts.live, ...contacts.trashed]),
    [contacts.live, contacts.trashed],
  )
  const answerTexts = text.medianAnswer[language === 'es' ? 'es' : 'en']

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

      {notice}

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
        <StatCard caption={text.cards.overdue.caption} label={text.cards.overdue.label} value={overdue} />
        <StatCard caption={answerTexts.caption} label={answerTexts.label} value={answerTexts.value(medianAnswer)} />
      </ul>

      <CollectionLinks groups={collectionGroups} />
      <ContactsPanel contacts={contacts} meId={initialData.meId} rowsByTab={rowsByTab} staff={staff} />
      <TeamPanel meId={initialData.meId} onInvited={(member) => setStaff((list) => [...list, member])} staff={staff} />
      <NewsletterPanel subscriptions={subscriptions} />
    </Gutter>
  )
}
