import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, csvUpload, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { testPayload } from '../helpers/payload'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

describe('POST /api/newsletter/upload-csv', () => {
  it('imports valid rows and reports the rest, keeping quoted commas, UTF-8, BOM and CRLF', async () => {
    // A subscriber already on the list: signed up and confirmed from their inbox.
    await confirmedSignup(payload, { email: 'already@school.es', source: 'footer' })
    const csv =
      '\uFEFFemail,name,school\r\n' +
      'maria@colegio.es,María José,"Colegio San José, Madrid"\r\n' +
      '\r\n' +
      'not-an-email,Bad,Row\r\n' +
      'MARIA@colegio.es,Dup,In file\r\n' +
      'Already@School.es,Stored,Before\r\n' +
      'jan@szkola.pl,Jan,Szkoła w Krakowie\r\n' +
      'formula@x.es,=cmd(),@SUM(A1)\r\n'
    const res = await csvUpload('/api/newsletter/upload-csv', csv, cookie)
    expect(res.status).toBe(200)
    const report = await res.json()
    expect(report.count).toBe(3)
    expect(report.skipped).toBe(3)
    expect(report.errors.map((e: { row: number }) => e.row)).toEqual([4, 5, 6])
    expect(report.errors[0].message).toContain('valid email')

    const { docs } = await payload.find({
      collection: 'newsletter-subscriptions',
      depth: 0,
      where: { email: { in: ['maria@colegio.es', 'jan@szkola.pl'] } },
      sort: 'email',
    })
    expect(docs.map((d) => [d.email, d.name, d.school, d.source])).toEqual([
      ['jan@szkola.pl', 'Jan', 'Szkoła w Krakowie', 'csv-upload'],
      ['maria@colegio.es', 'María José', 'Colegio San José, Madrid', 'csv-upload'],
    ])
    // Provable consent: the file, the importing admin and the time.
    expect(docs[0].consent).toMatchObject({ form: 'csv-import', importFile: 'list.csv' })
    expect(docs[0].consent?.at).toBeTruthy()
    expect(typeof docs[0].consent?.recordedBy).toBe('number')
    const formula = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: 'formula@x.es' } },
    })
    expect(formula.docs[0].name).toBe('=cmd()')
  })

  it('uploading the same file twice adds nothing the second time', async () => {
    const csv = 'email\ntwice@school.es\n'
    expect((await (await csvUpload('/api/newsletter/upload-csv', csv, cookie)).json()).count).toBe(1)
    const again = await (await csvUpload('/api/newsletter/upload-csv', csv, cookie)).json()
    expect(again).toMatchObject({ count: 0, skipped: 1 })
  })

  it('headers are case-sensitive: no email column is a 400 naming it', async () => {
    const res = await csvUpload('/api/newsletter/upload-csv', 'Email,Name\nx@y.es,X\n', cookie)
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors[0].field).toBe('csvFile')
    expect(errors[0].message).toContain('no email column')
  })

  it.each([
    ['a binary file', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), 'list.csv', 'text/csv', 415],
    ['a JSON file', '{"email":"x@y.es"}', 'list.json', 'application/json', 415],
    ['invalid UTF-8', new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe]), 'list.csv', 'text/csv', 400],
    ['a file over 16 MB', 'email\n' + 'x'.repeat(16 * 1024 * 1024 + 10), 'big.csv', 'text/csv', 413],
  ])('refuses %s', async (_, body, name, type, status) => {
    const res = await csvUpload('/api/newsletter/upload-csv', body as string, cookie, name, type)
    expect(res.status).toBe(status)
    expect((await res.json()).errors[0].field).toBe('csvFile')
  })

  it('refuses a request without the csvFile field or not multipart', async () => {
    const form = new FormData()
    form.append('other', new Blob(['email\na@b.es\n'], { type: 'text/csv' }), 'a.csv')
    expect((await api('/api/newsletter/upload-csv', { method: 'POST', body: form, cookie })).status).toBe(400)
    expect((await postJson('/api/newsletter/upload-csv', { csvFile: 'email' }, { cookie })).status).toBe(415)
  })
})

