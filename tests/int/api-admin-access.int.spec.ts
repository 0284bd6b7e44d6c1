/**
 * Who may call the staff routes of the /api contract (docs/product.md › The /api contract), over real HTTP against
 * the built app: every route of src/app/api is either listed here as a staff route or named as a public one, and
 * each staff route refuses a stranger, a forged cookie and a real session sent from another site (CSRF); Payload's
 * own REST API widens nothing. Then the admin session itself: sign-in, its cookie, check and logout.
 */
import { readdirSync, readFileSync } from 'node:fs'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'

let cookie: string

beforeAll(async () => {
  cookie = await adminCookie()
})

const adminPaths: Array<[string, string]> = [
  ['GET', '/api/contacts'],
  ['GET', '/api/contacts/school'],
  ['GET', '/api/contacts/erasmus'],
  ['GET', '/api/contacts/trashed/all'],
  ['GET', '/api/contacts/page'],
  ['GET', '/api/contacts/1'],
  ['PATCH', '/api/contacts/1'],
  ['PATCH', '/api/contacts/1/process'],
  ['PUT', '/api/contacts/1/trash'],
  ['PUT', '/api/contacts/1/restore'],
  ['POST', '/api/contacts/1/notes'],
  ['POST', '/api/contacts/1/reply'],
  ['GET', '/api/contacts/1/timeline'],
  ['GET', '/api/staff'],
  ['POST', '/api/staff/invite'],
  ['GET', '/api/newsletter'],
  ['GET', '/api/newsletter/page'],
  ['DELETE', '/api/newsletter/1'],
  ['POST', '/api/newsletter/upload-csv'],
  ['GET', '/api/schools'],
  ['GET', '/api/schools/page'],
  ['POST', '/api/schools/selection'],
  ['POST', '/api/schools/upload-csv'],
  ['POST', '/api/schools/1/clear-bounce'],
  ['GET', '/api/email-campaigns'],
  ['POST', '/api/email-campaigns'],
  ['POST', '/api/email-campaigns/preview'],
  ['GET', '/api/email-campaigns/1'],
  ['GET', '/api/email-campaigns/1/recipients'],
  ['POST', '/api/email-campaigns/1/send'],
  ['POST', '/api/email-campaigns/1/schedule'],
  ['POST', '/api/email-campaigns/1/pause'],
  ['POST', '/api/email-campaigns/1/resume'],
  ['POST', '/api/email-campaigns/1/cancel'],
  ['POST', '/api/email-campaigns/1/test'],
  ['GET', '/api/email-templates'],
  ['POST', '/api/email-templates'],
  ['POST', '/api/privacy/lookup'],
  ['POST', '/api/privacy/export'],
  ['POST', '/api/privacy/erase'],
  ['GET', '/api/admin/check'],
  ['POST', '/api/trip-requests/1/proposal'],
  ['POST', '/api/proposals/1/send'],
  ['GET', '/api/proposals/1/pdf'],
  ['GET', '/api/trip-requests/by-enquiry/1'],
]

/** The routes a stranger may call; every other route under src/app/api must be in adminPaths. */
const publicPaths = [
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/blog',
  'GET /api/blog/1',
  'POST /api/contacts',
  'GET /api/health',
  // A campaign mail's counted link: its signature is the credential, and it leads only where the campaign linked.
  'GET /api/links/1',
  // A campaign mail's open pixel: its signature is the credential, and all it does is count an open of the campaign.
  'GET /api/opens/1',
  // The app's own calls to itself, refused without the instance's internal token (and never passed on by nginx).
  'GET /api/internal/redirects',
  'POST /api/internal/site-changed',
  'POST /api/newsletter',
  // The confirmation link's button: the token from the mail is the credential.
  'POST /api/newsletter/confirm',
  // The preference page's forms and the erasure mail's button: the signed link from the mail is the credential.
  'POST /api/newsletter/erase',
  'POST /api/newsletter/preferences',
  // The school's answer on a proposal's private page: its token is the credential.
  'POST /api/proposals/answer',
  'GET /api/testimonials/featured/all',
  'POST /api/trip-requests',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
]

