import type { PoolClient } from 'pg'

import { suppressedAmong } from '@/lib/privacy/suppression'
import type { RowError } from './parse'
import { existingEmails } from './store'

/**
 * What the CSV imports share; each table's import is in its own domain (src/lib/subscriptions/import-csv.ts,
 * src/lib/schools/import-csv.ts).
 */

/** What POST /api/newsletter/upload-csv and /api/schools/upload-csv answer, and the staff screens show. */
export type ImportReport = { count: number; skipped: number; errors: RowError[] }

/** Where imported subscribers came from, kept in their consent record (GDPR art. 7(1)). */
export type ImportProvenance = { fileName: string; importedBy: number }

/** The row message for an address on the suppression list. */
export const SUPPRESSED_ROW_MESSAGE =
  'Skipped: this address unsubscribed or was erased (suppression list), so it is never added again'

/** The rows whose address is neither stored in `table` nor suppressed; the others are reported as skipped. */
export async function withoutKnown<T extends { email: string }>(
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

/** The answer of an import: rows added, and the skipped ones in file order. */
export function importReport(count: number, errors: RowError[]): ImportReport {
  errors.sort((a, b) => a.row - b.row)
  return { count, skipped: errors.length, errors }
}
