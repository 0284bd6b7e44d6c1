import { toCsv } from '@/platform/csv/export'
import { flatten } from '@/platform/flatten'
import { recordAudit } from './audit'
import { erasePerson, lookupPerson, type PersonReport, recordCount } from './person'
import { personEraseSchema, personExportSchema, personLookupSchema } from '@/platform/validation/privacy'
import { json, readJson, requireAdmin, route, validate } from '@/platform/http/http'

/**
 * Staff privacy operations on one person, found by email (src/features/privacy/admin, docs/staff.md › Privacy operations).
 * POST, with the email in the body: it never appears in a URL or an access log.
 */

/** POST /api/privacy/lookup { email }: every record that concerns the address. */
export const lookup = route(async function lookup(req) {
  const { payload, user } = await requireAdmin(req)
  const { email } = validate(personLookupSchema, await readJson(req))
  return json(await lookupPerson({ payload, user }, email))
})

/** POST /api/privacy/export { email, format: json | csv }: a download of all of it; recorded in the audit trail. */
export const exportData = route(async function exportData(req) {
  const { payload, user } = await requireAdmin(req)
  const { email, format } = validate(personExportSchema, await readJson(req))
  const report = await lookupPerson({ payload, user }, email)
  const exportedAt = new Date().toISOString()
  await recordAudit(payload, {
    action: 'export',
    actor: { id: user.id, email: user.email },
    subjectEmail: email,
    summary: `Exported a person's data as ${format.toUpperCase()} (${recordCount(report)} records)`,
    details: { format, records: recordCount(report) },
  })
  const name = `personal-data-${report.subjectHash.slice(0, 12)}-${exportedAt.slice(0, 10)}.${format}`
  const headers = { 'Content-Disposition': `attachment; filename="${name}"` }
  if (format === 'json') return json(exportDocument(report, exportedAt), 200, headers)
  return new Response(exportCsv(report, exportedAt), {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
})

/** POST /api/privacy/erase { email, confirm: true }: removes everything in one transaction, keeps only the hash. */
export const erase = route(async function erase(req) {
  const { payload, user } = await requireAdmin(req)
  const { email } = validate(personEraseSchema, await readJson(req))
  const { removed } = await erasePerson(payload, email, { id: user.id, email: user.email })
  return json({ success: true, removed, suppressed: true })
})

/** The JSON export: the person's records by kind, their suppression entry and what staff did about them. */
function exportDocument(report: PersonReport, exportedAt: string) {
  return {
    exportedAt,
    email: report.email,
    records: Object.fromEntries(report.sources.map((s) => [s.id, s.records])),
    suppression: report.suppression,
    // Staff actions concerning the person: what and when (the staff member is not the person's data).
    history: report.audit.map(({ action, createdAt, summary }) => ({ action, createdAt, summary })),
  }
}

/** The CSV export: the same content, one line per field (`section, record_id, field, value`). */
function exportCsv(report: PersonReport, exportedAt: string): string {
  const doc = exportDocument(report, exportedAt)
  const rows: Array<Record<string, unknown>> = [
    { section: 'export', record_id: '', field: 'exportedAt', value: doc.exportedAt },
    { section: 'export', record_id: '', field: 'email', value: doc.email },
  ]
  for (const source of report.sources) {
    for (const record of source.records) {
      for (const [field, value] of flatten(record))
        rows.push({ section: source.id, record_id: record.id, field, value })
    }
  }
  for (const [field, value] of flatten(doc.suppression ?? {}))
    rows.push({ section: 'suppression', record_id: '', field, value })
  doc.history.forEach((entry, i) => {
    for (const [field, value] of flatten(entry)) rows.push({ section: 'history', record_id: i + 1, field, value })
  })
  return toCsv(['section', 'record_id', 'field', 'value'], rows)
}
