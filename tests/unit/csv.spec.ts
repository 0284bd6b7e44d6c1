import { describe, expect, it } from 'vitest'

import { CsvFormatError, headerDelimiter, parseCsv, parseCsvInPieces } from '@/platform/csv/parse'
import { parseCsvStream } from '@/platform/csv/parse-stream'
import { schoolHeaders, schoolRowSchema, subscriberHeaders, subscriberRowSchema } from '@/platform/csv/rows'

const subscribers = (text: string) =>
  parseCsv(text, { required: subscriberHeaders, schema: subscriberRowSchema, key: (r) => r.email })
const schools = (text: string) =>
  parseCsv(text, { required: schoolHeaders, schema: schoolRowSchema, key: (r) => r.email })

describe('CSV delimiter', () => {
  it('is the one the header uses most, comma when it has none', () => {
    expect(headerDelimiter('email;name\na@b.es;x')).toBe(';')
    expect(headerDelimiter('email\tname\n')).toBe('\t')
    expect(headerDelimiter('\n\nemail,name,school')).toBe(',')
    expect(headerDelimiter('email')).toBe(',')
  })
})

describe('subscribers CSV', () => {
  it('reads rows with a BOM, CRLF line ends and semicolons, trimming and lower-casing addresses', () => {
    const { rows, errors } = subscribers('\uFEFFemail;name\r\n  Ana@Example.ES ;Ana\r\nluis@example.es;\r\n')
    expect(errors).toEqual([])
    expect(rows).toEqual([
      { row: 2, data: { email: 'ana@example.es', name: 'Ana', school: undefined } },
      { row: 3, data: { email: 'luis@example.es', name: undefined, school: undefined } },
    ])
  })

  it('reports invalid rows and duplicates by line number (the header is row 1) and keeps the rest', () => {
    const { rows, errors } = subscribers('email\nnot-an-address\na@example.es\n\nA@EXAMPLE.ES\nb@example.es\n')
    expect(rows.map((r) => r.data.email)).toEqual(['a@example.es', 'b@example.es'])
    expect(errors).toEqual([
      { row: 2, message: 'email: Please enter a valid email address' },
      { row: 5, message: 'Duplicate of an earlier row (a@example.es)' },
    ])
  })

  it('refuses a file without the email column, naming what it found (headers are case-sensitive)', () => {
    expect(() => subscribers('Email,name\na@example.es,Ana')).toThrow(CsvFormatError)
    expect(() => subscribers('Email,name\na@example.es,Ana')).toThrow(/no email column.*found: Email, name/)
  })
})

describe('schools CSV', () => {
  it('maps contact_person and splits labels on semicolons, without blanks or repeats', () => {
    const { rows, errors } = schools(
      'name,email,country,city,contact_person,labels\nIES Prado,prado@example.es,Spain,Madrid,Eva Ruiz, a; b ;;a\n',
    )
    expect(errors).toEqual([])
    expect(rows[0]?.data).toMatchObject({
      name: 'IES Prado',
      email: 'prado@example.es',
      contactPerson: 'Eva Ruiz',
      labels: ['a', 'b'],
    })
  })

  it('requires a name', () => {
    const { rows, errors } = schools('name,email\n ,x@example.es\n')
    expect(rows).toEqual([])
    expect(errors).toEqual([{ row: 2, message: 'name: Required' }])
  })
})

describe('CSV messages', () => {
  const file = [
    'name,email,city,open_tracking_consent',
    `${'N'.repeat(201)},a@colegio.es,,`,
    'Colegio B,b@colegio.es,Madrid,maybe',
    'Colegio C,c@colegio.es,,yes',
    'Colegio C bis,C@colegio.es,,',
  ].join('\n')
  const read = (locale?: 'en' | 'es') =>
    parseCsv(file, { required: schoolHeaders, schema: schoolRowSchema, key: (r) => r.email, locale })

  it('name each row’s fault with the schema’s own bound, in English unless told', () => {
    expect(read().errors).toEqual([
      { row: 2, message: 'name: Must be at most 200 characters' },
      { row: 3, message: 'open_tracking_consent: Must be yes or no (empty: no)' },
      { row: 5, message: 'Duplicate of an earlier row (c@colegio.es)' },
    ])
  })

  it('are in Spanish for a staff member whose admin is in Spanish', () => {
    expect(read('es').errors).toEqual([
      { row: 2, message: 'name: Debe tener como máximo 200 caracteres' },
      { row: 3, message: 'open_tracking_consent: Debe ser yes o no (vacía: no)' },
      { row: 5, message: 'Repite una fila anterior (c@colegio.es)' },
    ])
    expect(() =>
      parseCsv('nombre;correo\nx;y', {
        required: schoolHeaders,
        schema: schoolRowSchema,
        key: (r) => r.email,
        locale: 'es',
      }),
    ).toThrow(
      'El CSV no tiene la columna name, email (las cabeceras distinguen mayúsculas y minúsculas; encontradas: nombre, correo)',
    )
  })
})

