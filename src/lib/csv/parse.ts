import Papa from 'papaparse'
import type { z } from 'zod'

import { messageText } from '../validation/messages'

export type RowError = { row: number; message: string }
export type ParsedCsv<T> = { rows: Array<{ row: number; data: T }>; errors: RowError[] }

export class CsvFormatError extends Error {}

type Options<T> = {
  /** Headers that must be present (case-sensitive, SPEC §2). */
  required: readonly string[]
  /** Validates and normalises one row (keyed by header). */
  schema: z.ZodType<T>
  /** Identity of a row for duplicate detection within the file (lower-cased email). */
  key: (row: T) => string
}

/**
 * Parses a CSV file with papaparse (delimiter detected: comma or semicolon; quoted fields, BOM and CRLF
 * handled), validates each row with the row schema and drops duplicates inside the file. Invalid rows are
 * reported with their line number (the header is row 1) and never stop the import.
 */
export function parseCsv<T>(text: string, { required, schema, key }: Options<T>): ParsedCsv<T> {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  })
  const headers = result.meta.fields ?? []
  const missing = required.filter((h) => !headers.includes(h))
  if (missing.length) {
    throw new CsvFormatError(
      `The CSV has no ${missing.join(', ')} column (headers are case-sensitive; found: ${headers.join(', ') || 'none'})`,
    )
  }

  const rows: ParsedCsv<T>['rows'] = []
  const errors: RowError[] = []
  const seen = new Set<string>()
  result.data.forEach((record, index) => {
    const row = index + 2
    if (Object.values(record).every((v) => v == null || String(v).trim() === '')) return
    const parsed = schema.safeParse(record)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      errors.push({ row, message: `${issue.path.join('.') || 'row'}: ${messageText(issue.message)}` })
      return
    }
    const id = key(parsed.data)
    if (seen.has(id)) {
      errors.push({ row, message: `Duplicate of an earlier row (${id})` })
      return
    }
    seen.add(id)
    rows.push({ row, data: parsed.data })
  })
  return { rows, errors }
}
