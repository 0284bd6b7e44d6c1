'use client'

import { Button, Pill } from '@payloadcms/ui'
import React from 'react'

import { contactTypeLabel, type DateFormatter, destinationLabel, mailtoHref, programTypeLabel } from './format'
import { text } from './text'
import type { ApiContact, CsvUploadReport } from './types'

export const baseClass = 'staff-dashboard'
export const PAGE_SIZE = 25
/** Upload reports can list thousands of rejected rows; the first ones are enough to fix a file. */
const MAX_REPORTED_ROWS = 50

export function StatCard({ caption, label, value }: { caption: string; label: string; value: number }) {
  return (
    <li className={`${baseClass}__stat`}>
      <span className={`${baseClass}__stat-label`}>{label}</span>
      <span className={`${baseClass}__stat-value`}>{value.toLocaleString('en-US')}</span>
      <span className={`${baseClass}__stat-caption`}>{caption}</span>
    </li>
  )
}

export function StatusPill({ processed }: { processed: boolean }) {
  return (
    <Pill pillStyle={processed ? 'success' : 'warning'} size="small">
      {processed ? text.status.processed : text.status.new}
    </Pill>
  )
}

type ContactDetailsProps = {
  contact: ApiContact
  formatDate: DateFormatter
  onClose: () => void
  onMarkProcessed: () => void
  processing: boolean
}

/** The Contact Details panel (SPEC §2), shown in Payload's Drawer. */
export function ContactDetails({ contact, formatDate, onClose, onMarkProcessed, processing }: ContactDetailsProps) {
  const typeLabel = contactTypeLabel(contact.contactType)
  const inTrash = Boolean(contact.deletedAt)
  return (
    <div className={`${baseClass}__details`}>
      <div className={`${baseClass}__details-badges`}>
        <Pill pillStyle={contact.contactType === 'erasmus' ? 'dark' : 'light'} size="small">
          {typeLabel}
        </Pill>
        {inTrash && (
          <Pill pillStyle="error" size="small">
            {text.details.inTrash}
          </Pill>
        )}
      </div>
      <dl className={`${baseClass}__details-list`}>
        <DetailRow label={text.details.name}>{contact.name}</DetailRow>
        <DetailRow label={text.details.email}>{contact.email}</DetailRow>
        <DetailRow label={text.details.organization}>{contact.organization}</DetailRow>
        <DetailRow label={text.details.destination}>{destinationLabel(contact.destination)}</DetailRow>
        <DetailRow label={text.details.programType}>
          {programTypeLabel(contact.programType) ?? text.notSpecified}
        </DetailRow>
        <DetailRow label={text.details.submitted}>{formatDate(contact.createdAt)}</DetailRow>
        <DetailRow label={text.details.status}>
          <StatusPill processed={contact.processed} />
        </DetailRow>
      </dl>
      <h3 className={`${baseClass}__details-message-title`}>{text.details.message}</h3>
      <p className={`${baseClass}__details-message`}>{contact.message}</p>
      <div className={`${baseClass}__details-actions`}>
        <Button buttonStyle="secondary" margin={false} onClick={onClose}>
          {text.details.close}
        </Button>
        <Button buttonStyle="secondary" el="anchor" margin={false} url={mailtoHref(contact.email)}>
          {text.details.reply}
        </Button>
        {/* A trashed contact cannot be processed (the endpoint answers 404); restore it first. */}
        {!contact.processed && !inTrash && (
          <Button buttonStyle="primary" disabled={processing} margin={false} onClick={onMarkProcessed}>
            {processing ? text.details.processing : text.details.markProcessed}
          </Button>
        )}
      </div>
    </div>
  )
}

function DetailRow({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div className={`${baseClass}__details-row`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** What the last CSV upload did: added, skipped, and the rows that were not imported (with their numbers). */
export function UploadReport({ onDismiss, report }: { onDismiss: () => void; report: CsvUploadReport }) {
  const shown = report.errors.slice(0, MAX_REPORTED_ROWS)
  const hidden = report.errors.length - shown.length
  return (
    <div className={`${baseClass}__report`} role="status">
      <div className={`${baseClass}__report-header`}>
        <strong>{text.newsletter.report.title}</strong>
        <span>{text.newsletter.report.added(report.count)}</span>
        <span>{text.newsletter.report.skipped(report.skipped)}</span>
        <Button buttonStyle="subtle" margin={false} onClick={onDismiss} size="small">
          {text.newsletter.report.dismiss}
        </Button>
      </div>
      {shown.length > 0 && (
        <>
          <p className={`${baseClass}__report-subtitle`}>{text.newsletter.report.rowsTitle}</p>
          <ul className={`${baseClass}__report-errors`}>
            {shown.map((error, index) => (
              <li key={`${error.row}-${index}`}>{text.newsletter.report.row(error.row, error.message)}</li>
            ))}
          </ul>
          {hidden > 0 && <p className={`${baseClass}__report-more`}>{text.newsletter.report.more(hidden)}</p>}
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

export function Pager({
  label,
  onPage,
  paging,
}: {
  label: string
  onPage: (page: number) => void
  paging: Paging<unknown>
}) {
  if (paging.pages <= 1) return null
  return (
    <nav aria-label={text.pagination.label(label)} className={`${baseClass}__pager`}>
      <span>{text.pagination.range(paging.from, paging.to, paging.total)}</span>
      <div className={`${baseClass}__pager-controls`}>
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
