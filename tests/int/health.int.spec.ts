/**
 * GET /api/health, as Compose, a load balancer or a monitor calls it: no sign-in, never cached, nothing
 * secret, and for staff (or a monitor with HEALTH_TOKEN) figures an operator can act on (migrations applied, how
 * long the oldest due job has waited). What a stranger gets is tested in stranger-info.int.spec.ts, the 503 while
 * PostgreSQL is down with the other outages in faults.int.spec.ts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api } from '../helpers/http'
import { migrations } from '@/migrations'
import { workerDatabaseUri } from '../helpers/worker'

let payload: Payload
let cookie: string
const queued: Array<number | string> = []

beforeAll(async () => {
  payload = await (await import('../helpers/payload')).testPayload()
  cookie = await adminCookie()
})

afterAll(async () => {
  if (queued.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: queued } } })
})

const health = () => api('/api/health', { cookie })

describe('GET /api/health', () => {
  it('answers 200: database up, every committed migration applied, not cacheable', async () => {
    const res = await health()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toMatchObject({
      status: 'ok',
      database: 'up',
      migrations: { committed: migrations.length, pending: [] },
      jobs: { waiting: expect.any(Number) },
    })
    // Nothing about the deployment beyond these figures (no address, user, secret or version).
    expect(Object.keys(body).sort()).toEqual(['database', 'jobs', 'migrations', 'status'])
    const text = JSON.stringify(body)
    expect(text).not.toContain(new URL(workerDatabaseUri()).host)
    expect(text).not.toMatch(/postgres:|secret|password/i)
  })

  it('reports the age of the oldest job that is due and not picked up (no worker runs in the test app)', async () => {
    // A queue no test runs, on a task that exists, due since two minutes ago.
    const job = await payload.jobs.queue({
      task: 'privacy-retention',
      input: {},
      queue: 'health-check-test',
      waitUntil: new Date(Date.now() - 120_000),
    })
    queued.push(job.id)
    const body = await (await health()).json()
    expect(body.jobs.waiting).toBeGreaterThanOrEqual(1)
    expect(body.jobs.oldestWaitingSeconds).toBeGreaterThanOrEqual(120)
    expect(body.jobs.oldestWaitingSeconds).toBeLessThan(3600)
  })

  it('reports a committed migration that is not applied as 503, naming it', async () => {
    const last = migrations.at(-1)!.name
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `UPDATE payload_migrations SET name = name || '-hidden' WHERE name = $1 RETURNING id`,
      [last],
    )
    try {
      const res = await health()
      expect(res.status).toBe(503)
      expect((await res.json()).migrations.pending).toEqual([last])
    } finally {
      await payload.db.pool.query(`UPDATE payload_migrations SET name = $1 WHERE id = $2`, [last, rows[0]!.id])
    }
    expect((await health()).status).toBe(200)
  })
})

describe("the app's database connections", () => {
  it('run without JIT compilation, which held back the first row of a long list (payload.config.ts)', async () => {
    // Every connection of the pool, not only the first: two held at once.
    const [a, b] = await Promise.all([payload.db.pool.connect(), payload.db.pool.connect()])
    try {
      const settings = await Promise.all([a, b].map(async (c) => (await c.query('SHOW jit')).rows[0].jit))
      expect(settings, 'SHOW jit on two connections of the app pool').toEqual(['off', 'off'])
    } finally {
      a.release()
      b.release()
    }
  })
})