/** Every method each route file under src/app/api exports, as `METHOD /api/path` with 1 for each [param]. */
function routesInTheApp(): string[] {
  const root = 'src/app/api'
  const routes: string[] = []
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('route.ts') || file.includes('[...')) continue
    const path = `/api/${file.replace(/\/?route\.ts$/, '')}`.replace(/\[[^\]]+\]/g, '1').replace(/\/$/, '')
    const source = readFileSync(`${root}/${file}`, 'utf8')
    for (const [, method] of source.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)) routes.push(`${method} ${path}`)
  }
  return routes.sort()
}

describe('every admin path refuses a stranger', () => {
  it('lists every route of the app, so a new admin route cannot be left out of these tests', () => {
    const listed = [...adminPaths.map(([method, path]) => `${method} ${path}`), ...publicPaths].sort()
    expect(routesInTheApp()).toEqual(listed)
  })

  it.each(adminPaths)('%s %s without a session is 401', async (method, path) => {
    const res = await api(path, { method })
    expect(res.status).toBe(401)
    expect((await res.json()).errors[0].field).toBe('session')
  })

  it.each(adminPaths)('%s %s with a forged cookie is 401', async (method, path) => {
    const res = await api(path, { method, cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' })
    expect(res.status).toBe(401)
  })

  it('a valid session cookie sent from another site is refused (CSRF)', async () => {
    expect((await api('/api/contacts', { cookie })).status).toBe(200)
    expect((await api('/api/contacts', { cookie, origin: 'https://evil.example' })).status).toBe(401)
    const post = await postJson(
      '/api/email-campaigns',
      { name: 'X', subject: 'Y', htmlContent: '<p>hello world</p>' },
      { cookie, origin: 'https://evil.example' },
    )
    expect(post.status).toBe(401)
  })

  it("Payload's own REST API does not widen access, and its GraphQL is off", async () => {
    expect((await api('/api/cms/contacts')).status).toBe(403)
    expect((await api('/api/cms/newsletter-subscriptions')).status).toBe(403)
    expect((await api('/api/cms/schools')).status).toBe(403)
    const create = await postJson('/api/cms/newsletter-subscriptions', { email: 'x@y.es', source: 'csv-upload' })
    expect(create.status).toBe(403)
    const contact = await postJson('/api/cms/contacts', {
      name: 'X',
      email: 'x@y.es',
      organization: 'X',
      contactType: 'school',
      message: 'hello there',
      processed: true,
    })
    expect(contact.status).toBe(403)
    const gql = await postJson('/api/cms/graphql', { query: '{ Contacts { docs { email } } }' })
    expect(gql.status).toBe(404)
    expect((await gql.json()).data?.Contacts ?? null).toBeNull()
  })
})

describe('admin session', () => {
  it('logs in with the email as username and sets an HttpOnly session cookie', async () => {
    const res = await postJson('/api/admin/login', {
      username: inject('admin').email,
      password: inject('admin').password,
    })
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^payload-token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })

  it('refuses wrong credentials and empty fields', async () => {
    const wrong = await postJson('/api/admin/login', { username: 'nobody@example.com', password: 'nope' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).errors[0].message).toBe('Invalid username or password.')
    const empty = await postJson('/api/admin/login', { username: '', password: '' })
    expect(empty.status).toBe(400)
  })

  it('check is 200 with a session; logout ends it on the server so a replayed cookie fails', async () => {
    const own = await adminCookie()
    expect((await api('/api/admin/check', { cookie: own })).status).toBe(200)
    const out = await api('/api/admin/logout', { method: 'POST', cookie: own })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
    expect((await api('/api/admin/check', { cookie: own })).status).toBe(401)
    expect((await api('/api/contacts', { cookie: own })).status).toBe(401)
    // The other session is untouched.
    expect((await api('/api/admin/check', { cookie })).status).toBe(200)
  })
})
