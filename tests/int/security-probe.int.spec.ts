/**
 * The findings of the security probe of the production build that concern the API, one test each,
 * over real HTTP against the built app: GraphQL and anonymous load, newsletter answers, the enquiry
 * auto-reply, anonymous requests that used to answer 500, and the unsubscribe and campaign routes.
 */
import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminCookie, api, freshIp, postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { signUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { appUrl } from '../helpers/worker'

let payload: Payload
let sink: SmtpSink
let cookie: string
const STAFF = 'office@probe.test'

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    STAFF_EMAIL: STAFF,
    MAIL_PER_SECOND: '0',
  })
  // Payload's config reads the mail settings when it loads: import it only now.
  payload = await (await import('../helpers/payload')).testPayload()
  cookie = await adminCookie()
})
afterAll(() => sink?.close())

/** The headers next.config.mjs puts on every answer (uploaded files have a stricter policy of their own). */
function expectSecurityHeaders(res: Response) {
  const policy = res.url.includes('/api/cms/media/file/') ? "script-src 'none'" : "default-src 'self'"
  expect(res.headers.get('content-security-policy'), res.url).toContain(policy)
  expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff')
  expect(res.headers.get('x-frame-options'), res.url).toBe('SAMEORIGIN')
}

describe('one anonymous GraphQL request cannot stall the server', () => {
  it('GraphQL is switched off: the 190-alias query and the playground are 404s', async () => {
    const aliases = Array.from({ length: 190 }, (_, i) => `a${i}: BlogPosts(limit: 1000) { docs { id title } }`)
    const res = await postJson('/api/cms/graphql', { query: `{ ${aliases.join(' ')} }` })
    expect(res.status).toBe(404)
    expect(JSON.stringify(await res.json())).not.toContain('BlogPosts')
    expectSecurityHeaders(res)
    expect((await api('/api/cms/graphql-playground')).status).toBe(404)
  })

  it('anonymous clients have a per-address budget on /api/cms; signed-in staff are not counted', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let batch = 0; batch < 16; batch++) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => api('/api/cms/users/me', { ip })))
      statuses.push(...answers.map((r) => r.status))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120)
    const limited = await api('/api/cms/access', { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).errors[0].message).toMatch(/Too many requests/)
    // The same address signed in (an editor in the same office) is not slowed down.
    const staff = await api('/api/cms/contacts?limit=1', { ip, cookie })
    expect(staff.status).toBe(200)
    // A forged session cookie does not escape the budget.
    expect((await api('/api/cms/users/me', { ip, cookie: 'payload-token=forged' })).status).toBe(429)
  })
})

