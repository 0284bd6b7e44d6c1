import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import React from 'react'

import { isAdminUser } from '@/lib/access'
import { findContacts } from '@/lib/contacts/records'
import { findSubscriptions } from '@/lib/subscriptions/records'
import { ui } from '@admin-views/shared/ui'
import { DashboardClient } from './DashboardClient'
import { text } from './strings'
import type { CollectionLinkGroup, DashboardData } from './types'

/**
 * The staff Dashboard (SPEC §2 "Admin dashboard"), registered as `admin.components.views.dashboard.Component`.
 * Payload renders it inside its own admin layout (the dashboard route already uses the DefaultTemplate with nav
 * and header), so this view only fills the page. Custom admin views are public unless they check the user, so
 * nothing is read or rendered before the signed-in user is confirmed to be an admin.
 */
export async function Dashboard(props: AdminViewServerProps) {
  const { initPageResult } = props
  const { req, permissions, visibleEntities } = initPageResult
  const user = req.user

  if (!user || !isAdminUser(user)) {
    return (
      <Gutter className={ui}>
        <h1 className={`${ui}__title`}>{text.title}</h1>
        <p>{text.notAllowed}</p>
      </Gutter>
    )
  }

  const { payload } = req
  // The same reads as GET /api/contacts, /api/contacts/trashed/all and /api/newsletter, as this user.
  const [contacts, trashedContacts, subscriptions] = await Promise.all([
    findContacts(payload, user, 'all'),
    findContacts(payload, user, 'trashed'),
    findSubscriptions(payload, user),
  ])
  const initialData: DashboardData = { contacts, trashedContacts, subscriptions }

  // Payload's default dashboard (collection cards) is replaced, so its links stay reachable here, grouped the
  // way the nav groups them and limited to the collections this user may see.
  const adminRoute = payload.config.routes.admin
  const groups: CollectionLinkGroup[] = []
  for (const collection of payload.config.collections) {
    const { slug } = collection
    if (!visibleEntities.collections.includes(slug) || !permissions.collections?.[slug]?.read) continue
    if (collection.admin?.group === false) continue
    const groupLabel = collection.admin?.group ? labelText(collection.admin.group, req) : text.collections.title
    let group = groups.find((g) => g.label === groupLabel)
    if (!group) {
      group = { label: groupLabel, links: [] }
      groups.push(group)
    }
    group.links.push({
      slug,
      label: labelText(collection.labels?.plural, req) || slug,
      href: formatAdminURL({ adminRoute, path: `/collections/${slug}`, relative: true }),
    })
  }

  return <DashboardClient collectionGroups={groups} initialData={initialData} />
}

export default Dashboard

/** A Payload label (a string, a per-language record, or a function of i18n) as plain text. */
function labelText(label: unknown, req: PayloadRequest): string {
  const { i18n } = req
  if (typeof label === 'string') return label
  if (typeof label === 'function') {
    const value: unknown = label({ i18n, t: i18n.t })
    return typeof value === 'string' ? value : ''
  }
  if (label && typeof label === 'object') {
    const record = label as Record<string, unknown>
    const value = record[i18n.language] ?? record.en ?? Object.values(record)[0]
    return typeof value === 'string' ? value : ''
  }
  return ''
}
