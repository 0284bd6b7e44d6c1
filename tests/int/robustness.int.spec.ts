/**
 * Bad input of every kind against every public and admin endpoint (docs/product.md › The /api contract, src/app/api, and Payload's
 * own login), over real HTTP against the built app. None may answer 5xx, hang (every request has a
 * deadline), or change stored data it should not: the row counts of every collection are compared
 * before and after each case.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminCookie, api, csvUpload, freshIp, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

const DEADLINE_MS = 20_000
const collections = ['contacts', 'newsletter-subscriptions', 'schools', 'email-campaigns', 'users'] as const
type Counts = Record<(typeof collections)[number], number>

async function counts(): Promise<Counts> {
  const entries = await Promise.all(
    collections.map(
      async (c) => [c, (await payload.count({ collection: c, trash: c === 'contacts' } as never)).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries) as Counts
}

/** Sends a request with a deadline; returns the status and the parsed JSON body (or text). */
async function send(path: string, init: Parameters<typeof api>[1] = {}) {
  const res = await api(path, { ...init, signal: AbortSignal.timeout(DEADLINE_MS) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body, headers: res.headers }
}

const raw = (path: string, body: BodyInit, contentType = 'application/json', extra: Parameters<typeof api>[1] = {}) =>
  send(path, {
    method: 'POST',
    body,
    ...extra,
    headers: { 'Content-Type': contentType, ...(extra.headers as Record<string, string>) },
  })

/** Expects a 4xx JSON error (never 5xx) and, when given, the field it names. */
function expectRefused(result: { status: number; body: unknown }, status?: number, field?: string) {
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBeGreaterThanOrEqual(400)
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBeLessThan(500)
  if (status) expect(result.status).toBe(status)
  if (field) {
    const fields = (result.body as { errors: Array<{ field: string }> }).errors.map((e) => e.field)
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`)),
      fields.join(', '),
    ).toBe(true)
  }
}

const enquiry = {
  name: 'Ana Pérez',
  email: 'ana@colegio.es',
  organization: 'IES Goya',
  contactType: 'school',
  destination: 'porto',
  message: 'A message that is long enough.',
  privacyConsent: true,
}
const campaign = { name: 'Robust', subject: 'Subject', htmlContent: '<p>Hello schools</p>' }

const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])

/** [kind, method, path, body, content type, expected status, field] — all must store nothing. */
type Case = [string, string, string, BodyInit | undefined, string | undefined, number, string | undefined]

const publicJsonEndpoints = ['/api/contacts', '/api/newsletter', '/api/admin/login']

const bodyCases: Case[] = publicJsonEndpoints.flatMap((path): Case[] => [
  ['an empty body', 'POST', path, '', 'application/json', 400, 'body'],
  ['malformed JSON', 'POST', path, '{"name": "Ana",', 'application/json', 400, 'body'],
  ['a JSON array', 'POST', path, '[1,2,3]', 'application/json', 400, undefined],
  ['JSON null', 'POST', path, 'null', 'application/json', 400, undefined],
  ['a bare JSON string', 'POST', path, '"hello"', 'application/json', 400, undefined],
  ['an empty object (every field missing)', 'POST', path, '{}', 'application/json', 400, undefined],
  ['invalid UTF-8 bytes', 'POST', path, invalidUtf8, 'application/json', 400, 'body'],
  ['a UTF-8 byte order mark before the JSON', 'POST', path, '\uFEFF{}', 'application/json', 400, undefined],
  [
    'a form-encoded body',
    'POST',
    path,
    'name=Ana&email=ana%40colegio.es',
    'application/x-www-form-urlencoded',
    400,
    'body',
  ],
  ['a 1 MB body', 'POST', path, JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), 'application/json', 413, 'body'],
  [
    'JSON nested 20,000 levels deep',
    'POST',
    path,
    '['.repeat(20_000) + ']'.repeat(20_000),
    'application/json',
    400,
    undefined,
  ],
  [
    'prototype pollution keys',
    'POST',
    path,
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
    'application/json',
    400,
    undefined,
  ],
])

const contactCases: Array<[string, Record<string, unknown>, string]> = [
  ['name as a number', { ...enquiry, name: 12345 }, 'name'],
  ['email as an array', { ...enquiry, email: ['ana@colegio.es'] }, 'email'],
  ['consent as the string "true"', { ...enquiry, privacyConsent: 'true' }, 'privacyConsent'],
  ['consent as 1', { ...enquiry, privacyConsent: 1 }, 'privacyConsent'],
  ['an unknown contact type', { ...enquiry, contactType: 'admin' }, 'contactType'],
  ['a server-owned field (processed)', { ...enquiry, processed: true }, 'processed'],
  ['an id chosen by the client', { ...enquiry, id: 1 }, 'id'],
  ['an unknown locale', { ...enquiry, locale: 'fr' }, 'locale'],
  ['a 300-character email', { ...enquiry, email: `${'a'.repeat(290)}@colegio.es` }, 'email'],
  ['a header-injection email', { ...enquiry, email: 'ana@colegio.es\r\nBcc: everyone@example.com' }, 'email'],
  ['a name of 20,000 characters', { ...enquiry, name: 'A'.repeat(20_000) }, 'name'],
  ['a NUL character in the name', { ...enquiry, name: 'Ana\u0000Pérez' }, 'name'],
  ['a NUL character in the message', { ...enquiry, message: 'Hello there\u0000, a message' }, 'message'],
  ['only whitespace in the message', { ...enquiry, message: ' '.repeat(50) }, 'message'],
  ['an object as the destination', { ...enquiry, destination: { $ne: null } }, 'destination'],
]

const newsletterCases: Array<[string, Record<string, unknown>, string]> = [
  ['the staff-only source csv-upload', { email: 'x@colegio.es', source: 'csv-upload', privacyConsent: true }, 'source'],
  ['email as a number', { email: 42, source: 'footer' }, 'email'],
  ['a NUL character in the email', { email: 'x\u0000@colegio.es', source: 'footer' }, 'email'],
  ['consent as a string', { email: 'x@colegio.es', source: 'popup', privacyConsent: 'yes' }, 'privacyConsent'],
  ['an extra field', { email: 'x@colegio.es', source: 'footer', name: 'X' }, 'name'],
]

const loginCases: Array<[string, Record<string, unknown>, number]> = [
  ['a query object as the username', { username: { $ne: null }, password: 'x' }, 400],
  ['a number as the password', { username: 'staff@test.example', password: 12345 }, 400],
  ['SQL in the username', { username: "' OR '1'='1' --", password: "' OR '1'='1" }, 401],
  ['a NUL character in the username', { username: 'staff@test.example\u0000', password: 'x' }, 400],
  ['a 1,001-character password', { username: 'staff@test.example', password: 'p'.repeat(1001) }, 400],
]

describe('JSON bodies the public endpoints refuse', () => {
  it.each(bodyCases)('%s to %s %s', async (_, method, path, body, type, status, field) => {
    const before = await counts()
    const result = await raw(path, body as BodyInit, type, { method })
    expectRefused(result, status, field)
    expect(await counts()).toEqual(before)
  })

  it.each(contactCases)('POST /api/contacts with %s', async (_, body, field) => {
    const before = await counts()
    expectRefused(await raw('/api/contacts', JSON.stringify(body)), 400, field)
    expect(await counts()).toEqual(before)
  })

  it.each(newsletterCases)('POST /api/newsletter with %s', async (_, body, field) => {
    const before = await counts()
    expectRefused(await raw('/api/newsletter', JSON.stringify(body)), 400, field)
    expect(await counts()).toEqual(before)
  })

  it.each(loginCases)('POST /api/admin/login with %s', async (_, body, status) => {
    const result = await raw('/api/admin/login', JSON.stringify(body))
    expectRefused(result, status)
    expect(result.headers.get('set-cookie')).toBeNull()
  })

  it("Payload's own login refuses malformed and hostile bodies without a 5xx", async () => {
    for (const body of [
      '{"email":',
      '[]',
      '{"email":{"$ne":null},"password":"x"}',
      JSON.stringify({ email: 'staff@test.example\u0000', password: 'x' }),
    ]) {
      const result = await raw('/api/cms/users/login', body)
      expectRefused(result)
    }
  })
})

describe('strings that look like attacks are stored as plain text, once', () => {
  it.each([
    ['SQL', "Robert'); DROP TABLE contacts; --"],
    ['a script tag', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
    ['template and shell syntax', '{{7*7}} ${7*7} $(rm -rf /) `id`'],
    ['right-to-left and zero-width characters', 'Ana\u202Eevil\u200B Pérez'],
  ])('a name with %s', async (_, name) => {
    const before = await counts()
    const result = await raw(
      '/api/contacts',
      JSON.stringify({ ...enquiry, name, email: `robust.${Date.now()}@colegio.es` }),
    )
    expect(result.status).toBe(201)
    expect((await counts()).contacts).toBe(before.contacts + 1)
    const { docs } = await payload.find({ collection: 'contacts', where: { name: { equals: name } }, limit: 2 })
    expect(docs).toHaveLength(1)
  })
})

describe('paths and query strings', () => {
  it.each([
    ['a path-traversal slug', '/api/blog/..%2F..%2F..%2Fetc%2Fpasswd', 404],
    ['a dot slug', '/api/blog/...', 404],
    ['a NUL in the slug', '/api/blog/erasmus%00', 404],
    ['SQL in the slug', "/api/blog/x'%20OR%20'1'='1", 404],
    ['a 10,000-character slug', `/api/blog/${'a'.repeat(10_000)}`, 404],
    ['a non-ASCII slug', '/api/blog/%C3%B1o%F0%9F%98%80', 404],
    ['a padded locale', '/api/blog?locale=EN%20', 400],
    ['a NUL locale', '/api/testimonials/featured/all?locale=%00', 400],
    ['traversal into the API', '/api/../../etc/passwd', 404],
    ['an unknown API path', '/api/contacts/1/explode', 404],
  ])('GET with %s', async (_, path, status) => {
    expectRefused(await send(path), status)
  })

  it.each([
    ['a word', 'abc', 400],
    ['a fraction', '1.5', 400],
    ['hexadecimal', '0x10', 400],
    ['an exponent', '1e3', 400],
    ['a negative number', '-1', 400],
    ['SQL', '1%3BDROP%20TABLE%20contacts', 400],
    ['a number beyond the 32-bit ids', '99999999999', 400],
    ['the largest 32-bit id', '2147483647', 404],
  ])('contact and subscriber ids: %s', async (_, id, status) => {
    const before = await counts()
    for (const [method, path] of [
      ['PATCH', `/api/contacts/${id}/process`],
      ['PUT', `/api/contacts/${id}/trash`],
      ['PUT', `/api/contacts/${id}/restore`],
      ['DELETE', `/api/newsletter/${id}`],
    ]) {
      expectRefused(await send(path, { method, cookie }), status)
    }
    expect(await counts()).toEqual(before)
  })

  it.each([
    ['PUT', '/api/contacts'],
    ['DELETE', '/api/blog'],
    ['PATCH', '/api/newsletter'],
    ['POST', '/api/schools'],
    ['GET', '/api/admin/logout'],
  ])('a method the endpoint does not have: %s %s', async (method, path) => {
    const before = await counts()
    expectRefused(await send(path, { method, cookie }))
    expect(await counts()).toEqual(before)
  })
})

describe('cookies and headers', () => {
  it.each([
    ['garbage', 'payload-token=%%%not-a-jwt%%%'],
    ['an 8 KB token', `payload-token=${'a'.repeat(8000)}`],
    [
      'a token signed with another secret',
      'payload-token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJl',
    ],
    [
      'an alg=none token',
      'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwicm9sZSI6ImFkbWluIn0.',
    ],
  ])('a session cookie with %s is a 401', async (_, badCookie) => {
    expectRefused(await send('/api/contacts', { cookie: badCookie }), 401, 'session')
  })

  it('a 100-hop X-Forwarded-For and an odd Host header are harmless', async () => {
    const hops = Array.from({ length: 100 }, (_, i) => `10.0.${i}.1`).join(', ')
    const result = await send('/api/blog', { ip: hops })
    expect(result.status).toBe(200)
  })
})

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

describe('a stranger cannot act as a signed-in admin from another site (CSRF)', () => {
  const evil = 'https://evil.example'
  const crossSite = (path: string, body: BodyInit, type?: string) =>
    send(path, {
      method: 'POST',
      cookie,
      origin: evil,
      body,
      headers: type ? { 'Content-Type': type } : undefined,
    })

  it('form posts with the admin cookie from another origin do nothing', async () => {
    const before = await counts()
    const form = new FormData()
    form.append('csvFile', new Blob(['email\ncsrf.victim@x.es\n'], { type: 'text/csv' }), 'list.csv')
    const attempts = [
      await crossSite('/api/email-campaigns', JSON.stringify(campaign), 'text/plain'),
      await crossSite(
        '/api/email-campaigns',
        'name=CSRF&subject=x&htmlContent=%3Cp%3Ehello+world%3C%2Fp%3E',
        'application/x-www-form-urlencoded',
      ),
      await crossSite('/api/newsletter/upload-csv', form),
      await crossSite('/api/admin/logout', ''),
      await crossSite(
        '/api/cms/users',
        'email=intruder%40evil.example&password=intruder-pass&role=admin',
        'application/x-www-form-urlencoded',
      ),
      await crossSite(
        '/api/cms/users',
        JSON.stringify({ email: 'intruder@evil.example', password: 'intruder-pass', role: 'admin' }),
        'text/plain',
      ),
    ]
    for (const result of attempts) expect([401, 403]).toContain(result.status)
    expect(await counts()).toEqual(before)
    // The forged logout did not end the real session.
    expect((await send('/api/admin/check', { cookie })).status).toBe(200)
  })

  it('the same requests from the site itself work (the test is not vacuous)', async () => {
    const result = await send('/api/email-campaigns', {
      method: 'POST',
      cookie,
      body: JSON.stringify(campaign),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(result.status).toBe(201)
  })
})

describe('login throttle', () => {
  it('after 5 failures for one email from one address, that address gets 423 for it on both login routes', async () => {
    const email = `throttle.${Date.now()}@test.example`
    await payload.create({
      collection: 'users',
      data: { email, password: 'right-password-123', role: 'admin', name: 'Throttled' },
    })
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      expect((await postJson('/api/admin/login', { username: email, password: 'wrong' }, { ip })).status).toBe(401)
    }
    const locked = await postJson('/api/admin/login', { username: email, password: 'right-password-123' }, { ip })
    expect(locked.status).toBe(423)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Payload's own login route counts the same failures.
    const cms = await postJson('/api/cms/users/login', { email, password: 'right-password-123' }, { ip })
    expect(cms.status).toBe(423)
    // Staff signing in from another address are not affected.
    expect((await postJson('/api/admin/login', { username: email, password: 'right-password-123' })).status).toBe(200)
  })

  it('a successful sign-in clears the failures of its address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 4; i++)
      await postJson('/api/admin/login', { username: inject('admin').email, password: 'wrong' }, { ip })
    expect(
      (
        await postJson(
          '/api/admin/login',
          { username: inject('admin').email, password: inject('admin').password },
          { ip },
        )
      ).status,
    ).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect(
        (await postJson('/api/admin/login', { username: inject('admin').email, password: 'wrong' }, { ip })).status,
      ).toBe(401)
    }
  })
})