describe('CSV in pieces', () => {
  const options = { required: schoolHeaders, schema: schoolRowSchema, key: (r: { email: string }) => r.email }
  const whole = (text: string) => [...parseCsvInPieces(text, options, Number.MAX_SAFE_INTEGER)]

  it('gives the rows, row numbers and errors of one pass, whatever the piece size', () => {
    const lines = ['\uFEFFname;email;labels']
    for (let i = 0; i < 60; i++) {
      if (i % 7 === 0) lines.push('') // empty lines count as rows
      if (i % 11 === 0) lines.push(`"IES ""Quoted""\r\non two lines ${i}";q${i}@example.es;"a;b"`)
      else if (i % 13 === 0)
        lines.push(`Dup ${i};q1@example.es;`) // duplicate of an earlier row
      else if (i % 17 === 0) lines.push(`Bad ${i};not-an-address;`)
      else lines.push(`School ${i};s${i}@example.es;x`)
    }
    for (const eol of ['\n', '\r\n']) {
      const text = lines.join(eol) + eol
      const [one] = whole(text)
      expect(one.rows.length).toBeGreaterThan(40)
      expect(one.errors.length).toBeGreaterThan(4)
      for (const size of [1, 10, 50, 333]) {
        const pieces = [...parseCsvInPieces(text, options, size)]
        expect(pieces.length).toBeGreaterThan(1)
        expect(pieces.flatMap((p) => p.rows)).toEqual(one.rows)
        expect(pieces.flatMap((p) => p.errors)).toEqual(one.errors)
      }
    }
  })

  it('checks the header before the first piece', () => {
    expect(() => [...parseCsvInPieces('name,Email\nA,a@example.es\n', options, 1)]).toThrow(CsvFormatError)
    expect(whole('name,email')).toEqual([{ rows: [], errors: [] }])
  })

  it('gives the same from a file that arrives in chunks, however it is cut (quotes, CRLF and BOM across chunks)', async () => {
    const lines = ['\uFEFFname,email,labels']
    for (let i = 0; i < 80; i++) {
      if (i % 9 === 0) lines.push(`"IES ""Q"",\r\nline ${i}",q${i}@example.es,"a;b"`)
      else if (i % 13 === 0) lines.push(`Dup ${i},q0@example.es,`)
      else lines.push(`School ${i},s${i}@example.es,x`)
    }
    for (const eol of ['\n', '\r\n']) {
      const text = lines.join(eol) + eol
      const [one] = whole(text)
      for (const chunkSize of [1, 3, 64, 1000, text.length]) {
        for (const pieceSize of [1, 40, 500]) {
          async function* chunks() {
            for (let i = 0; i < text.length; i += chunkSize) yield text.slice(i, i + chunkSize)
          }
          const pieces = []
          for await (const piece of parseCsvStream(chunks(), options, pieceSize)) pieces.push(piece)
          expect(pieces.flatMap((p) => p.rows)).toEqual(one.rows)
          expect(pieces.flatMap((p) => p.errors)).toEqual(one.errors)
        }
      }
    }
  })

  it('checks the header of a file in chunks, and takes a file without a line break as its header', async () => {
    async function* of(...chunks: string[]) {
      yield* chunks
    }
    const all = async (source: AsyncIterable<string>) => {
      const pieces = []
      for await (const piece of parseCsvStream(source, options, 1)) pieces.push(piece)
      return pieces
    }
    await expect(all(of('name,Em', 'ail\nA,a@example.es\n'))).rejects.toThrow(CsvFormatError)
    expect(await all(of('name,', 'email'))).toEqual([{ rows: [], errors: [] }])
    await expect(all(of())).rejects.toThrow(CsvFormatError)
  })
})
