import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import React, { Suspense } from 'react'

import { isAdminUser } from '@/platform/access'
import { launchChecklist } from '@/features/content/company'
import { destinationLabels } from '@/features/content/destinations'
import { defaultLocale, isLocale } from '@i18n/locales'
import { rememberedGlobalsMissingSpanish } from '@/features/content/missing-spanish'
import { contactFigures, contactsPage } from '@/features/enquiries/list'
import { DEFAULT_PAGE_ROWS } from '@/platform/db/paging'
import { findStaff } from '@/features/staff/staff'
import { subscriptionsPage } from '@/features/audience/subscribers/list'
import { ui } from '@/platform/admin/ui/ui'
import { CompanyWarning } from './CompanyWarning'
import { DashboardClient } from './DashboardClient'
import { MissingSpanish } from './MissingSpanish'
import { staffTexts } from '@/platform/admin/i18n/texts'
import type { CollectionLinkGroup, DashboardData } from './types'

/**
 * The staff Dashboard (docs/product.md › Staff screens), registered as `admin.components.views.dashboard.Component`.
 * Payload renders it inside its own admin layout (the dashboard route already uses the DefaultTemplate with nav
 * and header), so this view only fills the page. Custom admin views are public unless they check the user, so
 * nothing is read or rendered before the signed-in user is confirmed to be an admin.
 */
export async function Dashboard(props: AdminViewServerProps) {
  const { initPageResult } = props
  const { req, permissions, visibleEntities } = initPageResult
  const user = req.user
  const text = staffTexts(req.i18n).dashboard

  if (!user || !isAdminUser(user)) {
    return (
      <Gutter className={ui}>
        <h1 className={`${ui}__title`}>{text.title}</h1>
        <p>{text.notAllowed}</p>
      </Gutter>
    )
  }

  const { payload } = req
  // The first pages the browser would read (GET /api/contacts/page and /api/newsletter/page): never whole tables.
  const firstPage = { page: 1, limit: DEFAULT_PAGE_ROWS }
  const [contacts, figures, subscriptions, staff, company] = await Promise.all([
    contactsPage(payload, { list: 'all' }, firstPage),
    contactFigures(payload.db.pool),
    subscriptionsPage(payload.db.pool, firstPage),
    findStaff(payload, user),
    // What visitors see: the published details (a draft with the real NIF is not on the site yet).
    payload.findGlobal({ slug: 'company', depth: 0, draft: false, overrideAccess: true }),
  ])
  const initialData: DashboardData = {
    contacts: { ...contacts, figures },
    subscriptions,
    staff,
    meId: Number(user.id),
  }

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

  const launchProblems = launchChecklist(company?.updatedAt ? company : null)
  const globalHref = (slug: string) => formatAdminURL({ adminRoute, path: `/globals/${slug}`, relative: true })
  const notice = (
    <>
      {launchProblems.length > 0 && (
        <CompanyWarning problems={launchProblems} language={req.i18n.language} href={globalHref('company')} />
      )}
      {/* Reading every page in every language takes seconds: the panel streams in after the rest. */}
      <Suspense fallback={null}>
        <MissingSpanishPanel globalHref={globalHref} req={req} />
      </Suspense>
    </>
  )

  // The API names destinations in English; a staff member working in another language reads them in theirs.
  const language = req.i18n.language
  const destinationNames =
    isLocale(language) && language !== defaultLocale
      ? Object.fromEntries(await destinationLabels(payload, language))
      : null

  return (
    <DashboardClient
      collectionGroups={groups}
      destinationNames={destinationNames}
      initialData={initialData}
      notice={notice}
    />
  )
}

export default Dashboard

/** The Dashboard's "Pages missing Spanish texts", read apart from the rest of the Dashboard. */
async function MissingSpanishPanel({ globalHref, req }: { globalHref: (slug: string) => string; req: PayloadRequest }) {
  const { payload } = req
  const untranslated = await rememberedGlobalsMissingSpanish(payload)
  const links = untranslated.map(({ slug, missing: count }) => ({
    slug,
    label: labelText(payload.config.globals.find((g) => g.slug === slug)?.label, req) || slug,
    href: globalHref(slug),
    missing: count,
  }))
  return <MissingSpanish globals={links} language={req.i18n.language} />
}

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
