import { readdirSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { testPayload } from '../helpers/payload'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
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

describe('contacts', () => {
  async function enquiry(name: string, contactType: 'school' | 'erasmus') {
    return payload.create({
      collection: 'contacts',
      data: {
        name,
        email: `${name.toLowerCase()}@example.es`,
        organization: 'Colegio Test',
        contactType,
        ...(contactType === 'school' ? { destination: 'porto' as const } : { programType: 'teacher' as const }),
        message: 'A message long enough',
      },
    })
  }

  it('lists all, school, erasmus and trashed as plain arrays, newest first', async () => {
    const a = await enquiry('Alba', 'school')
    const b = await enquiry('Bruno', 'erasmus')
    const all = await (await api('/api/contacts', { cookie })).json()
    expect(Array.isArray(all)).toBe(true)
    expect(all.findIndex((c: { id: number }) => c.id === b.id)).toBeLessThan(
      all.findIndex((c: { id: number }) => c.id === a.id),
    )
    const school = await (await api('/api/contacts/school', { cookie })).json()
    const erasmus = await (await api('/api/contacts/erasmus', { cookie })).json()
    expect(school.every((c: { contactType: string }) => c.contactType === 'school')).toBe(true)
    expect(erasmus.every((c: { contactType: string }) => c.contactType === 'erasmus')).toBe(true)
    expect(school.some((c: { id: number }) => c.id === a.id)).toBe(true)
    expect(erasmus.some((c: { id: number }) => c.id === b.id)).toBe(true)
    for (const key of [
      'id',
      'name',
      'email',
      'organization',
      'destination',
      'programType',
      'contactType',
      'message',
      'createdAt',
      'processed',
    ]) {
      expect(all[0]).toHaveProperty(key)
    }
  })

  it('processes, trashes and restores, keeping every field', async () => {
    const c = await enquiry('Carmen', 'school')
    const processed = await api(`/api/contacts/${c.id}/process`, { method: 'PATCH', cookie })
    expect(processed.status).toBe(200)
    expect((await processed.json()).processed).toBe(true)

    expect((await api(`/api/contacts/${c.id}/trash`, { method: 'PUT', cookie })).status).toBe(200)
    const live = await (await api('/api/contacts', { cookie })).json()
    expect(live.some((x: { id: number }) => x.id === c.id)).toBe(false)
    const trashed = await (await api('/api/contacts/trashed/all', { cookie })).json()
    expect(trashed.map((x: { id: number }) => x.id)).toContain(c.id)
    expect(trashed.every((x: { deletedAt: string | null }) => x.deletedAt)).toBe(true)
    // Already in the trash: trashing again is a 404, processing too.
    expect((await api(`/api/contacts/${c.id}/trash`, { method: 'PUT', cookie })).status).toBe(404)

    const restored = await api(`/api/contacts/${c.id}/restore`, { method: 'PUT', cookie })
    expect(restored.status).toBe(200)
    const back = await restored.json()
    expect(back).toMatchObject({ processed: true, destination: 'porto', name: 'Carmen', deletedAt: null })
    expect((await api(`/api/contacts/${c.id}/restore`, { method: 'PUT', cookie })).status).toBe(404)
  })

  it.each([
    ['/api/contacts/999999/process', 'PATCH', 404],
    ['/api/contacts/abc/process', 'PATCH', 400],
    ['/api/contacts/-1/trash', 'PUT', 400],
    ['/api/contacts/1.5/restore', 'PUT', 400],
    ['/api/newsletter/abc', 'DELETE', 400],
    ['/api/newsletter/999999', 'DELETE', 404],
  ])('%s (%s) answers %i', async (path, method, status) => {
    expect((await api(path, { method, cookie })).status).toBe(status)
  })
})

describe('newsletter subscribers', () => {
  it('lists and deletes a subscriber', async () => {
    await confirmedSignup(payload, {
      email: 'delete.me@school.eu',
      source: 'newsletter-section',
      privacyConsent: true,
    })
    const list = await (await api('/api/newsletter', { cookie })).json()
    const sub = list.find((s: { email: string }) => s.email === 'delete.me@school.eu')
    expect(sub).toMatchObject({ source: 'newsletter-section' })
    const del = await api(`/api/newsletter/${sub.id}`, { method: 'DELETE', cookie })
    expect(del.status).toBe(200)
    expect(await del.json()).toEqual({ success: true, id: sub.id })
    const after = await (await api('/api/newsletter', { cookie })).json()
    expect(after.some((s: { id: number }) => s.id === sub.id)).toBe(false)
  })
})

describe('email campaigns', () => {
  it('creates a draft by default, keeps recipients, and lists it', async () => {
    const school = await payload.create({
      collection: 'schools',
      data: { name: 'Escola Porto', email: 'info@escola-porto.pt', country: 'Portugal' },
    })
    const res = await postJson(
      '/api/email-campaigns',
      {
        name: 'Spring 2026',
        subject: 'Trips for -schoolName-',
        htmlContent: '<p>Dear -contactPerson-, hello!</p>',
        recipients: [school.id],
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const created = await res.json()
    expect(created).toMatchObject({ status: 'draft', totalRecipients: 0, recipients: [school.id] })
    const list = await (await api('/api/email-campaigns', { cookie })).json()
    expect(list[0].id).toBe(created.id)
  })

  it.each([
    [{ subject: 'S', htmlContent: '<p>long enough</p>' }, 'name', 'Campaign name is required'],
    [{ name: 'N', htmlContent: '<p>long enough</p>' }, 'subject', 'Subject line is required'],
    [{ name: 'N', subject: 'S', htmlContent: '<p>' }, 'htmlContent', 'Email content must be at least 10 characters'],
    [
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', status: 'archived' },
      'status',
      'Status must be one of draft, scheduled, sending, sent, cancelled',
    ],
    [
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', scheduledAt: 'tomorrow' },
      'scheduledAt',
      'Please enter a valid date and time',
    ],
  ])('refuses %j', async (body, field, message) => {
    const res = await postJson('/api/email-campaigns', body, { cookie })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toContainEqual({ field, message })
  })

  it('refuses recipients that do not exist', async () => {
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'N', subject: 'S', htmlContent: '<p>long enough</p>', recipients: [987654] },
      { cookie },
    )
    expect(res.status).toBe(400)
  })
})
