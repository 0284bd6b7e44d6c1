/**
 * Double opt-in end to end: the app (production build) takes the sign-up and the confirmation, this process runs
 * the mail queue as the worker would, and a real SMTP server receives the confirmation and the welcome.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import { signUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { suppressionHash, suppressionOf } from '@/features/privacy/suppression'
import { adminCookie, api, csvUpload, postJson } from '../helpers/http'
import { confirmationLinkIn, confirmationMailTo, pressConfirm, runPeopleMails } from '../helpers/newsletter'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    // Links in the mails point at the app under test.
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  // Payload's config reads the mail settings when it loads: import it only now.
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
})

afterAll(async () => {
  await sink?.close()
})

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@school.test`

const subscriptionOf = async (email: string) =>
  (await pool.query('SELECT * FROM newsletter_subscriptions WHERE email = $1', [email])).rows[0] ?? null

const requestOf = async (email: string) =>
  (await pool.query('SELECT * FROM newsletter_signup_requests WHERE email = $1', [email])).rows[0] ?? null

/**
 * The page a link leads to, as a browser ends up on it (redirects followed): its status, address and headings.
 * A 404 page is drawn in the browser from the address's reason (tests/e2e/newsletter-opt-in.spec.ts shows it).
 */
async function openPage(path: string) {
  const res = await fetch(`${appUrl()}${path}`)
  const html = await res.text()
  // A page that failed while drawing still answers its status: its payload carries the error's digest.
  expect(html, `a server error while drawing ${res.url}`).not.toMatch(/"digest":"\d+"/)
  const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])
  return { status: res.status, url: res.url, html, headings }
}

/** Signs up through the API as the popup does, then confirms from the mail through the page's button. */
async function signUpAndConfirm(email: string, locale: 'en' | 'es' = 'en') {
  const after = sink.to(email).length
  const res = await postJson('/api/newsletter', { email, source: 'popup', privacyConsent: true, locale, page: '/' })
  expect(res.status).toBe(201)
  const link = confirmationLinkIn(await confirmationMailTo(payload, sink, email, { after }))
  const confirmed = await pressConfirm(link.token, link.lang)
  expect(confirmed.status).toBe(303)
  expect(confirmed.headers.get('location')).toContain(`/${link.lang}/newsletter/confirm?status=confirmed`)
  return link
}

