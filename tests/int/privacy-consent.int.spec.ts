/**
 * Provable consent (docs/staff.md › Privacy operations: proof of consent, changing the privacy policy): what an
 * enquiry and a newsletter sign-up record of the consent given (form, page, language, time and the version of the
 * privacy policy shown), that nobody can change that record, and that the policy's text never changes without a new
 * version. Over real HTTP against the built app.
 */
import { createHash } from 'node:crypto'

import { describe, expect, it, onTestFinished } from 'vitest'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import { PRIVACY_POLICY_TEXT_SHA256, PRIVACY_POLICY_VERSION } from '@/features/privacy/policy-version'
import { retentionPolicy } from '@/features/privacy/retention-policy'
import { pageSeeds } from '@/seed/data/pages'
import { cookie, payload } from '../helpers/admin-session'
import { api, postJson } from '../helpers/http'
import { confirmedSignup } from '../helpers/newsletter'
import { enquiry, privacyFixture, unique } from '../helpers/privacy-fixture'

privacyFixture()

/** The version a consent records once the privacy page is published: the code's version and the publication time. */
const publishedPolicy = new RegExp(`^${PRIVACY_POLICY_VERSION}/\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$`)

describe('provable consent', () => {
  it('a consent names the privacy page version it was given under, and that version stays in the history', async () => {
    const consentVersion = async () => {
      const email = `${unique('policy')}@example.org`
      expect(
        (await postJson('/api/contacts', enquiry(email, 'Policy Person', { form: 'school-enquiry' }))).status,
      ).toBe(201)
      const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
      return docs[0].consent!.privacyVersion!
    }
    const before = await consentVersion()
    expect(before).toMatch(publishedPolicy)

    // An editor publishes a change to the policy's text (published back as it was at the end: other files read
    // the seeded text).
    const seeded = (await payload.findGlobal({ slug: 'page-privacy', locale: 'en', depth: 0 })).hero.title
    const publishHeading = (title: string) =>
      api('/api/cms/globals/page-privacy?locale=en', {
        method: 'POST',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hero: { title }, _status: 'published' }),
      })
    const heading = `Privacy policy ${unique('v')}`
    const res = await publishHeading(heading)
    onTestFinished(async () => {
      await publishHeading(seeded)
    })
    expect(res.status, await res.clone().text()).toBe(200)

    // New consents name the new publication (at once: the publish drops the memo through the site-change news).
    let after = before
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 200))
      after = await consentVersion()
    }
    expect(after).toMatch(publishedPolicy)
    expect(after).not.toBe(before)

    // Both published versions are in the page's history, found by the time the consent names.
    const publishedAt = (version: string) => version.split('/')[1]
    const versions = await payload.findGlobalVersions({
      slug: 'page-privacy',
      where: { 'version._status': { equals: 'published' } },
      limit: 1000,
      locale: 'en',
    })
    const times = versions.docs.map((v) => new Date(v.version.updatedAt!).toISOString())
    expect(times).toContain(publishedAt(before))
    expect(times).toContain(publishedAt(after))
    const agreed = versions.docs.find((v) => new Date(v.version.updatedAt!).toISOString() === publishedAt(after))
    expect(agreed?.version.hero?.title).toBe(heading)
  })

  it('an enquiry keeps form, page, language, time and the privacy policy version', async () => {
    const email = `${unique('consent')}@example.org`
    const before = Date.now()
    const res = await postJson(
      '/api/contacts',
      enquiry(email, 'Consent Person', { form: 'school-enquiry', page: '/es/contact', locale: 'es' }),
    )
    expect(res.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    expect(docs[0].consent).toMatchObject({
      form: 'school-enquiry',
      page: '/es/contact',
      locale: 'es',
      privacyVersion: expect.stringMatching(publishedPolicy),
    })
    expect(new Date(docs[0].consent!.at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(docs[0].lastContactAt).toBeTruthy()
  })

  it('a sign-up keeps its form and page; a wrong form or a page that is not a path is a 400 naming it', async () => {
    const email = `${unique('signup')}@example.org`
    await confirmedSignup(payload, {
      email,
      source: 'footer',
      form: 'newsletter-footer',
      page: '/blog',
      locale: 'en',
    })
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
    expect(docs[0].consent).toMatchObject({
      form: 'newsletter-footer',
      page: '/blog',
      locale: 'en',
      privacyVersion: expect.stringMatching(publishedPolicy),
      confirmedAt: expect.any(String),
    })

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ form: 'newsletter-popup' }, 'form', en['validation.formInvalid']],
      [{ page: 'https://evil.example/x' }, 'page', en['validation.pageInvalid']],
      [{ page: '/contact?email=someone@x.es' }, 'page', en['validation.pageInvalid']],
    ]
    for (const [extra, field, message] of cases) {
      const res = await postJson('/api/newsletter', {
        email: `${unique('bad')}@example.org`,
        source: 'footer',
        ...extra,
      })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toContainEqual({ field, message })
    }
    const school = await postJson(
      '/api/contacts',
      enquiry(`${unique('bad')}@example.org`, 'Wrong Form', { form: 'erasmus-enquiry' }),
    )
    expect(school.status).toBe(400)
    expect((await school.json()).errors[0].field).toBe('form')
  })

  it('the consent record cannot be changed through Payload’s API, even by an admin', async () => {
    const email = `${unique('proof')}@example.org`
    await confirmedSignup(payload, { email, source: 'footer', page: '/' })
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } } })
    const res = await api(`/api/cms/newsletter-subscriptions/${docs[0].id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ consent: { page: '/forged', privacyVersion: 'forged' }, name: 'Edited' }),
    })
    expect(res.status).toBe(200)
    const after = await payload.findByID({ collection: 'newsletter-subscriptions', id: docs[0].id })
    expect(after.name).toBe('Edited')
    expect(after.consent).toMatchObject({ page: '/', privacyVersion: expect.stringMatching(publishedPolicy) })
  })

  it('the privacy policy text has not changed without a new version (PRIVACY_POLICY_VERSION)', () => {
    const policy = (c: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(c)
          .filter(([k]) => k.startsWith('privacy.'))
          .sort(([a], [b]) => a.localeCompare(b)),
      )
    // The texts are the page-privacy global, seeded from src/seed/data/pages/privacy.ts; the table's labels stay
    // in the catalogs.
    const hash = createHash('sha256')
      .update(
        JSON.stringify({ en: policy(en), es: policy(es), page: pageSeeds['page-privacy'], retention: retentionPolicy }),
      )
      .digest('hex')
    expect(hash, 'privacy texts changed: set a new PRIVACY_POLICY_VERSION, then PRIVACY_POLICY_TEXT_SHA256').toBe(
      PRIVACY_POLICY_TEXT_SHA256,
    )
  })
})
