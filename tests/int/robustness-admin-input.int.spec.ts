/**
 * Bad input from a signed-in admin (docs/product.md › The /api contract, src/app/api): campaign bodies and CSV
 * uploads of every kind (odd encodings, formula cells, broken multipart, huge files), over real HTTP against the
 * built app. None may answer 5xx, hang (every request has a deadline), or change stored data it should not: the row
 * counts of every collection are compared before and after each case, and an import's report is what it stored.
 */
import { describe, expect, it } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { csvUpload } from '../helpers/http'
import { campaign, counts, DEADLINE_MS, expectRefused, raw, send } from '../helpers/refused-requests'

signedInAdmin()

describe('admin JSON bodies', () => {
  it.each([
    ['a number as the name', { ...campaign, name: 5 }, 'name'],
    ['recipients as a string', { ...campaign, recipients: '1,2,3' }, 'recipients'],
    ['string recipient ids', { ...campaign, recipients: ['1'] }, 'recipients'],
    ['negative recipient ids', { ...campaign, recipients: [-1] }, 'recipients'],
    ['recipient ids beyond 32 bits', { ...campaign, recipients: [99_999_999_999] }, 'recipients'],
    ['a NUL character in the content', { ...campaign, htmlContent: '<p>Hello\u0000 schools</p>' }, 'htmlContent'],
    ['a server-owned field (totalRecipients)', { ...campaign, totalRecipients: 5 }, 'totalRecipients'],
    ['an impossible date', { ...campaign, scheduledAt: '2026-02-30T25:61:00Z' }, 'scheduledAt'],
  ])('POST /api/email-campaigns with %s', async (_, body, field) => {
    const before = await counts()
    expectRefused(await raw('/api/email-campaigns', JSON.stringify(body), 'application/json', { cookie }), 400, field)
    expect(await counts()).toEqual(before)
  })

  it('POST /api/email-campaigns with 2 MB of HTML is a 413', async () => {
    const before = await counts()
    const result = await raw(
      '/api/email-campaigns',
      JSON.stringify({ ...campaign, htmlContent: 'x'.repeat(2 * 1024 * 1024) }),
      'application/json',
      { cookie },
    )
    expectRefused(result, 413, 'body')
    expect(await counts()).toEqual(before)
  })
})

