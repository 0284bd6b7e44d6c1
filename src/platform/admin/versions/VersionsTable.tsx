'use client'

import type { Column } from 'payload'
import { LoadingOverlayToggle, Pagination, PerPage, Table, useListQuery, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import React from 'react'

/** The Versions tab's table and pager (Payload's own pieces), around the rows the server read for this page. */
export function VersionsTable({
  columns,
  empty,
  paginationLimits,
}: {
  columns: Column[]
  empty: string
  paginationLimits?: number[]
}) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery()
  const limit = useSearchParams()?.get('limit')
  const { i18n } = useTranslation()
  if (!data) return <LoadingOverlayToggle name="versions" show />
  if (data.totalDocs === 0) return <div className="versions__no-versions">{empty}</div>
  const page = data.page ?? 1
  const last = data.totalPages > 1 && data.totalPages !== page ? data.limit * page : data.totalDocs
  return (
    <>
      <Table columns={columns} data={data.docs} />
      <div className="versions__page-controls">
        <Pagination
          hasNextPage={data.hasNextPage}
          hasPrevPage={data.hasPrevPage}
          limit={data.limit}
          nextPage={data.nextPage ?? undefined}
          numberOfNeighbors={1}
          onChange={(next) => void handlePageChange?.(next)}
          page={page}
          prevPage={data.prevPage ?? undefined}
          totalPages={data.totalPages}
        />
        <div className="versions__page-info">
          {page * data.limit - (data.limit - 1)}-{last} {i18n.t('general:of')} {data.totalDocs}
        </div>
        <PerPage
          handleChange={(value) => void handlePerPageChange?.(value)}
          limit={limit ? Number(limit) : 10}
          limits={paginationLimits ?? [5, 10, 25, 50, 100]}
        />
      </div>
    </>
  )
}
