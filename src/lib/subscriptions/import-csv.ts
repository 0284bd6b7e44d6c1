import type { Pool } from 'pg'

import { chunks } from '@/lib/csv/store'
import { type ImportProvenance, type ImportReport, importReport, withoutKnown } from '@/lib/csv/import'
import { parseCsv } from '@/lib/csv/parse'
import { subscriberHeaders, subscriberRowSchema } from '@/lib/csv/rows'
import { inTransaction } from '@/lib/db'

/**
 * A subscribers CSV into newsletter_subscriptions (SPEC §2, §7). Invalid rows, duplicates (inside the file or of
 * stored rows, by lower-cased email) and addresses on the suppression list are skipped and reported; the valid
 * rows are inserted in batches inside one transaction, with a consent record naming the file and the staff
 * member. ON CONFLICT keeps a concurrent sign-up of the same email from failing the import.
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
  return importReport(added, errors)
}
