'use client'

import { Button } from '@payloadcms/ui'
import React from 'react'

import { sharedText as text } from './text'
import type { CsvUploadReport } from './types'
import { ui } from './ui'
import './staff-ui.scss'

export { ui }
export const PAGE_SIZE = 25
/** Upload reports can list thousands of rejected rows; the first ones are enough to fix a file. */
const MAX_REPORTED_ROWS = 50

/** A count card: numbers are shown with US digit grouping, text (e.g. "24.5%") as given. */
export function StatCard({
  caption,
  label,
  value,
}: {
  caption: React.ReactNode
  label: string
  value: number | string
}) {
  return (
    <li className={`${ui}__stat`}>
      <span className={`${ui}__stat-label`}>{label}</span>
      <span className={`${ui}__stat-value`}>{typeof value === 'number' ? value.toLocaleString('en-US') : value}</span>
      <span className={`${ui}__stat-caption`}>{caption}</span>
    </li>
  )
}

/** What the last CSV upload did: added, skipped, and the rows that were not imported (with their numbers). */
export function UploadReport({ onDismiss, report }: { onDismiss: () => void; report: CsvUploadReport }) {
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

export type Chip = { value: string; label: string; pressed: boolean }

/** A row of toggle chips (filters). Each chip is a button with aria-pressed; the group is named by `label`. */
export function ChipGroup({
  chips,
  label,
  labelId,
  onToggle,
}: {
  chips: Chip[]
  label: string
  /** When given, the visible heading with this id names the group instead of an aria-label. */
  labelId?: string
  onToggle: (value: string) => void
}) {
  return (
    <div aria-label={labelId ? undefined : label} aria-labelledby={labelId} className={`${ui}__chips`} role="group">
      {chips.map((chip) => (
        <button
          aria-pressed={chip.pressed}
          className={`${ui}__chip${chip.pressed ? ` ${ui}__chip--pressed` : ''}`}
          key={chip.value}
          onClick={() => onToggle(chip.value)}
          type="button"
        >
          {chip.label}
        </button>
      ))}
    </div>
  )
}

type FieldShell = {
  error?: string
  hint?: React.ReactNode
  id: string
  label: string
  required?: boolean
}

function describedBy(id: string, error?: string, hint?: React.ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function Field({ children, error, hint, id, label, required }: FieldShell & { children: React.ReactNode }) {
  return (
    <div className={`${ui}__field${error ? ` ${ui}__field--error` : ''}`}>
      <label className={`${ui}__label`} htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className={`${ui}__required`}>
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className={`${ui}__field-hint`} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={`${ui}__field-error`} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled text input in Payload's look, with its hint and error tied to it for assistive technology. */
export function TextField({
  autoComplete,
  error,
  hint,
  id,
  inputRef,
  label,
  name,
  onChange,
  placeholder,
  required,
  type = 'text',
  value,
}: FieldShell & {
  autoComplete?: string
  inputRef?: React.Ref<HTMLInputElement>
  name?: string
  onChange: (value: string) => void
  placeholder?: string
  type?: 'email' | 'search' | 'tel' | 'text' | 'url'
  value: string
}) {
  return (
    <Field error={error} hint={hint} id={id} label={label} required={required}>
      <input
        aria-describedby={describedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        className={`${ui}__input`}
        id={id}
        name={name ?? id}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        ref={inputRef}
        type={type}
        value={value}
      />
    </Field>
  )
}

export function TextareaField({
  error,
  hint,
  id,
  inputRef,
  label,
  monospace,
  name,
  onChange,
  required,
  rows = 6,
  value,
}: FieldShell & {
  inputRef?: React.Ref<HTMLTextAreaElement>
  monospace?: boolean
  name?: string
  onChange: (value: string) => void
  rows?: number
  value: string
}) {
  return (
    <Field error={error} hint={hint} id={id} label={label} required={required}>
      <textarea
        aria-describedby={describedBy(id, error, hint)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        className={`${ui}__textarea${monospace ? ` ${ui}__textarea--mono` : ''}`}
        id={id}
        name={name ?? id}
        onChange={(event) => onChange(event.target.value)}
        ref={inputRef}
        rows={rows}
        spellCheck={monospace ? false : undefined}
        value={value}
      />
    </Field>
  )
}
