import type { Pool, PoolClient } from 'pg'

import { defaultLocale } from '@i18n/locales'
import { inTransaction } from '@/platform/db'
import { suppressedAmong } from '@/features/privacy/suppression'
import { messageText } from '@/platform/validation/messages'
import { type ParseOptions, parseCsvInPieces, type RowError } from './parse'
import { parseCsvStream } from './parse-stream'
import { chunks, existingEmails } from './store'

/**
 * What the CSV imports share; each table's import is in its own domain (src/features/audience/subscribers/import-csv.ts,
 * src/features/audience/schools/import-csv.ts).
 */

/** What POST /api/newsletter/upload-csv and /api/schools/upload-csv answer, and the staff screens show. */
export type ImportReport = { count: number; skipped: number; errors: RowError[] }

/** Rows an answer lists of those skipped (`skipped` counts them all): the first ones are enough to fix a file. */
export const MAX_REPORTED_ERRORS = 1000

/** A CSV file: its whole text, or its text as it arrives (an upload read while it comes in). */
export type CsvSource = string | AsyncIterable<string>

/** Where imported subscribers came from, kept in their consent record (GDPR art. 7(1)). */
export type ImportProvenance = { fileName: string; importedBy: number }

/** The row message for an address on the suppression list, in English (an import gives it in its own language). */
export const SUPPRESSED_ROW_MESSAGE = messageText('csv.suppressedRow', defaultLocale)

/** The rows whose address is neither stored in `table` nor suppressed; the others are reported as skipped. */
async function withoutKnown<T extends { email: string }>(
  client: PoolClient,
  table: string,
  rows: Array<{ row: number; data: T }>,
  errors: RowError[],
  { storedMessage, suppressedMessage }: { storedMessage: (email: string) => string; suppressedMessage: string },
): Promise<Array<{ row: number; data: T }>> {
  const emails = rows.map((r) => r.data.email)
  const [stored, suppressed] = await Promise.all([
    existingEmails(client, table, emails),
    suppressedAmong(client, emails),
  ])
  return rows.filter((r) => {
    const { email } = r.data
    if (suppressed.has(email)) errors.push({ row: r.row, message: suppressedMessage })
    else if (stored.has(email)) errors.push({ row: r.row, message: storedMessage(email) })
    else return true
    return false
  })
}

/** The answer of an import: rows added, and the skipped ones in file order (the first MAX_REPORTED_ERRORS). */
export function importReport(count: number, errors: RowError[], skipped = errors.length): ImportReport {
  errors.sort((a, b) => a.row - b.row)
  return { count, skipped, errors: errors.slice(0, MAX_REPORTED_ERRORS) }
}

/**
 * An import in one transaction, a piece of the file at a time (parseCsvInPieces): each piece is parsed,
 * validated, checked against stored and suppressed addresses and inserted (`insert`, in batches, answering the
 * rows it added) before the next is parsed, so memory stays flat whatever the file's length. The answer is the
 * one a single pass over the whole file gives; any failure rolls the whole import back.
 */
export async function importInPieces<T extends { email: string }>(
  pool: Pool,
  source: CsvSource,
  options: ParseOptions<T> & {
    table: string
    /** The message id for a row whose address is already stored, given `{email}` (e.g. csv.schoolExists). */
    storedMessage: string
    /** An error that refuses the whole file (thrown: the transaction rolls back, nothing is imported). */
    refuse?: (error: RowError) => Error | null
  },
  insert: (client: PoolClient, rows: T[]) => Promise<number>,
): Promise<ImportReport> {
  const errors: RowError[] = []
  const locale = options.locale ?? defaultLocale
  const messages = {
    storedMessage: (email: string) => messageText(options.storedMessage, locale, { email }),
    suppressedMessage: messageText('csv.suppressedRow', locale),
  }
  let skipped = 0
  const added = await inTransaction(pool, async (client) => {
    let count = 0
    const pieces = typeof source === 'string' ? parseCsvInPieces(source, options) : parseCsvStream(source, options)
    for await (const piece of pieces) {
      const before = errors.length
      for (const error of piece.errors) {
        const refusal = options.refuse?.(error)
        if (refusal) throw refusal
        errors.push(error)
      }
      const fresh = await withoutKnown(client, options.table, piece.rows, errors, messages)
      // Only the first errors are answered: a file of 200,000 bad rows must not become 200,000 objects.
      skipped += errors.length - before
      errors.sort((a, b) => a.row - b.row)
      errors.splice(MAX_REPORTED_ERRORS)
      for (const batch of chunks(fresh))
        count += await insert(
          client,
          batch.map((r) => r.data),
        )
    }
    return count
  })
  return importReport(added, errors, skipped)
}
