import Papa from 'papaparse'

/**
 * CSV export, the one way this project writes CSV. Cells that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) are neutralised with a leading apostrophe (OWASP "CSV injection").
 * Papaparse's own `escapeFormulae: true` pattern stops at a line break (`.*$` without the m flag), so a cell like
 * "=1+1\nx" would slip through; this pattern looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((c) => cell(row[c]))) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  )
}

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value)
  return value
}
