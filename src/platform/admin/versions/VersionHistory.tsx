import type { Column, DocumentViewServerProps, GlobalSlug, PaginatedDocs, TypeWithVersion, Where } from 'payload'
import { Gutter, Link, ListQueryProvider, Pill, SetDocumentStepNav, SortColumn } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { notFound } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import React from 'react'

import { AGENCY_TIME_ZONE, STAFF_DATE_PATTERN } from '@/platform/i18n/staff-dates'
import { staffTexts } from '../i18n/texts'
import { VersionsTable } from './VersionsTable'
import { versionStatus } from './version-status'

type Version = TypeWithVersion<{ _status?: 'draft' | 'published'; editedBy?: string | null }> & { autosave?: boolean }

/**
 * A document's Versions tab (posts, testimonials, courses, destinations, the pages): each version's time on
 * Madrid's clock in the admin language's short form, who saved it, and its state, newest first. It replaces
 * Payload's tab (src/platform/collections/plugins/version-history.ts), whose time column is written in the zone of whichever
 * computer renders it and which has no author; the compare view and Restore behind each row are Payload's.
 */
export async function VersionHistory({ initPageResult, routeSegments, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const { i18n, payload } = req
  const slug = collectionConfig?.slug ?? globalConfig?.slug
  if (!slug) return notFound()
  const isTrashed = routeSegments?.[2] === 'trash'
  const texts = staffTexts(i18n).shared.versions
  const adminRoute = payload.config.routes.admin

  const limit = Number(searchParams?.limit) || collectionConfig?.admin?.pagination?.defaultLimit || 10
  const page = Number(searchParams?.page) || 1
  const sort = typeof searchParams?.sort === 'string' ? searchParams.sort : '-updatedAt'
  // Localized drafts also keep a snapshot of the other language per save: not a version an editor made.
  const notSnapshot: Where = { snapshot: { not_equals: true } }
  const find = (where: Where, options: { limit: number; page?: number; sort: string }) => {
    const common = { ...options, depth: 0, locale: req.locale ?? undefined, overrideAccess: false, req }
    return (
      collectionConfig
        ? payload.findVersions({
            ...common,
            collection: collectionConfig.slug,
            where: { and: [where, { parent: { equals: docID } }] },
          })
        : payload.findGlobalVersions({ ...common, slug: globalConfig!.slug as GlobalSlug, where })
    ) as Promise<PaginatedDocs<Version>>
  }
  const latest = async (status: 'draft' | 'published') =>
    (await find({ and: [notSnapshot, { 'version._status': { equals: status } }] }, { limit: 1, sort: '-updatedAt' }))
      .docs[0] ?? null
  const [versions, published, draft] = await Promise.all([
    find(notSnapshot, { limit, page, sort }),
    latest('published'),
    latest('draft'),
  ])

  const base: `/${string}` = collectionConfig
    ? `/collections/${slug}/${isTrashed ? 'trash/' : ''}${docID}/versions`
    : `/globals/${slug}/versions`
  const columns: Column[] = [
    {
      accessor: 'updatedAt',
      active: true,
      field: { name: '', type: 'date' },
      // `label` names the sort buttons for screen readers ("Sort by Updated At Ascending").
      Heading: <SortColumn Label={i18n.t('general:updatedAt')} label={i18n.t('general:updatedAt')} name="updatedAt" />,
      renderedCells: versions.docs.map((version) => (
        <Link href={formatAdminURL({ adminRoute, path: `${base}/${version.id}` })} key={version.id} prefetch={false}>
          {formatDate({ date: version.updatedAt, i18n, pattern: STAFF_DATE_PATTERN, timezone: AGENCY_TIME_ZONE })}
        </Link>
      )),
    },
    {
      accessor: 'editedBy',
      active: true,
      field: { name: '', type: 'text' },
      Heading: <SortColumn disable Label={texts.author} name="editedBy" />,
      renderedCells: versions.docs.map((version) => (
        <span key={version.id}>{version.version?.editedBy || texts.noAuthor}</span>
      )),
    },
    {
      accessor: '_status',
      active: true,
      field: { name: '', type: 'text' },
      Heading: <SortColumn disable Label={i18n.t('version:status')} name="status" />,
      renderedCells: versions.docs.map((version) => {
        const status = versionStatus(version, published, draft)
        return (
          <div className="autosave-cell__items" key={version.id}>
            {version.autosave ? <Pill size="small">{i18n.t('version:autosave')}</Pill> : null}
            <Pill pillStyle={status === 'currentlyPublished' ? 'success' : 'light'} size="small">
              {i18n.t(`version:${status}`)}
            </Pill>
          </div>
        )
      }),
    },
  ]

  const plural = collectionConfig?.labels?.plural
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        isTrashed={isTrashed}
        pluralLabel={typeof plural === 'function' ? plural({ i18n, t: i18n.t }) : (plural ?? globalConfig?.label)}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={i18n.t('version:versions')}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          <ListQueryProvider data={versions} modifySearchParams query={{ limit, sort }}>
            <VersionsTable
              columns={columns}
              empty={i18n.t('version:noFurtherVersionsFound')}
              paginationLimits={collectionConfig?.admin?.pagination?.limits}
            />
          </ListQueryProvider>
        </Gutter>
      </main>
    </>
  )
}
