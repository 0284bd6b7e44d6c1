/**
 * Anonymous bad requests never answer 5xx: every route of Payload's REST API under /api/cms (each collection,
 * its id routes, versions, access, the auth and upload routes, globals) and every route under src/app/api,
 * with the probe's inputs and a few hundred generated ones — ids, query operators on every field,
 * pagination, encodings and methods — and every server action of the build, forged, undecodable or cross-site,
 * posted to admin and public pages. Each answer must be below 500 and carry the security headers.
 * Requests go a few at a time, each from its own address so the anonymous budget does not decide the answer.
 */
import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

type Probe = {
  method: string
  path: string
  body?: string
  type?: string
  headers?: Record<string, string>
  origin?: string
}

const badIds = [
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%ff',
  '%c0%af',
  '%252e',
  'distinct',
  'abc',
  "1'--",
  '%20',
  'a'.repeat(300),
]
const badValues = ['NaN', 'abc', '', '%00', '2020-13-45', '-1e400', '1,x', '%ff', '{}', 'a'.repeat(2000)]
const operators = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
  'bogus',
]
const pagination = [
  'page=-5',
  'page=0',
  'page=abc',
  'page=1e99',
  'limit=-1',
  'limit=abc',
  'limit=100000000',
  'limit=0',
  'depth=-1',
  'depth=999',
  'depth=abc',
  'sort=%00',
  'sort=-nonexistent',
  'pagination=false',
  'locale=%00',
  'locale=zz',
  'draft=abc',
  'select[nope]=true',
  'where=abc',
  'where[or]=x',
  'where[and][0]=x',
  'where[title]=x',
  'where[nope][equals]=x',
  'where[title.en][like]=x',
  'where[id][equals][0][x]=1',
  '%ff=1',
  'a=%ff',
]

