'use client'

import { Pill } from '@payloadcms/ui'
import React from 'react'

import { flatten } from '@/platform/flatten'
import type { DateFormatter } from '@/platform/admin/ui/format'
import { ui } from '@/platform/admin/ui/ui'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { AuditLine, PersonReport } from './types'

export const baseClass = 'staff-privacy'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** "consent.privacyVersion" → "Consent › Privacy version": field paths as staff read them. */
function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .toLowerCase()
      return words.charAt(0).toUpperCase() + words.slice(1)
    })
    .join(' › ')
}

function fieldValue(value: unknown, formatDate: DateFormatter): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value)
  return String(value)
}

/**
 * Every record of the person, source by source, each with all its fields (whatever the source: a new kind of
 * record shows here without changes) and a link to its edit view in Payload's admin.
 */
export function PersonRecords({
  adminRoute,
  formatDate,
  report,
}: {
  adminRoute: string
  formatDate: DateFormatter
  report: PersonReport
}) {
  const text = useStaffTexts().privacy
  return (
    <div className={`${baseClass}__sources`}>
      {report.sources
        .filter((source) => source.records.length > 0)
        .map((source) => (
          <section
            aria-labelledby={`${baseClass}-source-${source.id}`}
            className={`${baseClass}__source`}
            key={source.id}
          >
            <h3 className={`${baseClass}__subtitle`} id={`${baseClass}-source-${source.id}`}>
              {source.label} <span className={`${ui}__muted`}>({source.records.length})</span>
            </h3>
            {source.records.map((record) => {
              const trashed = Boolean(record.deletedAt)
              const href = `${adminRoute}/collections/${source.collection}/${trashed ? 'trash/' : ''}${record.id}`
              const fields = flatten(record).filter(([path]) => path !== 'id')
              return (
                <article className={`${baseClass}__record`} key={record.id}>
                  <header className={`${baseClass}__record-header`}>
                    <strong>#{record.id}</strong>
                    {trashed && (
                      <Pill pillStyle="error" size="small">
                        {text.result.inTrash}
                      </Pill>
                    )}
                    <a aria-label={text.result.openOf(source.label, record.id)} href={href}>
                      {text.result.open}
                    </a>
                  </header>
                  <dl className={`${baseClass}__fields`}>
                    {fields.map(([path, value]) => (
                      <div className={`${baseClass}__field`} key={path}>
                        <dt>{fieldLabel(path)}</dt>
                        <dd>{fieldValue(value, formatDate)}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              )
            })}
          </section>
        ))}
    </div>
  )
}

/** Audit entries as a table: when, what action, which staff member (or the system), and the summary. */
export function AuditTable({
  empty,
  formatDate,
  label,
  lines,
}: {
  empty: string
  formatDate: DateFormatter
  label: string
  lines: AuditLine[]
}) {
  const text = useStaffTexts().privacy
  if (lines.length === 0) return <p className={`${ui}__empty`}>{empty}</p>
  const columns = text.result.historyColumns
  return (
    <div className={`${ui}__table-wrap`}>
      <table aria-label={label} className={`${ui}__table`}>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.who}</th>
            <th scope="col">{columns.summary}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={`${ui}__nowrap`}>{formatDate(line.createdAt)}</td>
              <td>{line.action}</td>
              <td>{line.actorEmail ?? text.result.system}</td>
              <td>{line.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
