import type { Pool } from 'pg'

import { chunks } from '@/lib/csv/store'
import { type ImportReport, importReport, withoutKnown } from '@/lib/csv/import'
import { parseCsv } from '@/lib/csv/parse'
import { schoolHeaders, schoolRowSchema } from '@/lib/csv/rows'
import { inTransaction } from '@/lib/db'

/**
 * A schools CSV into schools and their labels (SPEC §2, §7). Invalid rows, duplicates (inside the file or of
 * stored schools, by lower-cased email) and addresses on the suppression list are skipped and reported; the
 * valid rows are inserted in batches inside one transaction. ON CONFLICT keeps a school added meanwhile from
 * failing the import.
 */
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
  return importReport(added, errors)
}
