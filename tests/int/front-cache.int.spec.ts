import { gunzipSync } from 'node:zlib'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'

import { startAppServer } from '../helpers/app-server'
import { startFrontCache } from '../helpers/front-cache'
import { adminCookie, api, editablePost } from '../helpers/http'
import { appUrl, workerDatabaseUri, workerPorts } from '../helpers/worker'

/**
 * The production front (deploy/nginx/default.conf.template) in front of the test app: what it may keep,
 * what it must never keep, and how soon an editor's change gets through it.
 */
let front: Awaited<ReturnType<typeof startFrontCache>>

beforeAll(async () => {
  front = await startFrontCache(appUrl(), workerPorts().front)
})
afterAll(() => front?.stop())

const viaFront = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${front.url}${path}`, { headers, redirect: 'manual' })
const htmlLang = (html: string) => /<html[^>]*\slang="(\w+)"/.exec(html)?.[1]

describe('the front cache (nginx)', () => {
  it('answers a repeated page from its copy, with the app’s security headers', async () => {
    const first = await viaFront('/en/about')
    expect(first.status).toBe(200)
    await first.arrayBuffer()
    const second = await viaFront('/en/about')
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(htmlLang(await second.text())).toBe('en')
  })

  it('keeps one copy of an unprefixed page per language cookie', async () => {
    for (let round = 0; round < 2; round++) {
      expect(htmlLang(await (await viaFront('/contact')).text())).toBe('en')
      expect(htmlLang(await (await viaFront('/contact', { cookie: 'language=es' })).text())).toBe('es')
    }
  })

  it('no request can store its answer under another page’s key (cache poisoning)', async () => {
    // Once, the key was the URL with the cookie's value appended: '/e' + 'es'… became '/es'.
    for (const [path, cookie] of [
      ['/e', 'language=s'],
      ['/en/abou', 'language=t'],
      ['/en', 'language=/about'],
    ]) {
      await (await viaFront(path, { cookie })).arrayBuffer()
    }
    const spanishHome = await viaFront('/es')
    expect(spanishHome.status).toBe(200)
    expect(htmlLang(await spanishHome.text())).toBe('es')
    const about = await viaFront('/en/about')
    expect(about.status).toBe(200)
    expect(await about.text()).toContain('<link rel="canonical" href="' + appUrl() + '/en/about"')
  })

  it('never stores a page the app marks private: the unsubscribe page shows an address', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await viaFront('/en/unsubscribe?token=not-a-real-token')
      expect(res.status).toBe(200)
      expect(res.headers.get('x-cache')).not.toBe('HIT')
      await res.arrayBuffer()
    }
  })

  it('compresses for browsers that ask, and never hands a compressed copy to one that did not', async () => {
    const gzipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      // fetch would decompress on its own; node:http shows the bytes as sent.
      import('node:http').then(({ get }) =>
        get(`${front.url}/en/contact`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        }).on('error', reject),
      )
    })
    expect(gzipped.encoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toContain('<html')
    const plain = await new Promise<{ encoding?: string; start: string }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${front.url}/en/contact`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c: string) => (body += c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], start: body.slice(0, 200) }))
        }).on('error', reject),
      )
    })
    expect(plain.encoding).toBeUndefined()
    expect(plain.start).toContain('<html')
  })

  it('never keeps an API answer: what a signed-in admin reads is not served to a stranger', async () => {
    const cookie = await adminCookie()
    const headers = { cookie, 'sec-fetch-site': 'same-origin' }
    const mine = await viaFront('/api/cms/users/me', headers)
    expect((await mine.json()).user?.email).toBe(inject('admin').email)
    const stranger = await viaFront('/api/cms/users/me', { 'sec-fetch-site': 'same-origin' })
    expect((await stranger.json()).user ?? null).toBeNull()
    expect((await viaFront('/api/contacts')).status).toBe(401)
  })

  it('never keeps the health check: it shows the app as it is at that moment', async () => {
    const pool = new pg.Pool({ connectionString: workerDatabaseUri(), max: 1 })
    try {
      expect((await viaFront('/api/health')).status).toBe(200)
      // A committed migration goes missing: the very next check through the front must say so.
      const { rows } = await pool.query<{ id: number; name: string }>(
        `UPDATE payload_migrations SET name = name || '-hidden'
          WHERE id = (SELECT max(id) FROM payload_migrations) RETURNING id, name`,
      )
      try {
        const res = await viaFront('/api/health')
        expect(res.status).toBe(503)
        expect(res.headers.get('x-cache')).toBeNull()
      } finally {
        await pool.query(`UPDATE payload_migrations SET name = left(name, -7) WHERE id = $1`, [rows[0]!.id])
      }
      const again = await viaFront('/api/health')
      expect(again.status).toBe(200)
      expect(again.headers.get('cache-control')).toBe('no-store')
    } finally {
      await pool.end()
    }
  })

  it('passes form posts through to the app, which answers their validation itself', async () => {
    const res = await fetch(`${front.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: front.url },
      body: JSON.stringify({ email: 'not-an-email', source: 'footer' }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('email')
  })

  it('does not pass on the route by which instances refresh each other', async () => {
    const res = await fetch(`${front.url}/api/internal/site-changed`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html') // nginx's own page: the app never saw it
  })

  it('passes an old address’s 301 on with its Location, and keeps it one second like a page', async () => {
    const cookie = await adminCookie()
    const from = `/blog/front-old-${Date.now()}`
    const made = await api('/api/cms/redirects', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, to: { type: 'custom', url: '/blog/erasmus-ka1-mobility-programs' } }),
    })
    expect(made.status).toBe(201)
    try {
      let first: Response | undefined
      for (let i = 0; i < 40 && first?.status !== 301; i++) {
        if (i) await new Promise((r) => setTimeout(r, 250))
        first = await viaFront(`/es${from}`)
      }
      expect(first!.status).toBe(301)
      expect(first!.headers.get('location')).toBe('/es/blog/erasmus-ka1-mobility-programs')
      const second = await viaFront(`/es${from}`)
      expect(second.status).toBe(301)
      expect(second.headers.get('x-cache')).toBe('HIT')
      expect(second.headers.get('location')).toBe('/es/blog/erasmus-ka1-mobility-programs')
      // The proxy's own source of redirects is not reachable from outside.
      expect((await viaFront('/api/internal/redirects')).status).toBe(404)
    } finally {
      const { doc } = await made.json()
      await api(`/api/cms/redirects/${doc.id}`, { method: 'DELETE', cookie })
    }
  })

  it('shows an editor’s change to visitors within 1–2 s of saving, plus one render', async () => {
    const slug = 'erasmus-ka1-mobility-programs'
    const post = await editablePost(slug, await adminCookie())
    const page = async () => (await (await viaFront(`/en/blog/${slug}`)).text()).includes(newTitle)
    const newTitle = `${post.title} (updated ${Date.now()})`
    expect(await page()).toBe(false) // the front now holds the old page

    try {
      expect((await post.retitle(newTitle)).status).toBe(200)
      const saved = Date.now()
      while (!(await page())) {
        expect(Date.now() - saved).toBeLessThan(8_000)
        await new Promise((r) => setTimeout(r, 100))
      }
      // One second in nginx (counted in whole seconds: up to two), then one render of the page in the
      // background while the old copy answers.
      expect(Date.now() - saved).toBeLessThan(4_000)
    } finally {
      await post.retitle(post.title)
    }
  })

  it('keeps serving the last copy of a page while the app is down, and says so for the API', async () => {
    // An app instance of its own (same database), so stopping it leaves the other tests' server alone.
    const app = await startAppServer(workerDatabaseUri(), workerPorts().app)
    const own = await startFrontCache(app.url, workerPorts().secondFront)
    try {
      const before = await fetch(`${own.url}/es/courses`)
      expect(before.status).toBe(200)
      const page = await before.text()
      await app.stop()
      await new Promise((r) => setTimeout(r, 2_100)) // past the one to two seconds the copy is fresh for
      const during = await fetch(`${own.url}/es/courses`)
      expect(during.status).toBe(200)
      expect(during.headers.get('x-cache')).toBe('STALE')
      expect(await during.text()).toBe(page)
      expect((await fetch(`${own.url}/api/blog`)).status).toBe(502)
    } finally {
      await own.stop()
      await app.stop()
    }
  })

  // Last in this file: it uses up the anonymous API budget of the address every test here comes from.
  it('anonymous API clients have a budget per address; signed-in staff are not counted', async () => {
    const cookie = await adminCookie()
    const answers = await Promise.all(Array.from({ length: 80 }, () => viaFront('/api/blog')))
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(40)
    const limited = answers.find((r) => r.status === 429)
    expect(limited).toBeDefined()
    expect(limited!.headers.get('retry-after')).toBe('1')
    expect((await limited!.json()).errors[0].message).toMatch(/Too many requests/)
    // The same address with a session cookie, and the site's images, still get through.
    const staff = await Promise.all(
      Array.from({ length: 40 }, () => viaFront('/api/admin/check', { cookie, 'sec-fetch-site': 'same-origin' })),
    )
    expect(staff.map((r) => r.status)).toEqual(staff.map(() => 200))
    expect((await viaFront('/api/cms/media/file/none.png')).status).not.toBe(429)
  })
})