describe('CSV uploads', () => {
  const schools = '/api/schools/upload-csv'
  const subscribers = '/api/newsletter/upload-csv'

  it('a BOM, CRLF line ends, semicolons and empty lines are read as one would expect', async () => {
    const csv = '\uFEFFname;email;country\r\n\r\nCEIP Robusto;robusto@ceip.es;Spain\r\n\r\n;\r\n'
    const before = await counts()
    const result = await csvUpload(schools, csv, cookie)
    expect(result.status).toBe(200)
    const report = await result.json()
    expect(report.count).toBe(1)
    expect((await counts()).schools).toBe(before.schools + 1)
  })

  it('formula cells are stored as the text they are, not run', async () => {
    const csv = 'email,name,school\nformula.robust@x.es,"=cmd|\' /C calc\'!A0",@SUM(1+1)\n'
    const result = await csvUpload(subscribers, csv, cookie)
    expect(result.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: 'formula.robust@x.es' } },
    })
    expect(docs[0]).toMatchObject({ name: "=cmd|' /C calc'!A0", school: '@SUM(1+1)' })
  })

  it.each([
    ['duplicate headers', 'email,email,name\ndup.header@x.es,other@x.es,Dup\n'],
    ['only a header', 'email,name\n'],
    ['an unclosed quote', 'email,name\n"unclosed@x.es,Never closed\nnext@x.es,Next\n'],
    ['more cells than headers', 'email\nextra.cells@x.es,one,two,three\n'],
    ['a 200 KB cell', `email,name\nlong.cell@x.es,${'n'.repeat(200_000)}\n`],
    [
      '1,000 labels in one row',
      `name,email,labels\nMany Labels,labels@x.es,${Array.from({ length: 1000 }, (_, i) => `l${i}`).join(';')}\n`,
    ],
    [
      'SQL in every cell',
      'name,email,country\n"x\'); DROP TABLE schools; --",sql.cell@x.es,"\'; DELETE FROM schools; --"\n',
    ],
    ['CR-only line ends', 'email,name\rcr.only@x.es,Old Mac\r'],
    ['a tab-separated file', 'email\tname\ntabs@x.es\tTab\n'],
  ])('%s: answered without a 5xx, and the report is what was stored', async (name, csv) => {
    const targets = [
      [schools, 'schools'],
      [subscribers, 'newsletter-subscriptions'],
    ] as const
    for (const [path, collection] of targets) {
      const before = (await payload.count({ collection })).totalDocs
      const res = await csvUpload(path, csv, cookie)
      expect(res.status, await res.clone().text()).toBeLessThan(500)
      const after = (await payload.count({ collection })).totalDocs
      if (res.status !== 200) {
        expect(after, `${path}: a refused file stores nothing`).toBe(before)
        continue
      }
      const report = (await res.json()) as { count: number; skipped: number; errors: Array<{ row: number }> }
      expect(after - before, `${path}: count is the rows stored`).toBe(report.count)
      expect(report.skipped).toBe(report.errors.length)
      for (const error of report.errors) expect(error.row).toBeGreaterThanOrEqual(2)
    }
    if (name === 'SQL in every cell') {
      // Stored as the text it is: the table is still there and the school carries the SQL verbatim.
      const stored = await payload.find({ collection: 'schools', where: { email: { equals: 'sql.cell@x.es' } } })
      expect(stored.docs.map((d) => [d.name, d.country])).toEqual([
        ["x'); DROP TABLE schools; --", "'; DELETE FROM schools; --"],
      ])
    }
  })

  it.each([
    ['an empty file', '', 'list.csv', 'text/csv', 400],
    [
      'a Latin-1 file',
      new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x6a, 0x6f, 0x73, 0xe9, 0x40, 0x78, 0x2e, 0x65, 0x73, 0x0a]),
      'list.csv',
      'text/csv',
      400,
    ],
    ['a NUL byte', 'email\nnul\u0000@x.es\n', 'list.csv', 'text/csv', 415],
    ['an executable named .exe', 'MZ\u0090', 'run.exe', 'application/octet-stream', 415],
  ])('%s is refused and stores nothing', async (_, body, name, type, status) => {
    const before = await counts()
    for (const path of [schools, subscribers]) {
      const res = await csvUpload(path, body as string, cookie, name, type)
      expectRefused({ status: res.status, body: await res.json() }, status as number, 'csvFile')
    }
    expect(await counts()).toEqual(before)
  })

  it('a 50 MB upload is refused with 413 quickly and stores nothing', async () => {
    const before = await counts()
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x61)
    const started = Date.now()
    const result = await send(schools, {
      method: 'POST',
      cookie,
      body: (() => {
        const form = new FormData()
        form.append('csvFile', new Blob([big], { type: 'text/csv' }), 'huge.csv')
        return form
      })(),
    }).catch((error: Error) => ({
      status: 413,
      body: { errors: [{ field: 'csvFile', message: String(error) }] },
      headers: new Headers(),
    }))
    expectRefused(result, 413)
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS)
    expect(await counts()).toEqual(before)
  })

  it.each([
    [
      'a broken multipart boundary',
      '--nope\r\nContent-Disposition: form-data; name="csvFile"\r\n\r\nemail\r\n',
      'multipart/form-data; boundary=other',
      400,
    ],
    ['multipart without a boundary', 'email\nx@y.es\n', 'multipart/form-data', 400],
    [
      'the file as a plain text field',
      '--b\r\nContent-Disposition: form-data; name="csvFile"\r\n\r\nemail\nx@y.es\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
      400,
    ],
    ['JSON instead of multipart', '{"csvFile":"email\\nx@y.es"}', 'application/json', 415],
  ])('%s is refused', async (_, body, type, status) => {
    const before = await counts()
    for (const path of [schools, subscribers]) {
      expectRefused(await raw(path, body, type, { cookie }), status, 'csvFile')
    }
    expect(await counts()).toEqual(before)
  })

  it('two files in one upload: only the csvFile field is read, once', async () => {
    const form = new FormData()
    form.append('csvFile', new Blob(['email\ntwo.files.a@x.es\n'], { type: 'text/csv' }), 'a.csv')
    form.append('csvFile', new Blob(['email\ntwo.files.b@x.es\n'], { type: 'text/csv' }), 'b.csv')
    const result = await send(subscribers, { method: 'POST', cookie, body: form })
    expect(result.status).toBe(200)
    expect((result.body as { count: number }).count).toBe(1)
  })
})
