/**
 * The preference page every newsletter mail links to: language, unsubscribe, and "erase everything about me",
 * which acts only once the link in a confirmation mail is opened. The app (production build) serves the pages and
 * forms; this process runs the mail queue as the worker would, into a real SMTP server.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

import es from '@i18n/es.json'
import { signEraseLink } from '@/features/audience/erase-link'
import { signUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { suppressionOf } from '@/features/privacy/suppression'
import { api } from '../helpers/http'
import { confirmedSignup, runPeopleMails } from '../helpers/newsletter'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

let sink: SmtpSink
let payload: Payload
let pool: Pool

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
})

afterAll(async () => {
  await sink?.close()
})

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@school.test`

/** A page as a browser gets it (redirects followed), refusing one that failed while drawing. */
async function openPage(path: string) {
  const res = await fetch(`${appUrl()}${path}`)
  const html = await res.text()
  expect(html, `a server error while drawing ${res.url}`).not.toMatch(/"digest":"\d+"/)
  return { status: res.status, url: res.url, html }
}

/** A form post of one of the pages, answered with a redirect. */
const postForm = (path: string, fields: Record<string, string>) =>
  api(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const linkIn = (text: string | undefined, pattern: RegExp) => {
  const match = pattern.exec(text ?? '')
  if (!match) throw new Error(`expected a link matching ${pattern} in:\n${text}`)
  return new URL(match[0])
}

describe('the preference page', { timeout: 60_000 }, () => {
  it('is linked from the welcome mail, changes the newsletter language, and erases everything once confirmed by mail', async () => {
    const email = address('prefs')
    await confirmedSignup(payload, { email, source: 'footer', locale: 'en' })
    await runPeopleMails(payload)
    const welcome = sink.to(email).find((m) => /newsletter\/preferences\?token=/.test(m.text ?? ''))
    expect(
      welcome,
      `a welcome mail linking the preference page; saw ${sink.to(email).map((m) => m.subject)}`,
    ).toBeTruthy()
    const prefs = linkIn(welcome!.text, /https?:\/\/\S+?\/en\/newsletter\/preferences\?token=\S+/)
    const token = prefs.searchParams.get('token')!

    const page = await openPage(`/es/newsletter/preferences?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain(email)
    expect(page.html).toContain(es['newsletterPreferences.erase.button'])

    // Language: Spanish from now on.
    const saved = await postForm('/api/newsletter/preferences', {
      token,
      lang: 'es',
      action: 'language',
      language: 'es',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toContain('done=language')
    const { rows } = await pool.query('SELECT language FROM newsletter_subscriptions WHERE email = $1', [email])
    expect(rows[0].language).toBe('es')

    // Erase: nothing happens until the mail's link is confirmed; the mail comes in the chosen language.
    const asked = await postForm('/api/newsletter/preferences', { token, lang: 'es', action: 'erase' })
    expect(asked.headers.get('location')).toContain('done=erase-mail')
    await runPeopleMails(payload)
    expect(await suppressionOf(pool, email)).toBeNull()
    const eraseMail = sink.to(email).find((m) => m.subject === es['mail.newsletterErase.subject'])
    expect(eraseMail, `an erasure mail in Spanish; saw ${sink.to(email).map((m) => m.subject)}`).toBeTruthy()
    const eraseLink = linkIn(eraseMail!.text, /https?:\/\/\S+?\/es\/newsletter\/erase\?token=\S+/)
    const ask = await openPage(eraseLink.pathname + eraseLink.search)
    expect(ask.status).toBe(200)
    expect(ask.html).toContain(es['newsletterErase.confirm.button'])

    const erased = await postForm('/api/newsletter/erase', { token: eraseLink.searchParams.get('token')!, lang: 'es' })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('location')).toContain('/es/newsletter/erase?status=done')
    expect(await suppressionOf(pool, email)).toMatchObject({ reason: 'erased' })
    expect((await pool.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount).toBe(0)

    // The preference link now names nobody: a 404.
    expect((await openPage(`/en/newsletter/preferences?token=${encodeURIComponent(token)}`)).status).toBe(404)
  })

  it('answers a forged or unknown preference link, and a forged or expired erasure link, with a 404', async () => {
    const forged = signUnsubscribe({ kind: 'subscriber', email: 'a@b.es' }).replace(/.$/, (c) =>
      c === 'A' ? 'B' : 'A',
    )
    expect((await openPage(`/en/newsletter/preferences?token=${encodeURIComponent(forged)}`)).status).toBe(404)
    const nobody = signUnsubscribe({ kind: 'subscriber', email: address('nobody') })
    expect((await openPage(`/en/newsletter/preferences?token=${encodeURIComponent(nobody)}`)).status).toBe(404)
    expect((await openPage('/en/newsletter/preferences')).status).toBe(404)

    const email = address('keep')
    await confirmedSignup(payload, { email, source: 'footer' })
    const old = signEraseLink(email, new Date(Date.now() - 8 * 86_400_000))
    expect((await openPage(`/en/newsletter/erase?token=${encodeURIComponent(old)}`)).status).toBe(404)
    expect((await openPage(`/en/newsletter/erase?token=${encodeURIComponent(old.slice(0, -2))}`)).status).toBe(404)
    // Posting them erases nothing.
    expect((await postForm('/api/newsletter/erase', { token: old, lang: 'en' })).status).toBe(303)
    expect(await suppressionOf(pool, email)).toBeNull()
    expect((await pool.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email])).rowCount).toBe(1)
  })
})
