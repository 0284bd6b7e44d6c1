/**
 * The database goes away: the built app on a PostgreSQL cluster of its own (tests/helpers/private-postgres)
 * keeps serving cached public pages while PostgreSQL is down and while it restarts, answers the public
 * forms with a clear 503 JSON (fast, not a hang, not a 500), recovers by itself when the database is back,
 * and loses nothing it had accepted.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer } from '../helpers/app-server'
import { privatePostgres } from '../helpers/private-postgres'
import { testPort } from '../helpers/ports'
import { waitFor } from '../helpers/staff'

const PG_PORT = testPort(92)
const APP_PORT = testPort(91)
const DEADLINE_MS = 8_000

const cluster = privatePostgres(PG_PORT)
let app: Awaited<ReturnType<typeof startAppServer>>

const cachedPages = [
  '/en',
  '/es',
  '/en/blog',
  '/es/blog/erasmus-ka1-mobility-programs',
  '/en/contact',
  '/',
  // Pages whose content is a page global, read from the CMS when they render.
  '/en/about',
  '/en/school-trips',
  '/es/erasmus',
  '/es/travel-insurance',
  '/en/cultural-excursions',
]

/** Posts `body` as an enquiry until the app accepts it again (201), failing with the last answer it gave. */
async function acceptedAgain(body: object) {
  let last = ''
  await waitFor(
    'an enquiry accepted (201) once PostgreSQL is back',
    async () => {
      const res = await post('/api/contacts', body)
      if (res.status === 201) return true
      last = `${res.status} ${(await res.text()).slice(0, 300)}`
    },
    { ms: 15_000, describe: async () => last },
  )
}

function request(path: string, init: RequestInit = {}) {
  return fetch(`${app.url}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(DEADLINE_MS) })
}

const enquiry = (n: number) => ({
  name: `Outage ${n}`,
  email: `outage.${n}@colegio.es`,
  organization: 'IES Apagón',
  contactType: 'school',
  destination: 'madrid',
  message: 'Sent while we test what happens when the database goes away.',
  privacyConsent: true,
})

const post = (path: string, body: unknown) =>
  request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.url, 'X-Forwarded-For': '203.0.113.7' },
    body: JSON.stringify(body),
  })

async function storedContacts(): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.uri('app') })
  await client.connect()
  try {
    return (await client.query<{ email: string }>('SELECT email FROM contacts ORDER BY id')).rows.map((r) => r.email)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await cluster.init()
  await cluster.start()
  await cluster.createDatabase('app')
  // As deployed without a reverse proxy: X-Forwarded-For is not believed (see the last test). A fresh database: the
  // set-up step runs first, as `npm start` does.
  app = await startAppServer(
    cluster.uri('app'),
    APP_PORT,
    { TRUST_PROXY: '', RATE_LIMIT_SIGNUPS: '3', RATE_LIMIT_ENQUIRIES: '100' },
    { setUp: true },
  )
  // First visits render and cache the pages (they read the CMS once).
  for (const path of cachedPages) expect((await request(path)).status, path).toBe(200)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await cluster.destroy()
}, 60_000)

describe('PostgreSQL outage', () => {
  const accepted: string[] = []

  it('accepts enquiries while the database is up', async () => {
    for (let n = 1; n <= 5; n++) {
      const res = await post('/api/contacts', enquiry(n))
      expect(res.status).toBe(201)
      accepted.push(enquiry(n).email)
    }
    expect((await post('/api/newsletter', { email: 'before.outage@colegio.es', source: 'footer' })).status).toBe(201)
    expect((await request('/api/health')).status).toBe(200)
  })

  it('while PostgreSQL is down: cached pages still load, the forms answer 503 JSON quickly', async () => {
    await cluster.stop()
    for (const path of cachedPages) {
      const res = await request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('</html>')
    }
    for (const [path, body] of [
      ['/api/contacts', enquiry(99)],
      ['/api/newsletter', { email: 'during.outage@colegio.es', source: 'footer' }],
      ['/api/admin/login', { username: 'staff@test.example', password: 'whatever-it-is' }],
    ] as const) {
      const started = Date.now()
      const res = await post(path, body)
      expect(res.status, path).toBe(503)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await res.json()).errors[0]).toMatchObject({ field: 'server' })
      expect(Date.now() - started, `${path} answered within 6 s`).toBeLessThan(6_000)
    }
    // Reads that need the database fail the same clear way.
    expect((await request('/api/blog')).status).toBe(503)
    // The health check says so, quickly, and never with a 500.
    const started = Date.now()
    const health = await request('/api/health')
    expect(health.status).toBe(503)
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(await health.json()).toEqual({ status: 'unavailable' })
    expect(Date.now() - started, '/api/health answered within 6 s').toBeLessThan(6_000)
    expect(app.output()).not.toMatch(/uncaughtException|Unhandled 'error' event/)
  })

  it('when PostgreSQL is back, the app recovers by itself and nothing accepted before was lost', async () => {
    await cluster.start()
    await acceptedAgain(enquiry(6))
    expect((await request('/api/health')).status).toBe(200)
    accepted.push(enquiry(6).email)
    const stored = await storedContacts()
    expect(stored).toEqual(accepted)
    expect(stored).not.toContain(enquiry(99).email)
  })

  it('pages keep answering while PostgreSQL restarts under them', async () => {
    let stop = false
    const statuses: number[] = []
    const visitor = (async () => {
      while (!stop) {
        for (const path of cachedPages) statuses.push((await request(path)).status)
      }
    })()
    await cluster.stop()
    await cluster.start()
    stop = true
    await visitor
    expect(statuses.length).toBeGreaterThan(0)
    // Every answer was a page: the failures, by status, with where in the sequence each first came.
    const failures = statuses.flatMap((s, i) => (s === 200 ? [] : [`#${i}: ${s}`]))
    expect(failures, `${statuses.length} page requests while PostgreSQL restarted`).toEqual([])
    // And the app writes again afterwards.
    await acceptedAgain(enquiry(7))
  })
})

describe('without TRUST_PROXY', () => {
  it('a client cannot dodge the per-IP limit with X-Forwarded-For or the internal peer header', async () => {
    // One sign-up was used above (before the outage); the limit here is 3.
    const statuses: number[] = []
    for (let n = 0; n < 3; n++) {
      const res = await request('/api/newsletter', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `198.51.100.${n}`,
          'X-Edu-Peer-Address': `192.0.2.${n}`,
        },
        body: JSON.stringify({ email: `spoof.${n}@colegio.es`, source: 'footer' }),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 429])
  })
})
