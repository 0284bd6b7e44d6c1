'use client'

import { Gutter, useTranslation } from '@payloadcms/ui'
import React, { type ReactNode, useState } from 'react'

import { formatEuros } from '@/features/trips/pricing'
import { ScreenHeader, StatCard, ui } from '@/platform/admin/ui/ScreenBlocks'
import { CollectionLinks } from './CollectionLinks'
import { baseClass } from './class-names'
import { ContactsPanel } from './ContactsPanel'
import { DestinationNamesProvider } from './destination-names'
import { NewsletterPanel } from './NewsletterPanel'
import { TeamPanel } from './TeamPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { ApiStaff, CollectionLinkGroup, DashboardData } from './types'
import { useDashboardLists } from './useDashboardLists'
import './Dashboard.scss'
import './Followup.scss'

type Props = {
  collectionGroups: CollectionLinkGroup[]
  initialData: DashboardData
  /** A warning rendered by the server (the company details' placeholders), shown under the heading. */
  notice?: ReactNode
  /** The destinations' names in the admin language, when it is not the API's English. */
  destinationNames?: Record<string, string> | null
}

/**
 * The staff Dashboard in the browser: the figures, links to the collections, contact submissions and newsletter
 * subscribers. The pages of both tables live here (useDashboardLists) because the figures come with them (counted
 * by the database); each panel owns its actions.
 */
export function DashboardClient({ collectionGroups, destinationNames = null, initialData, notice }: Props) {
  const text = useStaffTexts().dashboard
  const { i18n } = useTranslation()
  const { contacts, subscriptions, stale } = useDashboardLists(initialData)
  const [staff, setStaff] = useState<ApiStaff[]>(initialData.staff)
  const { figures } = contacts.view
  const answerTexts = text.medianAnswer

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
        <StatCard caption={text.cards.total.caption} label={text.cards.total.label} value={figures.lists.all} />
        <StatCard caption={text.cards.school.caption} label={text.cards.school.label} value={figures.lists.school} />
        <StatCard caption={text.cards.erasmus.caption} label={text.cards.erasmus.label} value={figures.lists.erasmus} />
        <StatCard
          caption={text.cards.newsletter.caption}
          label={text.cards.newsletter.label}
          value={subscriptions.page.total}
        />
        <StatCard caption={text.cards.overdue.caption} label={text.cards.overdue.label} value={figures.overdue} />
        <StatCard
          caption={answerTexts.caption}
          label={answerTexts.label}
          value={answerTexts.value(figures.medianFirstAnswerHours)}
        />
        <StatCard
          caption={text.cards.openProposals.caption(figures.proposals.openCount)}
          label={text.cards.openProposals.label}
          value={formatEuros(figures.proposals.openCents, i18n.language)}
        />
        <StatCard
          caption={text.cards.wonProposals.caption(figures.proposals.wonCount)}
          label={text.cards.wonProposals.label}
          value={formatEuros(figures.proposals.wonCents, i18n.language)}
        />
      </ul>

      <CollectionLinks groups={collectionGroups} />
      <DestinationNamesProvider names={destinationNames}>
        <ContactsPanel contacts={contacts} meId={initialData.meId} staff={staff} />
      </DestinationNamesProvider>
      <TeamPanel meId={initialData.meId} onInvited={(member) => setStaff((list) => [...list, member])} staff={staff} />
      <NewsletterPanel subscriptions={subscriptions} />
    </Gutter>
  )
}
