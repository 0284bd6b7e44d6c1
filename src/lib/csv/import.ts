import type { Pool } from 'pg'

import { parseCsv, type RowError } from './parse'
import { schoolHeaders, schoolRowSchema, subscriberHeaders, subscriberRowSchema } from './rows'
import { chunks, existingEmails, inTransaction } from './store'

export type ImportReport = { count: number; skipped: number; errors: RowError[] }

/**
 * CSV imports of subscribers and schools (SPEC §2, §7). Invalid rows and duplicates (inside the file or
 * of stored rows, by lower-cased email) are skipped and reported; the valid rows are inserted in batches
 * inside one transaction. ON CONFLICT keeps a concurrent sign-up of the same email from failing the import.
 */
export async function importSubscribersCsv(pool: Pool, text: string, consentSource: string): Promise<ImportReport> {
  const { rows, errors } = parseCsv(text, { required: subscriberHeaders, schema: subscriberRowSchema, key: (r) => r.email })
  const added = await inTransaction(pool, async (client) => {
    const stored = await existingEmails(client, 'newsletter_subscriptions', rows.map((r) => r.data.email))
    const fresh = rows.filter((r) => {
      if (!stored.has(r.data.email)) return true
      errors.push({ row: r.row, message: `Already subscribed (${r.data.email})` })
      return false
    })
    let count = 0
    for (const batch of chunks(fresh)) {
      const result = await client.query(
        `INSERT INTO newsletter_subscriptions (email, name, school, source, consent_at, consent_source)
         SELECT e, n, s, 'csv-upload', now(), $4 FROM unnest($1::text[], $2::text[], $3::text[]) AS t(e, n, s)
         ON CONFLICT (email) DO NOTHING`,
        [batch.map((r) => r.data.email), batch.map((r) => r.data.name ?? null), batch.map((r) => r.data.school ?? null), consentSource],
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
    const stored = await existingEmails(client, 'schools', rows.map((r) => r.data.email))
    const fresh = rows.filter((r) => {
      if (!stored.has(r.data.email)) return true
      errors.push({ row: r.row, message: `A school with this email already exists (${r.data.email})` })
      return false
    })
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

function report(count: number, errors: RowError[]): ImportReport {
  errors.sort((a, b) => a.row - b.row)
  return { count, skipped: errors.length, errors }
}
