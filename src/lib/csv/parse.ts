import Papa from 'papaparse'
import type { z } from 'zod'

import { messageText } from '@/lib/validation/messages'

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

const DELIMITERS = [',', ';', '\t'] as const

/**
 * The delimiter is the one the header line uses most (comma when it has none). Papaparse's own guess
 * compares the first rows and picks the comma when empty lines or short rows follow the header.
 */
export function headerDelimiter(content: string): string {
  const header = content.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? ''
  const counts = DELIMITERS.map((d) => header.split(d).length - 1)
  const best = counts.indexOf(Math.max(...counts))
  return counts[best] > 0 ? DELIMITERS[best] : ','
}

/**
 * Parses a CSV file with papaparse (delimiter detected from the header: comma, semicolon or tab; quoted fields, BOM and CRLF
 * handled), validates each row with the row schema and drops duplicates inside the file. Invalid rows are
 * reported with their line number (the header is row 1) and never stop the import.
 */
export function parseCsv<T>(text: string, { required, schema, key }: Options<T>): ParsedCsv<T> {
  const content = text.replace(/^\uFEFF/, '')
  const result = Papa.parse<Record<string, string>>(content, {
    header: true,
    delimiter: headerDelimiter(content),
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
