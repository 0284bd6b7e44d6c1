import Papa from 'papaparse'

import { headerDelimiter, type ParseOptions, type ParsedCsv, PIECE_CHARS, pieceParser } from './parse'

/**
 * parseCsvInPieces for a file that arrives in chunks (an upload read from the request as it comes): the same pieces
 * of whole records, cut at line breaks outside quotes, parsed with papaparse with the header in front, so the rows,
 * their numbers and the errors are exactly those of one parse of the whole file, and no more than about two pieces
 * of the file are ever held at once, whatever its length.
 */
export async function* parseCsvStream<T>(
  source: AsyncIterable<string>,
  options: ParseOptions<T>,
  pieceChars = PIECE_CHARS,
): AsyncGenerator<ParsedCsv<T>> {
  let buffer = ''
  let started = false
  let parse: ((piece: string, first: boolean) => ParsedCsv<T>) | null = null
  let newline = '\n'
  let first = true
  // Quote scanning carries on from where it stopped: `scanned` is an index into `buffer`.
  let scanned = 0
  let inQuotes = false
  // Nor is a line break looked for again where none was found: a record that spans many chunks (a 16 MB line)
  // would otherwise be searched from its start at every chunk, quadratic in its length (36 s for 16 MB).
  let searched = 0

  /** The index of the first line break at or after `atLeast` that ends a record, or -1. */
  const cut = (atLeast: number): number => {
    let at = buffer.indexOf(newline, Math.max(atLeast, searched))
    while (at >= 0) {
      for (let q = buffer.indexOf('"', scanned); q >= 0 && q < at; q = buffer.indexOf('"', q + 1)) inQuotes = !inQuotes
      scanned = Math.max(scanned, at)
      if (!inQuotes) return at
      at = buffer.indexOf(newline, at + newline.length)
    }
    // A "\r\n" may be cut between this chunk and the next: its start is looked at again.
    searched = Math.max(0, buffer.length - newline.length + 1)
    return -1
  }

  const take = (end: number): string => {
    const piece = buffer.slice(0, end)
    buffer = buffer.slice(end + newline.length)
    scanned = Math.max(0, scanned - (end + newline.length))
    searched = Math.max(0, searched - (end + newline.length))
    return piece
  }

  // Chunks without a line break since the last one: no record can end in them, so they wait as they came and are
  // joined once a line break arrives (a string grown a chunk at a time is copied whole at each search).
  const pending: string[] = []
  for await (const raw of source) {
    const chunk = started ? raw : raw.replace(/^\uFEFF/, '')
    started = true
    if (!/[\r\n]/.test(chunk)) {
      pending.push(chunk)
      continue
    }
    buffer += pending.join('') + chunk
    pending.length = 0
    if (!parse) {
      // The header line decides the delimiter and the line break (as parseCsvInPieces does).
      // Wait for the whole first line break: a "\r" at the end of what came may be the start of "\r\n".
      const lineBreak = buffer.search(/[\r\n]/)
      if (lineBreak < 0 || (buffer[lineBreak] === '\r' && lineBreak === buffer.length - 1)) continue
      const delimiter = headerDelimiter(buffer)
      newline = Papa.parse(buffer, { delimiter, preview: 1 }).meta.linebreak || '\n'
      const headerEnd = buffer.indexOf(newline)
      if (headerEnd < 0) continue
      const header = take(headerEnd)
      parse = pieceParser(options, header, delimiter, newline)
    }
    while (buffer.length - scanned > 0 && buffer.length >= pieceChars) {
      const end = cut(pieceChars)
      if (end < 0) break
      yield parse(take(end), first)
      first = false
    }
  }
  buffer += pending.join('')
  if (!parse) {
    // A file without a line break: its one line is the header.
    const delimiter = headerDelimiter(buffer)
    parse = pieceParser(options, buffer, delimiter, newline)
    yield parse('', true)
    return
  }
  // The rest, as one piece (whole records: the file ends here). An empty rest after a first piece adds nothing.
  if (first || buffer !== '') yield parse(buffer, first)
}
