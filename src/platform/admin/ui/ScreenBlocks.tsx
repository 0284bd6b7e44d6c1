'use client'

import { Button, SetStepNav } from '@payloadcms/ui'
import React from 'react'

import { DEFAULT_PAGE_ROWS } from '@/platform/db/paging'
import { StaffLinks } from './StaffLinks'
import { useStaffTexts } from '../i18n/useStaffTexts'
import { useNumberFormatter } from './format'
import type { ImportReport } from './types'
import { ui } from './ui'
import './staff-ui.scss'

export { ui }
export const PAGE_SIZE = DEFAULT_PAGE_ROWS
/** Upload reports can list thousands of rejected rows; the first ones are enough to fix a file. */
const MAX_REPORTED_ROWS = 50

/** Breadcrumb and back button of a screen under Email Marketing (Campaign Creator, a campaign's detail). */
export function EmailMarketingTrail({ current, emailMarketingUrl }: { current: string; emailMarketingUrl: string }) {
  const text = useStaffTexts().shared
  return (
    <>
      <SetStepNav nav={[{ label: text.nav.emailMarketing, url: emailMarketingUrl }, { label: current }]} />
      <div>
        <Button buttonStyle="secondary" el="link" margin={false} size="small" url={emailMarketingUrl}>
          {text.backToEmailMarketing}
        </Button>
      </div>
    </>
  )
}

/** The admin links and Logout, then the title and introduction, at the top of a staff screen. */
export function ScreenHeader({ intro, title }: { intro: string; title: string }) {
  return (
    <header className={`${ui}__header`}>
      <StaffLinks />
      <h1 className={`${ui}__title`}>{title}</h1>
      <p className={`${ui}__intro`}>{intro}</p>
    </header>
  )
}

/**
 * A panel of a staff screen: a section named by its heading. `actions` (buttons, a count) stand on the heading's
 * line, at its end.
 */
export function Panel({
  actions,
  children,
  className,
  id,
  title,
}: {
  actions?: React.ReactNode
  children: React.ReactNode
  /** An extra class for the section. */
  className?: string
  /** The heading's id. */
  id: string
  title: string
}) {
  const heading = (
    <h2 className={`${ui}__section-title`} id={id}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className ? `${ui}__panel ${className}` : `${ui}__panel`}>
      {actions ? (
        <div className={`${ui}__panel-header`}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}

/** A count card: numbers are shown with the admin language's digit grouping, text (e.g. "24.5%") as given. */
export function StatCard({
  caption,
  label,
  value,
}: {
  caption: React.ReactNode
  label: string
  value: number | string
}) {
  const formatNumber = useNumberFormatter()
  return (
    <li className={`${ui}__stat`}>
      <span className={`${ui}__stat-label`}>{label}</span>
      <span className={`${ui}__stat-value`}>{typeof value === 'number' ? formatNumber(value) : value}</span>
      <span className={`${ui}__stat-caption`}>{caption}</span>
    </li>
  )
}

/** What the last CSV upload did: added, skipped, and the rows that were not imported (with their numbers). */
export function UploadReport({ onDismiss, report }: { onDismiss: () => void; report: ImportReport }) {
  const text = useStaffTexts().shared
  const shown = report.errors.slice(0, MAX_REPORTED_ROWS)
  const hidden = report.errors.length - shown.length
  return (
    <div className={`${ui}__report`} role="status">
      <div className={`${ui}__report-header`}>
        <strong>{text.report.title}</strong>
        <span>{text.report.added(report.count)}</span>
        <span>{text.report.skipped(report.skipped)}</span>
        <Button buttonStyle="subtle" margin={false} onClick={onDismiss} size="small">
          {text.report.dismiss}
        </Button>
      </div>
      {shown.length > 0 && (
        <>
          <p className={`${ui}__report-subtitle`}>{text.report.rowsTitle}</p>
          <ul className={`${ui}__report-errors`}>
            {shown.map((error, index) => (
              <li key={`${error.row}-${index}`}>{text.report.row(error.row, error.message)}</li>
            ))}
          </ul>
          {hidden > 0 && <p className={`${ui}__report-more`}>{text.report.more(hidden)}</p>}
        </>
      )}
    </div>
  )
}

export type Paging<T> = { page: number; pages: number; rows: T[]; from: number; to: number; total: number }

/** One page of a list (clamped, so a page that emptied after a delete shows the last one that exists). */
export function paginate<T>(list: T[], requested: number): Paging<T> {
  const total = list.length
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(Math.max(1, requested), pages)
  const start = (page - 1) * PAGE_SIZE
  const rows = list.slice(start, start + PAGE_SIZE)
  return { page, pages, rows, from: total === 0 ? 0 : start + 1, to: start + rows.length, total }
}

/** A page the database cut (`{ rows, total, page, limit }` of the `/page` reads) as the tables show it. */
export function pageOfServer<T>(read: { rows: T[]; total: number; page: number; limit: number }): Paging<T> {
  const pages = Math.max(1, Math.ceil(read.total / read.limit))
  const start = (read.page - 1) * read.limit
  return {
    page: read.page,
    pages,
    rows: read.rows,
    from: read.rows.length ? start + 1 : 0,
    to: start + read.rows.length,
    total: read.total,
  }
}

export function Pager({
  label,
  onPage,
  paging,
}: {
  label: string
  onPage: (page: number) => void
  paging: Paging<unknown>
}) {
  const text = useStaffTexts().shared
  if (paging.pages <= 1) return null
  return (
    <nav aria-label={text.pagination.label(label)} className={`${ui}__pager`}>
      <span>{text.pagination.range(paging.from, paging.to, paging.total)}</span>
      <div className={`${ui}__pager-controls`}>
        <Button
          buttonStyle="secondary"
          disabled={paging.page <= 1}
          margin={false}
          onClick={() => onPage(paging.page - 1)}
          size="small"
        >
          {text.pagination.previous}
        </Button>
        <span aria-live="polite">{text.pagination.page(paging.page, paging.pages)}</span>
        <Button
          buttonStyle="secondary"
          disabled={paging.page >= paging.pages}
          margin={false}
          onClick={() => onPage(paging.page + 1)}
          size="small"
        >
          {text.pagination.next}
        </Button>
      </div>
    </nav>
  )
}