function probes(): Probe[] {
  const list: Probe[] = []
  const add = (
    method: string,
    path: string,
    body?: string,
    type = 'application/json',
    headers?: Record<string, string>,
  ) => list.push({ method, path, body, type, headers })

  // Payload's REST API: every collection, internal ones included.
  // Anonymous clients can read the public collections, so their requests reach the database: those get every
  // input; the others (Payload refuses a stranger before any query) a sample.
  const publicCollections = ['blog-posts', 'testimonials', 'media']
  for (const c of payload.config.collections) {
    const full = publicCollections.includes(c.slug)
    const base = `/api/cms/${c.slug}`
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT']) add(method, base)
    add('GET', `${base}/count`)
    add('GET', `${base}/versions`)
    add('GET', `${base}/versions/1`)
    add('POST', `${base}/versions/1`)
    add('POST', `${base}/access`)
    add('POST', `${base}/access/1`)
    add('POST', `${base}/1/duplicate`)
    add('POST', base, '{"title": ')
    add('PATCH', `${base}/1`, '[]')
    for (const id of badIds.slice(0, full ? 8 : 3)) {
      for (const method of ['GET', 'PATCH', 'DELETE']) add(method, `${base}/${id}`)
      add('POST', `${base}/access/${id}`)
      add('GET', `${base}/versions/${id}`)
    }
    for (const query of full ? pagination : pagination.slice(0, 4)) add('GET', `${base}?${query}`)
    // Every field with every operator, each with a value that does not fit some type.
    const fields = [...c.flattenedFields.map((f) => f.name), 'id']
    let n = 0
    for (const field of fields) {
      for (const operator of operators) {
        const value = badValues[n++ % badValues.length]
        if (c.slug === 'blog-posts' || (full && n % 3 === 0) || n % 17 === 0) {
          add('GET', `${base}?where[${field}][${operator}]=${value}`)
        }
      }
    }
    add('GET', `${base}?where[or][0][title][near]=1,2&where[or][1][id][equals]=NaN`)
    add('DELETE', `${base}?where[id][in]=NaN,1`)
    add('PATCH', `${base}?where[createdAt][greater_than]=yesterday`, '{}')
  }
  for (const id of badIds) add('GET', `/api/cms/blog-posts/${id}`)
  for (const query of pagination) add('GET', `/api/cms/testimonials?${query}`)

  // Auth and upload routes.
  for (const route of [
    'login',
    'logout',
    'refresh-token',
    'forgot-password',
    'reset-password',
    'unlock',
    'first-register',
    'verify/abc',
    'verify/%ff',
  ]) {
    add('POST', `/api/cms/users/${route}`)
    add('POST', `/api/cms/users/${route}`, '{"email": ["x"], "password": {"$gt": ""}}')
    add('POST', `/api/cms/users/${route}`, 'not json')
  }
  add('GET', '/api/cms/users/me')
  add('GET', '/api/cms/users/init')
  add('GET', '/api/cms/users/1/api-key/reveal')
  for (const name of ['nonexistent.png', '..%2f..%2fetc%2fpasswd', '%00', '%ff', 'a'.repeat(400)]) {
    add('GET', `/api/cms/media/file/${name}`)
  }
  add('GET', '/api/cms/media/paste-url/1?src=http://127.0.0.1:1/')
  add('POST', '/api/cms/media', '--x\r\n', 'multipart/form-data; boundary=x')
  // The routes a stranger may post Payload's multipart sign-in form to: truncated, without a boundary, too large.
  // Too large is just over the form's 16 KB: a body of megabytes gets its 413 while still being sent, and the
  // connection it is cut off on would fail the other requests queued on it in this sweep.
  const hugePart = `--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${'a'.repeat(20_000)}\r\n--x--\r\n`
  for (const route of ['login', 'forgot-password', 'reset-password', 'first-register', 'unlock', 'logout']) {
    add('POST', `/api/cms/users/${route}`, '--x\r\n', 'multipart/form-data; boundary=x')
    add('POST', `/api/cms/users/${route}`, '--x\r\n', 'multipart/form-data')
    add(
      'POST',
      `/api/cms/users/${route}`,
      '--x\r\nContent-Disposition: form-data\r\n\r\n',
      'multipart/form-data; boundary=x',
    )
    add('POST', `/api/cms/users/${route}`, hugePart, 'multipart/form-data; boundary=x')
  }

  // Globals and the root.
  for (const g of payload.config.globals) {
    for (const suffix of ['', '/access', '/versions', '/versions/NaN']) {
      add('GET', `/api/cms/globals/${g.slug}${suffix}`)
      add('POST', `/api/cms/globals/${g.slug}${suffix}`, '{}')
    }
  }
  add('GET', '/api/cms/globals/nope')
  add('GET', '/api/cms/access')
  add('POST', '/api/cms/graphql', '{"query": "{')
  add('GET', '/api/cms/graphql-playground')
  add('GET', '/api/cms/nope')
  add('GET', '/api/cms/%ff')

  // Our /api contract (src/app/api), bad ids, bodies and encodings.
  const ours: Array<[string, string]> = [
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/check'],
    ['GET', '/api/health'],
    ['GET', '/api/blog'],
    ['GET', '/api/blog/{id}'],
    ['GET', '/api/unsubscribe'],
    ['POST', '/api/unsubscribe'],
    ['GET', '/api/testimonials/featured/all'],
    ['GET', '/api/contacts'],
    ['POST', '/api/contacts'],
    ['GET', '/api/contacts/school'],
    ['GET', '/api/contacts/erasmus'],
    ['PATCH', '/api/contacts/{id}/process'],
    ['PUT', '/api/contacts/{id}/restore'],
    ['PUT', '/api/contacts/{id}/trash'],
    ['GET', '/api/contacts/trashed/all'],
    ['PATCH', '/api/contacts/{id}'],
    ['POST', '/api/contacts/{id}/notes'],
    ['POST', '/api/contacts/{id}/reply'],
    ['GET', '/api/contacts/{id}/timeline'],
    ['GET', '/api/staff'],
    ['POST', '/api/staff/invite'],
    ['GET', '/api/email-campaigns'],
    ['POST', '/api/email-campaigns'],
    ['GET', '/api/email-campaigns/{id}'],
    ['POST', '/api/email-campaigns/{id}/cancel'],
    ['POST', '/api/email-campaigns/{id}/schedule'],
    ['GET', '/api/email-campaigns/{id}/recipients'],
    ['POST', '/api/email-campaigns/{id}/send'],
    ['GET', '/api/schools'],
    ['POST', '/api/schools/upload-csv'],
    ['POST', '/api/privacy/export'],
    ['POST', '/api/privacy/lookup'],
    ['POST', '/api/privacy/erase'],
    ['GET', '/api/newsletter'],
    ['POST', '/api/newsletter'],
    ['DELETE', '/api/newsletter/{id}'],
    ['POST', '/api/newsletter/upload-csv'],
    ['POST', '/api/internal/site-changed'],
    ['GET', '/api/nope/{id}'],
  ]
  for (const [method, template] of ours) {
    const ids = template.includes('{id}') ? ['NaN', '2147483648', '%00', '%ff', '%c0%af', 'distinct'] : ['']
    for (const id of ids) {
      const path = template.replace('{id}', id)
      add(method, path)
      add(method === 'GET' ? 'DELETE' : 'GET', path)
      if (method !== 'GET') {
        add(method, path, '{"email": ')
        add(method, path, '%ff', 'application/x-www-form-urlencoded')
      }
    }
    add(method, `${template.replace('{id}', '1')}?locale=%ff&token=%ff`)
    add(method, `${template.replace('{id}', '1')}/%ff`)
  }

  // Server actions (POST with `next-action`, to any page): every action of the build and unknown ids, with forged
  // bound arguments, bodies that do not decode, another site's origin, and a forged session cookie.
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, unknown>
  }
  const actionIds = [...Object.keys(manifest.node), '7f'.repeat(21), 'nope', '']
  const actionBodies: Array<[string, string]> = [
    ['["$@1"]', 'text/plain;charset=UTF-8'],
    ['[{"name":"render-list","args":{}}]', 'text/plain;charset=UTF-8'],
    ['garbage', 'text/plain;charset=UTF-8'],
    ['--x\r\n', 'multipart/form-data; boundary=x'],
    ['--x\r\n', 'multipart/form-data'],
    ['a=%ff', 'application/x-www-form-urlencoded'],
  ]
  for (const id of actionIds) {
    for (const page of ['/admin', '/admin/login', '/admin/collections/contacts', '/en', '/es/contact', '/']) {
      for (const [body, type] of actionBodies) add('POST', page, body, type, { 'next-action': id })
      for (const origin of ['https://evil.example', 'null', 'http://[']) {
        list.push({
          method: 'POST',
          path: page,
          body: '[]',
          type: 'text/plain',
          headers: { 'next-action': id },
          origin,
        })
      }
      list.push({
        method: 'POST',
        path: page,
        body: '["$@1"]',
        type: 'text/plain',
        headers: { 'next-action': id, cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' },
      })
    }
  }
  // A multipart POST to a page without the header: Next.js tries it as a form action.
  for (const page of ['/admin', '/en/contact', '/', '/es']) {
    add('POST', page, '--x\r\n', 'multipart/form-data; boundary=x')
    add('POST', page, 'x', 'multipart/form-data')
    add(
      'POST',
      page,
      `--x\r\nContent-Disposition: form-data; name="$ACTION_ID_${'7f'.repeat(21)}"\r\n\r\n\r\n--x--\r\n`,
      'multipart/form-data; boundary=x',
    )
  }

  // Pages with broken encodings.
  for (const path of ['/en/blog/%ff%fe', '/%ff', '/en/%c0%af', '/es/blog/%e0%80%80', '/blog/%ff', '/admin/%ff']) {
    add('GET', path)
  }
  return list
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

describe('anonymous bad requests never 5xx', () => {
  it('every Payload REST route and every /api route, with the probe’s inputs and generated ones', async () => {
    const list = probes()
    expect(list.length).toBeGreaterThan(1000)
    const failures: string[] = []
    await pool(list, 6, async ({ method, path, body, type, headers, origin }) => {
      const init: RequestInit = { method, signal: AbortSignal.timeout(15_000), headers: { ...headers } }
      if (body !== undefined) init.body = body
      if (body !== undefined && type) init.headers = { ...headers, 'content-type': type }
      const asked = `${method} ${path.slice(0, 120)}${headers?.['next-action'] !== undefined ? ` (action ${headers['next-action'].slice(0, 8)}${origin ? ` from ${origin}` : ''})` : ''}${type ? ` [${type}, ${String(body).length} bytes]` : ''}`
      let res: Response
      let text: string
      try {
        res = await api(path, { ...init, origin })
        text = await res.text()
      } catch (error) {
        // A request left unanswered is as much a failure as a 5xx: name it rather than end the sweep.
        failures.push(`${asked}: no answer (${String(error)})`)
        return
      }
      const what = `${asked} → ${res.status}`
      if (res.status >= 500) failures.push(`${what}: ${text.slice(0, 160)}`)
      else if (res.headers.get('x-content-type-options') !== 'nosniff' || !res.headers.get('content-security-policy')) {
        failures.push(`${what}: no security headers`)
      }
    })
    expect(failures).toEqual([])
  }, 240_000)
})
