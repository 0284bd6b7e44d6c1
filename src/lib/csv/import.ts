import type { Pool, PoolClient } from 'pg'

import { inTransaction } from '@/lib/db'
import { suppressedAmong } from '@/lib/privacy/suppression'
import { parseCsv, type RowError } from './parse'
import { schoolHeaders, schoolRowSchema, subscriberHeaders, subscriberRowSchema } from './rows'
import { chunks, existingEmails } from './store'

export type ImportReport = { count: number; skipped: number; errors: RowError[] }

/** Where imported subscribers came from, kept in their consent record (GDPR art. 7(1)). */
export type ImportProvenance = { fileName: string; importedBy: number }

/** The row message for an address on the suppression list. */
export const SUPPRESSED_ROW_MESSAGE =
  'Skipped: this address unsubscribed or was erased (suppression list), so it is never added again'

/**
 * CSV imports of subscribers and schools (SPEC §2, §7). Invalid rows, duplicates (inside the file or of stored
 * rows, by lower-cased email) and addresses on the suppression list are skipped and reported; the valid rows are
 * inserted in batches inside one transaction. ON CONFLICT keeps a concurrent sign-up of the same email from
 * failing the import.
 */
export async function importSubscribersCsv(
  pool: Pool,
  text: string,
  provenance: ImportProvenance,
): Promise<ImportReport> {
  const { rows, errors } = parseCsv(text, {
    required: subscriberHeaders,
    schema: subscriberRowSchema,
    key: (r) => r.email,
  })
  const added = await inTransaction(pool, async (client) => {
    const fresh = await withoutKnown(
      client,
      'newsletter_subscriptions',
      rows,
      errors,
      (email) => `Already subscribed (${email})`,
    )
    let count = 0
    for (const batch of chunks(fresh)) {
      const result = await client.query(
        `INSERT INTO newsletter_subscriptions (email, name, school, source, consent_at, consent_form, consent_import_file, consent_recorded_by_id)
         SELECT e, n, s, 'csv-upload', now(), 'csv-import', $4, $5 FROM unnest($1::text[], $2::text[], $3::text[]) AS t(e, n, s)
         ON CONFLICT (email) DO NOTHING`,
        [
          batch.map((r) => r.data.email),
          batch.map((r) => r.data.name ?? null),
          batch.map((r) => r.data.school ?? null),
          provenance.fileName,
          provenance.importedBy,
        ],
      )
      count += result.rowCount ?? 0
    }
    return count
  })
  return report(added, errors)
}

export async function importSchoolsCsv(pool: Pool, text: string): Promise<ImportReport> {
  const { rows, errors } = parseCsv(text, { required: schoolHeaders, schema: schoolRowSchema, key: (r) => r.email })
  const added = await inTransaction(pool, async (client) => {
    const fresh = await withoutKnown(
      client,
      'schools',
      rows,
      errors,
      (email) => `A school with this email already exists (${email})`,
    )
    let count = 0
    for (const batch of chunks(fresh)) {
      const d = batch.map((r) => r.data)
      const inserted = await client.query<{ id: number; email: string }>(
        `INSERT INTO schools (name, email, country, city, contact_person, phone, website)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email`,
        [
          d.map((s) => s.name),
          d.map((s) => s.email),
          d.map((s) => s.country ?? null),
          d.map((s) => s.city ?? null),
          d.map((s) => s.contactPerson ?? null),
          d.map((s) => s.phone ?? null),
          d.map((s) => s.website ?? null),
        ],
      )
      count += inserted.rowCount ?? 0
      // Labels live in Payload's hasMany text table: one row per label, ordered from 1, path 'labels'.
      const labelsByEmail = new Map(d.map((s) => [s.email, s.labels]))
      const parents: number[] = []
      const orders: number[] = []
      const texts: string[] = []
      for (const { id, email } of inserted.rows) {
        labelsByEmail.get(email)?.forEach((label, i) => {
          parents.push(id)
          orders.push(i + 1)
          texts.push(label)
        })
      }
      if (texts.length) {
        await client.query(
          `INSERT INTO schools_texts (parent_id, "order", path, text)
           SELECT p, o, 'labels', t FROM unnest($1::int[], $2::int[], $3::text[]) AS x(p, o, t)`,
          [parents, orders, texts],
        )
      }
    }
    return count
  })
  return report(added, errors)
}

/** The rows whose address is neither stored in `table` nor suppressed; the others are reported as skipped. */
async function withoutKnown<T extends { email: string }>(
  client: PoolClient,
  table: string,
  rows: Array<{ row: number; data: T }>,
  errors: RowError[],
  storedMessage: (email: string) => string,
): Promise<Array<{ row: number; data: T }>> {
  const emails = rows.map((r) => r.data.email)
  const [stored, suppressed] = await Promise.all([
    existingEmails(client, table, emails),
    suppressedAmong(client, emails),
  ])
  return rows.filter((r) => {
    const { email } = r.data
    if (suppressed.has(email)) errors.push({ row: r.row, message: SUPPRESSED_ROW_MESSAGE })
    else if (stored.has(email)) errors.push({ row: r.row, message: storedMessage(email) })
    else return true
    return false
  })
}

function report(count: number, errors: RowError[]): ImportReport {
  errors.sort((a, b) => a.row - b.row)
  return { count, skipped: errors.length, errors }
}