describe('the newsletter sign-up does not tell a stranger who is subscribed', () => {
  it('answers an existing subscriber exactly as a new one', async () => {
    const body = { email: `probe-${Date.now()}@school.test`, source: 'footer' }
    const first = await postJson('/api/newsletter', body)
    const again = await postJson('/api/newsletter', body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(first.status)
    expect(await again.text()).toBe(await first.text())
  })
})

describe('the enquiry auto-reply does not mail a stranger’s text to any address', () => {
  it('repeats no message, organisation or link, and is sent at most 3 times a day per address', async () => {
    const victim = `victim-${Date.now()}@inbox.test`
    const enquiry = {
      name: 'Ana https://spam.example/win Gil www.spam.example spam.example',
      email: victim,
      organization: 'Buy cheap things at spam.example',
      contactType: 'erasmus',
      programType: 'ka1',
      message: 'CLICK HERE http://spam.example/prize to claim your prize',
      privacyConsent: true,
    }
    for (let i = 0; i < 5; i++) expect((await postJson('/api/contacts', enquiry)).status).toBe(201)
    const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
    while (await runUrgentBatch(payload)) {
      // until no enquiry mail is due
    }
    const replies = sink.to(victim)
    expect(replies).toHaveLength(3)
    for (const reply of replies) {
      const whole = `${reply.subject}\n${reply.text}\n${reply.html}\n${JSON.stringify(reply.envelopeTo)}`
      expect(whole).not.toMatch(/spam|CLICK|prize|cheap/i)
      expect(reply.text).toContain('Hello Ana Gil,')
      expect(reply.text).toContain('Erasmus+')
    }
    // Every enquiry is still stored, and staff still hear of each one with the full text.
    const stored = await payload.count({ collection: 'contacts', where: { email: { equals: victim } } })
    expect(stored.totalDocs).toBe(5)
    expect(sink.to(STAFF).filter((m) => m.text?.includes('http://spam.example/prize'))).toHaveLength(5)
  })
})

describe('anonymous requests that answered 500', () => {
  const probes: Array<[string, string, RequestInit?]> = [
    ['GET', '/api/cms/blog-posts/NaN'],
    ['GET', '/api/cms/blog-posts/Infinity'],
    ['GET', '/api/cms/blog-posts/2147483648'],
    ['GET', '/api/cms/blog-posts/%00'],
    ['GET', '/api/cms/blog-posts/distinct'],
    ['GET', '/api/cms/blog-posts?page=-5'],
    ['GET', '/api/cms/blog-posts?where[content][like]=x'],
    ['GET', '/api/cms/blog-posts?where[title][near]=1,2'],
    ['GET', '/api/cms/blog-posts?where[title][within]=x'],
    ['GET', '/api/cms/media/file/nonexistent.png'],
    ['POST', '/api/cms/graphql', { body: '{"query": "{', headers: { 'content-type': 'application/json' } }],
    ['POST', '/api/cms/users/verify/abc'],
    ['GET', '/api/blog/%ff'],
    ['PATCH', '/api/contacts/%ff/process'],
    ['GET', '/api/cms/payload-migrations'],
  ]
  it.each(probes)('%s %s is a 4xx in the usual error shape, with the security headers', async (method, path, init) => {
    const res = await api(path, { method, ...init })
    const text = await res.text()
    expect(res.status, `${method} ${path}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
    expect(res.status, `${method} ${path}: ${text.slice(0, 200)}`).toBeLessThan(500)
    expectSecurityHeaders(res)
    expect(JSON.parse(text).errors[0].message).toEqual(expect.any(String))
    expect(text).not.toMatch(/select |insert |drizzle|postgres|\bat .*\.js|127\.0\.0\.1|localhost/i)
  })

  it('a stranger’s multipart body is refused before it is parsed, except by the sign-in Payload’s form posts', async () => {
    const broken = await api('/api/cms/media', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\n',
    })
    expect(broken.status).toBe(403)
    // Payload's sign-in form sends its fields as multipart `_payload`: it must keep working.
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: inject('admin').email, password: inject('admin').password }))
    const signIn = await api('/api/cms/users/login', { method: 'POST', body: form })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('set-cookie')).toMatch(/^payload-token=/)
  })

  it('a page path with invalid percent-encoding is a 4xx page with the security headers', async () => {
    const res = await api('/en/blog/%ff%fe')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expectSecurityHeaders(res)
  })

  it('server actions called without a session, forged or from another site are 4xx, before Next.js runs them', async () => {
    // Every action of the build: the admin layout's server function and Payload's language switch, whose bound
    // arguments are encrypted (Next.js answered a forged one with a 500).
    const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { filename?: string }>
    }
    const ids = Object.keys(manifest.node)
    expect(ids.length).toBeGreaterThanOrEqual(2)
    const call = (id: string, body: string, init: { origin?: string; cookie?: string; type?: string } = {}) =>
      api('/admin/collections/contacts', {
        method: 'POST',
        headers: { 'next-action': id, 'content-type': init.type ?? 'text/plain;charset=UTF-8' },
        body,
        origin: init.origin,
        cookie: init.cookie,
      })
    const forgedBound = '["$@1"]'
    const serverFunction = JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'contacts' } }])
    for (const id of ids) {
      for (const body of [forgedBound, serverFunction, 'garbage', '--x\r\n']) {
        const stranger = await call(id, body)
        expect(stranger.status, `${id} ${body}`).toBe(404)
        expectSecurityHeaders(stranger)
        expect((await stranger.json()).errors[0].field).toBe('session')
        const forgedCookie = await call(id, body, { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' })
        expect(forgedCookie.status, `${id} ${body} forged cookie`).toBe(404)
      }
      for (const origin of ['https://evil.example', 'null', 'http://[']) {
        // Next.js answered a cross-site action call with a 500, signed in or not.
        const crossSite = await call(id, forgedBound, { origin, cookie })
        expect(crossSite.status, `${id} from ${origin}`).toBe(403)
        expectSecurityHeaders(crossSite)
      }
    }
    const unknown = await call('7f'.repeat(21), '[]', { cookie })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('x-nextjs-action-not-found')).toBe('1')
    expectSecurityHeaders(unknown)
    // A multipart POST to a page is parsed by Next.js as a possible form action; malformed, it was a 500.
    for (const path of ['/en/contact', '/admin', '/']) {
      const form = await api(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\n',
      })
      expect(form.status, path).toBe(400)
      expectSecurityHeaders(form)
    }
  })

  it('a signed-in admin’s server action call still reaches Payload', async () => {
    const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { filename?: string }>
    }
    const [id] = Object.entries(manifest.node).find(([, action]) => action.filename === 'src/app/(payload)/layout.tsx')!
    const res = await api('/admin/collections/contacts', {
      method: 'POST',
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
      body: JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'contacts', enableRowSelections: true } }]),
      cookie,
    })
    // Next.js' own answer (a flight stream), not the refusal in front of it.
    expect(res.status).not.toBe(404)
    expect(res.headers.get('content-type')).toContain('text/x-component')
  })
})

describe('unsubscribe redirect and unknown campaign recipients', () => {
  it('the unsubscribe form is sent back to the site’s public address, not the host the app listens on', async () => {
    const token = signUnsubscribe({ kind: 'subscriber', email: `leaver-${Date.now()}@school.test` })
    const res = await api(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'internal-app:3000' },
      body: 'lang=es',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${appUrl()}/es/unsubscribe?status=done`)
  })

  it('GET /api/email-campaigns/2147483647/recipients is a 404', async () => {
    const res = await api('/api/email-campaigns/2147483647/recipients', { cookie })
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0]).toMatchObject({ field: 'id' })
  })
})
