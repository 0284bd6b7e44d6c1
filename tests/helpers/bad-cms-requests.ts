import type { Payload } from 'payload'

import type { ProbeList } from './bad-requests'

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

/**
 * Adds the requests to Payload's REST API under /api/cms: each collection (internal ones included) with its id
 * routes, versions and access, generated ids, query operators on every field and pagination; the auth and upload
 * routes; globals and the root.
 */
export function addCmsProbes(payload: Payload, { add }: ProbeList) {
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
}
