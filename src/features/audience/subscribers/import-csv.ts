import type { Pool } from 'pg'

import type { Locale } from '@i18n/locales'

import { type CsvSource, type ImportProvenance, type ImportReport, importInPieces } from '@/platform/csv/import'
import { subscriberHeaders, subscriberRowSchema } from '@/platform/csv/rows'

/**
 * A subscribers CSV into newsletter_subscriptions (docs/product.md › The /api contract). Invalid rows, duplicates (inside the file or of
 * stored rows, by lower-cased email) and addresses on the suppression list are skipped and reported; the valid
 * rows are inserted in batches inside one transaction, a piece of the file at a time, with a consent record naming the file and the staff
 * member. ON CONFLICT keeps a concurrent sign-up of the same email from failing the import.
 */
export async function importSubscribersCsv(
  pool: Pool,
  text: CsvSource,
  provenance: ImportProvenance,
  /** The language of the report's messages (the staff member's admin language). */
  locale?: Locale,
): Promise<ImportReport> {
  return importInPieces(
    pool,
    text,
    {
      required: subscriberHeaders,
      schema: subscriberRowSchema,
      key: (r) => r.email,
      table: 'newsletter_subscriptions',
      storedMessage: 'csv.subscriberExists',
      locale,
    },
    async (client, batch) => {
      const result = await client.query(
        `INSERT INTO newsletter_subscriptions (email, name, school, source, consent_at, consent_form, consent_import_file, consent_recorded_by_id)
         SELECT e, n, s, 'csv-upload', now(), 'csv-import', $4, $5 FROM unnest($1::text[], $2::text[], $3::text[]) AS t(e, n, s)
         ON CONFLICT (email) DO NOTHING`,
        [
          batch.map((r) => r.email),
          batch.map((r) => r.name ?? null),
          batch.map((r) => r.school ?? null),
          provenance.fileName,
          provenance.importedBy,
        ],
      )
      return result.rowCount ?? 0
    },
  )
}
