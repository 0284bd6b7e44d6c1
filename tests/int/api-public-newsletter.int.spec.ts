/**
 * POST /api/newsletter on the built app (docs/product.md › Newsletter sign-up): one sign-up request per address
 * and nobody subscribed before confirming, one confirmation mail however many sign-ups arrive at once, each bad
 * body refused naming its field, and a bot that fills the honeypot answered success with nothing stored.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PRIVACY_POLICY_VERSION } from '@/features/privacy/policy-version'
import { postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/newsletter', () => {
  it('records one sign-up request per address whatever its case, subscribes nobody yet, and answers success both times', async () => {
    const first = await postJson('/api/newsletter', {
      email: 'Teacher@School.EU',
      source: 'popup',
      privacyConsent: true,
    })
    expect(first.status).toBe(201)
    const again = await postJson('/api/newsletter', { email: 'teacher@school.eu ', source: 'footer' })
    expect(again.ok).toBe(true)
    // Double opt-in: a subscription only once the link in the confirmation mail is confirmed
    // (tests/int/newsletter-double-opt-in.int.spec.ts).
    expect(
      (
        await payload.count({
          collection: 'newsletter-subscriptions',
          where: { email: { equals: 'teacher@school.eu' } },
        })
      ).totalDocs,
    ).toBe(0)
    const { docs } = await payload.find({
      collection: 'newsletter-signup-requests',
      where: { email: { equals: 'teacher@school.eu' } },
    })
    expect(docs).toHaveLength(1)
    // The second sign-up came within the day of the first mail: it changes nothing and mails nobody.
    expect(docs[0].source).toBe('popup')
    expect(docs[0].consent).toMatchObject({
      form: 'newsletter-popup',
      at: expect.any(String),
      privacyVersion: expect.stringMatching(new RegExp(`^${PRIVACY_POLICY_VERSION}/`)),
    })
  })

  it('keeps one request and queues one confirmation mail when the same address signs up concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postJson('/api/newsletter', { email: 'race@school.eu', source: 'footer' })),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const { docs } = await payload.find({
      collection: 'newsletter-signup-requests',
      where: { email: { equals: 'race@school.eu' } },
    })
    expect(docs).toHaveLength(1)
    const { rows } = await payload.db.pool.query(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'newsletter-confirmation' AND input->>'requestId' = $1`,
      [String(docs[0]!.id)],
    )
    expect(rows[0].n).toBe(1)
  })

  it.each([
    [{ source: 'popup' }, 'email', 'Please enter your email address'],
    [{ email: '', source: 'popup' }, 'email', 'Please enter your email address'],
    [{ email: 'nope', source: 'footer' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.es', source: 'csv-upload' }, 'source', 'Source must be popup, footer or newsletter-section'],
    [{ email: 'a@b.es' }, 'source', 'Source must be popup, footer or newsletter-section'],
    [{ email: 'a@b.es', source: 'popup', privacyConsent: true, admin: true }, 'admin', 'Unrecognized key: "admin"'],
    [{ email: 'a@b.es', source: 'popup' }, 'privacyConsent', 'Please accept our privacy policy to subscribe'],
    [
      { email: 'a@b.es', source: 'newsletter-section', privacyConsent: false },
      'privacyConsent',
      'Please accept our privacy policy to subscribe',
    ],
  ])('refuses %j', async (body, field, message) => {
    const res = await postJson('/api/newsletter', body)
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toContainEqual({ field, message })
  })
})

describe('newsletter honeypot', () => {
  it('answers success to a bot and stores nothing', async () => {
    const res = await postJson('/api/newsletter', { email: 'bot@newsletter.example', source: 'footer', website: 'x' })
    expect(res.status).toBe(201)
    for (const collection of ['newsletter-subscriptions', 'newsletter-signup-requests'] as const) {
      const where = { email: { equals: 'bot@newsletter.example' } }
      expect((await payload.count({ collection, where })).totalDocs, collection).toBe(0)
    }
  })
})