describe('double opt-in', { timeout: 60_000 }, () => {
  it('subscribes nobody until the link in the confirmation mail is confirmed; then welcomes them in their language', async () => {
    const email = address('sofia')
    const res = await postJson('/api/newsletter', {
      email: email.toUpperCase(),
      source: 'popup',
      privacyConsent: true,
      locale: 'es',
      page: '/es/blog',
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ success: true })
    expect(await subscriptionOf(email), 'no subscription before the confirmation').toBeNull()
    const request = await requestOf(email)
    expect(request).toMatchObject({ source: 'popup', consent_form: 'newsletter-popup', consent_locale: 'es' })
    // Only the token's hash is stored, and the link works for 7 days.
    const mail = await confirmationMailTo(payload, sink, email)
    expect(mail.subject).toBe(es['mail.newsletterConfirm.subject'])
    const link = confirmationLinkIn(mail)
    expect(link.lang).toBe('es')
    const stored = await requestOf(email)
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.token_hash).not.toContain(link.token)
    const days = (stored.expires_at.getTime() - stored.mailed_at.getTime()) / 86_400_000
    expect(days).toBeCloseTo(7, 3)

    // Opening the link only asks (mail scanners open links): still nobody subscribed.
    const page = await openPage(link.path)
    expect(page.status).toBe(200)
    expect(page.headings).toEqual([es['newsletterConfirm.confirm.title']])
    expect(page.html).toContain(es['newsletterConfirm.confirm.button'])
    expect(await subscriptionOf(email)).toBeNull()

    const confirmed = await pressConfirm(link.token, link.lang)
    expect(confirmed.status).toBe(303)
    const done = await openPage(new URL(confirmed.headers.get('location')!).pathname + '?status=confirmed')
    expect(done.headings).toEqual([es['newsletterConfirm.done.title']])

    const subscription = await subscriptionOf(email)
    expect(subscription).toMatchObject({ source: 'popup', consent_form: 'newsletter-popup', consent_page: '/es/blog' })
    // The consent record keeps both times: when it was asked for, and when it was confirmed.
    expect(subscription.consent_at.toISOString()).toBe(request.consent_at.toISOString())
    expect(subscription.consent_confirmed_at.getTime()).toBeGreaterThanOrEqual(subscription.consent_at.getTime())

    await runPeopleMails(payload)
    const welcome = sink.to(email).find((m) => m.subject === es['mail.newsletterWelcome.subject'])
    expect(welcome, `a welcome in Spanish; saw ${sink.to(email).map((m) => m.subject)}`).toBeTruthy()
    expect(welcome!.text).toContain('/es/unsubscribe?token=')
    expect(welcome!.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(/\/api\/unsubscribe\?token=/)

    // The same link a second time: a 4xx page saying it was already used, and no second welcome.
    const again = await pressConfirm(link.token, link.lang)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toMatch(/\/es\/newsletter\/confirm\/used$/)
    const used = await openPage(link.path)
    expect(used.status).toBe(404)
    expect(new URL(used.url).pathname).toBe('/es/newsletter/confirm/used')
    await runPeopleMails(payload)
    expect(sink.to(email).filter((m) => m.subject === es['mail.newsletterWelcome.subject'])).toHaveLength(1)
  })

  it('sends at most one confirmation a day per address, and none to an address already subscribed', async () => {
    const email = address('flood')
    for (let i = 0; i < 5; i++) {
      expect((await postJson('/api/newsletter', { email, source: 'footer' })).status).toBe(201)
    }
    await confirmationMailTo(payload, sink, email)
    await runPeopleMails(payload)
    expect(sink.to(email)).toHaveLength(1)

    const subscribed = address('subscribed')
    await signUpAndConfirm(subscribed)
    await runPeopleMails(payload)
    const before = sink.to(subscribed).length
    expect((await postJson('/api/newsletter', { email: subscribed, source: 'footer' })).status).toBe(201)
    await runPeopleMails(payload)
    expect(sink.to(subscribed)).toHaveLength(before)
    expect(await requestOf(subscribed)).toMatchObject({ confirmed_at: expect.any(Date) })
  })

  it('refuses an expired link with a 4xx, and the retention job deletes the unconfirmed request', async () => {
    const email = address('late')
    await postJson('/api/newsletter', { email, source: 'footer', locale: 'en' })
    const link = confirmationLinkIn(await confirmationMailTo(payload, sink, email))
    await pool.query(
      `UPDATE newsletter_signup_requests SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [email],
    )
    const page = await openPage(link.path)
    expect(page.status).toBe(404)
    expect(new URL(page.url).pathname).toBe('/en/newsletter/confirm/expired')
    const script = await api(`/api/newsletter/confirm?token=${link.token}`, { method: 'POST' })
    expect(script.status).toBe(410)
    expect((await script.json()).errors).toEqual([{ field: 'token', message: 'This confirmation link has expired.' }])
    expect(await subscriptionOf(email)).toBeNull()

    const { runRetention } = await import('@/features/privacy/retention')
    const report = await runRetention(payload)
    expect(report.removed['newsletter-signup-requests']).toBeGreaterThanOrEqual(1)
    expect(await requestOf(email)).toBeNull()
  })

  it.each([
    ['a token never issued', `/en/newsletter/confirm?token=${'A'.repeat(43)}`],
    ['a damaged token', "/en/newsletter/confirm?token=abc'def"],
    ['no token', '/en/newsletter/confirm'],
  ])('answers %s with a 404 page in the visitor’s language, never a 5xx', async (_, path) => {
    const page = await openPage(path)
    expect(page.status).toBe(404)
    expect(new URL(page.url).pathname).toBe('/en/newsletter/confirm/unknown')
    const spanish = await openPage(path.replace('/en/', '/es/'))
    expect(spanish.status).toBe(404)
    expect(new URL(spanish.url).pathname).toBe('/es/newsletter/confirm/unknown')
  })

  it('refuses a forged confirmation from a script with a 404', async () => {
    const res = await api(`/api/newsletter/confirm?token=${'B'.repeat(43)}`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0]).toMatchObject({ field: 'token' })
  })

  it('confirms nothing for an address erased after it signed up', async () => {
    const email = address('erased-meanwhile')
    await postJson('/api/newsletter', { email, source: 'footer', locale: 'en' })
    const link = confirmationLinkIn(await confirmationMailTo(payload, sink, email))
    const erased = await postJson('/api/privacy/erase', { email, confirm: true }, { cookie })
    expect(erased.status).toBe(200)
    expect((await erased.json()).removed['newsletter-requests']).toBe(1)
    const page = await openPage(link.path)
    expect(page.status).toBe(404)
    expect(new URL(page.url).pathname).toBe('/en/newsletter/confirm/unknown')
    expect((await pressConfirm(link.token, link.lang)).status).toBe(303)
    expect(await subscriptionOf(email)).toBeNull()
  })
})

describe('a way back', { timeout: 60_000 }, () => {
  it('lifts an unsubscribe only when a new sign-up is confirmed, with the new consent recorded', async () => {
    const email = address('comeback')
    await signUpAndConfirm(email)
    const out = await api(
      `/api/unsubscribe?token=${encodeURIComponent(signUnsubscribe({ kind: 'subscriber', email }))}`,
      {
        method: 'POST',
      },
    )
    expect(out.status).toBe(200)
    expect(await suppressionOf(pool, email)).toMatchObject({ reason: 'unsubscribed' })
    expect(await subscriptionOf(email)).toBeNull()

    // The same day, a new sign-up gets its confirmation mail at once: the first request was confirmed, so it spent
    // no budget. The sign-up alone changes nothing: still suppressed, still not subscribed.
    await runPeopleMails(payload)
    const after = sink.to(email).length
    const confirmations = () => sink.to(email).filter((m) => m.subject === en['mail.newsletterConfirm.subject'])
    expect(confirmations()).toHaveLength(1)
    const again = { email, source: 'newsletter-section', privacyConsent: true, locale: 'en' }
    expect((await postJson('/api/newsletter', again)).status).toBe(201)
    const mail = await confirmationMailTo(payload, sink, email, { after })
    expect(await suppressionOf(pool, email)).not.toBeNull()
    expect(await subscriptionOf(email)).toBeNull()

    // That unconfirmed request spends the day's budget again: a third sign-up the same day is not mailed.
    expect((await postJson('/api/newsletter', again)).status).toBe(201)
    await runPeopleMails(payload)
    expect(confirmations()).toHaveLength(2)

    const link = confirmationLinkIn(mail)
    expect((await pressConfirm(link.token, link.lang)).status).toBe(303)
    expect(await suppressionOf(pool, email)).toBeNull()
    expect(await subscriptionOf(email)).toMatchObject({
      source: 'newsletter-section',
      consent_form: 'newsletter-section',
      consent_confirmed_at: expect.any(Date),
    })
    const { rows } = await pool.query(
      `SELECT summary FROM audit_events WHERE action = 'resubscribe' AND subject_hash = $1`,
      [suppressionHash(email)],
    )
    expect(rows.map((r) => r.summary)).toEqual([expect.stringContaining('(unsubscribed)')])
  })

  it('lifts an erasure when a new sign-up is confirmed: a fresh start', async () => {
    const email = address('erased')
    await signUpAndConfirm(email)
    expect((await postJson('/api/privacy/erase', { email, confirm: true }, { cookie })).status).toBe(200)
    expect(await suppressionOf(pool, email)).toMatchObject({ reason: 'erased' })

    await signUpAndConfirm(email, 'es')
    expect(await suppressionOf(pool, email)).toBeNull()
    const subscription = await subscriptionOf(email)
    expect(subscription).toMatchObject({ consent_locale: 'es', consent_confirmed_at: expect.any(Date) })
  })

  it('keeps CSV imports without a confirmation mail, and refuses suppressed addresses there as before', async () => {
    const fresh = address('imported')
    const res = await csvUpload('/api/newsletter/upload-csv', `email\n${fresh}\n`, cookie)
    expect((await res.json()).count).toBe(1)
    await runPeopleMails(payload)
    expect(sink.to(fresh)).toHaveLength(0)
    expect(await subscriptionOf(fresh)).toMatchObject({ source: 'csv-upload', consent_form: 'csv-import' })
  })
})
