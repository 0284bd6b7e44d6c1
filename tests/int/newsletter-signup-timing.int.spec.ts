/**
 * The newsletter sign-up answers a new address and one already subscribed (confirmed) alike, in its body and in
 * its time, so neither tells a stranger who is subscribed. The time is compared as medians of interleaved sign-ups.
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { waitFor } from '../helpers/staff'

const signUp = async (email: string) => {
  const started = performance.now()
  const res = await postJson('/api/newsletter', { email, source: 'footer' })
  const body = await res.text()
  return { status: res.status, body, ms: performance.now() - started }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('POST /api/newsletter', { timeout: 60_000 }, () => {
  it('takes as long for an existing subscriber as for a new address, and stores each address once', async () => {
    const run = randomUUID().slice(0, 8)
    const existing = Array.from({ length: 15 }, (_, i) => `known-${run}-${i}@school.test`)
    const payload = await testPayload()
    for (const email of existing) {
      await payload.create({ collection: 'newsletter-subscriptions', data: { email, source: 'footer' } })
    }
    const fresh: number[] = []
    const again: number[] = []
    for (let i = 0; i < 15; i++) {
      const a = await signUp(`new-${run}-${i}@school.test`)
      const b = await signUp(existing[i]!)
      expect(b).toMatchObject({ status: a.status, body: a.body })
      fresh.push(a.ms)
      again.push(b.ms)
    }
    const gap = Math.abs(median(fresh) - median(again))
    expect(gap, `median new ${median(fresh).toFixed(1)} ms, existing ${median(again).toFixed(1)} ms`).toBeLessThan(15)
    // Every new address waits for its confirmation, once; the subscribed ones are left as they were.
    const { pool } = payload.db
    const count = async () =>
      (
        await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM newsletter_signup_requests WHERE email LIKE $1',
          [`%-${run}-%@school.test`],
        )
      ).rows[0]!.n
    await waitFor('15 sign-up requests stored', async () => ((await count()) === 15 ? true : undefined), {
      describe: async () => `${await count()} stored`,
    })
  })
})
