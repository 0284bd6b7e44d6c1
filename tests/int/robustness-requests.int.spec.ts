/**
 * Bad requests of every kind against the public and admin endpoints (docs/product.md › The /api contract,
 * src/app/api, and Payload's own login): JSON bodies, paths, query strings and ids, methods, session cookies and
 * headers, over real HTTP against the built app. None may answer 5xx, hang (every request has a deadline), or change
 * stored data it should not: the row counts of every collection are compared before and after each case. Strings
 * that look like attacks are stored as the plain text they are, once.
 */
import { describe, expect, it } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { counts, expectRefused, raw, send } from '../helpers/refused-requests'

signedInAdmin()

const enquiry = {
  name: 'Ana Pérez',
  email: 'ana@colegio.es',
  organization: 'IES Goya',
  contactType: 'school',
  destination: 'porto',
  message: 'A message that is long enough.',
  privacyConsent: true,
}

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
