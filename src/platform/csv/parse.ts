import Papa from 'papaparse'
import type { z } from 'zod'

import { defaultLocale, type Locale } from '@i18n/locales'
import { issueText, messageText } from '@/platform/validation/messages'

export type RowError = { row: number; message: string }
export type ParsedCsv<T> = { rows: Array<{ row: number; data: T }>; errors: RowError[] }

export class CsvFormatError extends Error {
  /** The field the 400 names: the file itself unless one column is wrong. */
  constructor(
    message: string,
    readonly field = 'csvFile',
  ) {
    super(message)
  }
}

export type ParseOptions<T> = {
  /** Headers that must be present (case-sensitive, docs/product.md › The /api contract). */
  required: readonly string[]
  /** Validates and normalises one row (keyed by header). */
  schema: z.ZodType<T>
  /** Identity of a row for duplicate detection within the file (lower-cased email). */
  key: (row: T) => string
  /** The language of the messages (the staff member's admin language); English unless told. */
  locale?: Locale
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

/** Characters of the file parsed at a time (≈ 2,000 rows of a typical schools file). */
export const PIECE_CHARS = 200_000

/**
 * Parses a CSV file with papaparse (delimiter detected from the header: comma, semicolon or tab; quoted fields, BOM and CRLF
 * handled), validates each row with the row schema and drops duplicates inside the file. Invalid rows are
 * reported with their line number (the header is row 1) and never stop the import.
 *
 * The file is parsed in pieces of about `pieceChars` characters, cut at line breaks outside quotes, each parsed
 * with the header in front, so a caller can store one piece before the next is parsed: a 50,000-row file never
 * sits in memory as 50,000 row objects. The pieces give exactly the rows, row numbers and errors one parse of
 * the whole file gives. A file without a required column throws CsvFormatError before the first piece.
 */
export function* parseCsvInPieces<T>(
  text: string,
  options: ParseOptions<T>,
  pieceChars = PIECE_CHARS,
): Generator<ParsedCsv<T>> {
  const content = text.replace(/^\uFEFF/, '')
  const delimiter = headerDelimiter(content)
  // Papa guesses the line break from the start of the input: guessed once here, for every piece.
  const newline = Papa.parse(content, { delimiter, preview: 1 }).meta.linebreak || '\n'
  const cuts = recordBoundaries(content, newline)
  const headerEnd = cuts(0, 0)
  const header = headerEnd < 0 ? content : content.slice(0, headerEnd)
  const parse = pieceParser(options, header, delimiter, newline)
  let start = headerEnd < 0 ? content.length : headerEnd + newline.length
  for (let first = true; first || start < content.length; first = false) {
    const end = headerEnd < 0 ? -1 : cuts(start, pieceChars)
    const piece = headerEnd < 0 ? '' : content.slice(start, end < 0 ? undefined : end)
    start = end < 0 ? content.length : end + newline.length
    yield parse(piece, first)
  }
}

/**
 * Parses the pieces of one file in order: each with the header in front, its rows validated with the row schema and
 * numbered in the whole file (the header is row 1), duplicates of earlier rows dropped. The first piece checks the
 * required columns (CsvFormatError). Shared by the whole-text and the streamed parse (parse-stream.ts).
 */
export function pieceParser<T>(
  { required, schema, key, locale = defaultLocale }: ParseOptions<T>,
  header: string,
  delimiter: string,
  newline: string,
): (piece: string, first: boolean) => ParsedCsv<T> {
  const seen = new Set<string>()
  let recordsBefore = 0
  return (piece, first) => {
    const result = Papa.parse<Record<string, string>>(first && piece === '' ? header : `${header}${newline}${piece}`, {
      header: true,
      delimiter,
      newline: newline as Papa.ParseConfig['newline'],
      skipEmptyLines: false,
      transformHeader: (h) => h.trim(),
    })
    if (first) {
      const headers = result.meta.fields ?? []
      const missing = required.filter((h) => !headers.includes(h))
      if (missing.length) {
        throw new CsvFormatError(
          messageText('csv.columnMissing', locale, {
            columns: missing.join(', '),
            found: headers.join(', ') || messageText('csv.columnsNone', locale),
          }),
        )
      }
    }
    const rows: ParsedCsv<T>['rows'] = []
    const errors: RowError[] = []
    result.data.forEach((record, index) => {
      const row = recordsBefore + index + 2
      if (Object.values(record).every((v) => v == null || String(v).trim() === '')) return
      const parsed = schema.safeParse(record)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        errors.push({ row, message: `${issue.path.join('.') || 'row'}: ${issueText(issue, locale)}` })
        return
      }
      const id = key(parsed.data)
      if (seen.has(id)) {
        errors.push({ row, message: messageText('csv.duplicateRow', locale, { key: id }) })
        return
      }
      seen.add(id)
      rows.push({ row, data: parsed.data })
    })
    recordsBefore += result.data.length
    return { rows, errors }
  }
}

/** The whole file at once (parseCsvInPieces in one result). */
export function parseCsv<T>(text: string, options: ParseOptions<T>): ParsedCsv<T> {
  const all: ParsedCsv<T> = { rows: [], errors: [] }
  for (const { rows, errors } of parseCsvInPieces(text, options)) {
    for (const r of rows) all.rows.push(r)
    for (const e of errors) all.errors.push(e)
  }
  return all
}

/**
 * `cut(from, atLeast)`: the index of the first line break at or after `from + atLeast` that ends a record, i.e. lies
 * outside a quoted field (an even number of quotes since the start: inside a quoted field quotes come in pairs,
 * `""` standing for one); -1 when there is none. Calls must go forward through the file.
 */
function recordBoundaries(content: string, newline: string) {
  const hasQuotes = content.includes('"')
  let scanned = 0
  let inQuotes = false
  return (from: number, atLeast: number): number => {
    if (from > scanned) scanned = from // the text skipped is a line break, without quotes
    let cut = content.indexOf(newline, from + atLeast)
    while (cut >= 0) {
      if (hasQuotes) {
        for (let q = content.indexOf('"', scanned); q >= 0 && q < cut; q = content.indexOf('"', q + 1))
          inQuotes = !inQuotes
        scanned = cut
      }
      if (!inQuotes) return cut
      cut = content.indexOf(newline, cut + newline.length)
    }
    return -1
  }
}