describe('POST /api/schools/upload-csv', () => {
  it('imports schools with labels, semicolon-delimited files too, and reports bad rows', async () => {
    const csv = [
      'name,email,country,city,contact_person,phone,website,labels',
      '"Liceo Scientifico ""Galilei""",info@galilei.it,Italy,Bari,Anna Rossi,+39 080 000,https://galilei.example,ka1;italy; partner',
      'Szkoła Podstawowa nr 12,SP12@Krakow.pl,Poland,Kraków,Jan Nowak,,,"poland;primary"',
      ',noname@school.es,Spain,Madrid,,,,',
      'Dup School,info@galilei.it,Italy,Bari,,,,',
    ].join('\n')
    const res = await csvUpload('/api/schools/upload-csv', csv, cookie, 'schools.csv')
    expect(res.status).toBe(200)
    const report = await res.json()
    expect(report).toMatchObject({ count: 2, skipped: 2 })
    expect(report.errors.map((e: { row: number }) => e.row)).toEqual([4, 5])

    const list = await (await api('/api/schools', { cookie })).json()
    const galilei = list.find((s: { email: string }) => s.email === 'info@galilei.it')
    expect(galilei).toMatchObject({
      name: 'Liceo Scientifico "Galilei"',
      country: 'Italy',
      city: 'Bari',
      contactPerson: 'Anna Rossi',
      labels: ['ka1', 'italy', 'partner'],
      // No language column: the default for the country.
      language: 'en',
    })
    const krakow = list.find((s: { email: string }) => s.email === 'sp12@krakow.pl')
    expect(krakow).toMatchObject({ city: 'Kraków', labels: ['poland', 'primary'], lastContacted: null })

    const semicolons = 'name;email;country\nCEIP Sol;sol@ceip.es;Spain\n'
    expect((await (await csvUpload('/api/schools/upload-csv', semicolons, cookie)).json()).count).toBe(1)
    const sol = (await (await api('/api/schools', { cookie })).json()).find(
      (s: { email: string }) => s.email === 'sol@ceip.es',
    )
    expect(sol.language).toBe('es')
  })

  it('records open-tracking consent from its column, with the time it was given, and skips a row that does not say', async () => {
    const csv = [
      'name,email,country,open_tracking_consent',
      'Colegio Sí,consent.yes@colegio.es,Spain,Sí',
      'Colegio No,consent.no@colegio.es,Spain,',
      'Colegio Quizá,consent.maybe@colegio.es,Spain,maybe',
    ].join('\n')
    const before = Date.now()
    const report = await (await csvUpload('/api/schools/upload-csv', csv, cookie)).json()
    expect(report).toMatchObject({ count: 2, skipped: 1 })
    expect(report.errors).toEqual([
      expect.objectContaining({ row: 4, message: expect.stringMatching(/open_tracking_consent/) }),
    ])
    const found = await payload.find({
      collection: 'schools',
      where: { email: { in: ['consent.yes@colegio.es', 'consent.no@colegio.es'] } },
      sort: 'email',
    })
    const [no, yes] = found.docs
    expect(yes).toMatchObject({ email: 'consent.yes@colegio.es', openTrackingConsent: true })
    expect(new Date(yes!.openTrackingConsentAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(no).toMatchObject({
      email: 'consent.no@colegio.es',
      openTrackingConsent: false,
      openTrackingConsentAt: null,
    })
  })

  it('answers a staff member whose admin is in Spanish in Spanish: the skipped rows and a refused file', async () => {
    // Payload keeps the admin language in this cookie; the staff screens show the server's messages as they come.
    const spanish = `${cookie}; payload-lng=es`
    const csv = [
      'name,email,open_tracking_consent',
      'Colegio Idioma,idioma.es@colegio.es,',
      'Colegio Idioma bis,IDIOMA.es@colegio.es,',
      'Colegio Quizá,quiza.es@colegio.es,quizá',
    ].join('\n')
    const report = await (await csvUpload('/api/schools/upload-csv', csv, spanish)).json()
    expect(report).toMatchObject({ count: 1, skipped: 2 })
    expect(report.errors).toEqual([
      { row: 3, message: 'Repite una fila anterior (idioma.es@colegio.es)' },
      { row: 4, message: 'open_tracking_consent: Debe ser yes o no (vacía: no)' },
    ])
    // The same file again: the school is stored now; in English for a screen in English.
    const english = await (await csvUpload('/api/schools/upload-csv', csv, cookie)).json()
    expect(english.errors.map((e: { message: string }) => e.message)).toEqual([
      'A school with this email already exists (idioma.es@colegio.es)',
      'Duplicate of an earlier row (idioma.es@colegio.es)',
      'open_tracking_consent: Must be yes or no (empty: no)',
    ])
    const again = await (await csvUpload('/api/schools/upload-csv', csv, spanish)).json()
    expect(again.errors[0]).toEqual({
      row: 2,
      message: 'Ya hay un centro con este correo electrónico (idioma.es@colegio.es)',
    })

    const noColumn = await csvUpload('/api/schools/upload-csv', 'nombre,correo\nx,y\n', spanish)
    expect(noColumn.status).toBe(400)
    expect((await noColumn.json()).errors[0].message).toMatch(/^El CSV no tiene la columna name, email/)
    const notCsv = await csvUpload('/api/schools/upload-csv', '{}', spanish, 'list.json', 'application/json')
    expect(notCsv.status).toBe(415)
    expect((await notCsv.json()).errors).toEqual([{ field: 'csvFile', message: 'Seleccione un archivo CSV válido.' }])
  })

  it('imports 10,000 rows in one request, every one stored once', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `School ${i},bulk${i}@schools.example,Spain,Madrid,Head ${i},,,bulk;row${i % 7}`,
    )
    const res = await csvUpload(
      '/api/schools/upload-csv',
      ['name,email,country,city,contact_person,phone,website,labels', ...rows].join('\n'),
      cookie,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ count: 10_000, skipped: 0 })
    const { totalDocs } = await payload.count({ collection: 'schools', where: { email: { like: '@schools.example' } } })
    expect(totalDocs).toBe(10_000)
    const one = await payload.find({ collection: 'schools', where: { email: { equals: 'bulk42@schools.example' } } })
    expect(one.docs[0].labels).toEqual(['bulk', 'row0'])
  })

  it('a file without name or email columns is a 400', async () => {
    const res = await csvUpload('/api/schools/upload-csv', 'school,mail\nX,x@y.es\n', cookie)
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toMatch(/no name, email column/)
  })
})
