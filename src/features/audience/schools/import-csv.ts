import type { Pool } from 'pg'

import { type CsvSource, type ImportReport, importInPieces } from '@/platform/csv/import'
import { CsvFormatError } from '@/platform/csv/parse'
import { schoolHeaders, schoolRowSchema } from '@/platform/csv/rows'
import { messageText } from '@/platform/validation/messages'
import type { Locale } from '@i18n/locales'
import { defaultSchoolLanguage } from './language'

/**
 * A schools CSV into schools and their labels (docs/product.md › The /api contract). Invalid rows, duplicates (inside the file or of
 * stored schools, by lower-cased email) and addresses on the suppression list are skipped and reported; the
 * valid rows are inserted in batches inside one transaction, a piece of the file at a time (importInPieces).
 * ON CONFLICT keeps a school added meanwhile from failing the import.
 */
export async function importSchoolsCsv(pool: Pool, text: CsvSource, locale?: Locale): Promise<ImportReport> {
  return importInPieces(
    pool,
    text,
    {
      required: schoolHeaders,
      schema: schoolRowSchema,
      key: (r) => r.email,
      table: 'schools',
      storedMessage: 'csv.schoolExists',
      locale,
      // A wrong language would send a whole group of schools the wrong version: the file is refused, not trimmed.
      refuse: (error) =>
        error.message.startsWith('language:')
          ? new CsvFormatError(messageText('csv.languageRow', locale, { row: error.row }), 'language')
          : null,
    },
    async (client, d) => {
      const inserted = await client.query<{ id: number; email: string }>(
        `INSERT INTO schools (name, email, country, city, contact_person, phone, website, language,
                              open_tracking_consent, open_tracking_consent_at)
         SELECT n, e, c, ci, cp, p, w, l::enum_schools_language, o, CASE WHEN o THEN now() END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                       $9::boolean[])
             AS x(n, e, c, ci, cp, p, w, l, o)
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
          d.map((s) => s.language ?? defaultSchoolLanguage(s.country)),
          d.map((s) => s.openTrackingConsent),
        ],
      )
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
      return inserted.rowCount ?? 0
    },
  )
}
