/**
 * Two things the admin's screens do through Payload's REST API, for staff only: the SEO tab's "Auto-generate"
 * buttons and search preview (the SEO plugin's endpoints), and Trash › Restore, one document or several, in every
 * collection with a trash. Strangers get neither, nor any trashed document.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { appUrl } from '../helpers/worker'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

const patch = (path: string, body: unknown, init: { cookie?: string } = { cookie }) =>
  api(path, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init })

describe('the SEO tab’s Auto-generate buttons', () => {
  it('fill title, description and the preview’s address for staff, in the language being edited', async () => {
    const doc = { title: 'Madrid in spring', excerpt: 'Ideas for a school trip.', slug: 'madrid-in-spring' }
    const ask = (what: string, body: Record<string, unknown>, init = { cookie }) =>
      postJson(`/api/cms/plugin-seo/generate-${what}`, body, init)
    const title = await ask('title', { collectionSlug: 'blog-posts', doc, locale: 'en' })
    expect(title.status, await title.clone().text()).toBe(200)
    expect(await title.json()).toEqual({ result: 'Madrid in spring · Madrid Edu Travel' })
    const description = await ask('description', { collectionSlug: 'blog-posts', doc, locale: 'en' })
    expect(await description.json()).toEqual({ result: 'Ideas for a school trip.' })
    const url = await ask('url', { collectionSlug: 'blog-posts', doc, locale: 'es' })
    expect(await url.json()).toEqual({ result: `${appUrl()}/es/blog/madrid-in-spring` })
    const page = await ask('url', { globalSlug: 'page-home', doc: {}, locale: 'en' })
    expect((await page.json()).result).toBe(`${appUrl()}/en`)
    // Strangers are refused before the plugin runs.
    expect((await ask('title', { collectionSlug: 'blog-posts', doc }, { cookie: '' })).status).toBe(403)
  })
})

describe('Trash › Restore', { timeout: 60_000 }, () => {
  async function trashedDestination() {
    const code = `r${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z0-9]/g, 'x')}`
    const doc = await payload.create({
      collection: 'destinations',
      locale: 'en',
      data: { code, city: `Restore City ${code}`, country: 'Spain', showOn: ['school-trips'], _status: 'published' },
    })
    await payload.update({ collection: 'destinations', id: doc.id, data: { deletedAt: new Date().toISOString() } })
    return doc
  }

  it('restores one destination by id, and several in bulk, as the admin’s Restore does', async () => {
    const one = await trashedDestination()
    const restored = await patch(`/api/cms/destinations/${one.id}?trash=true`, { deletedAt: null })
    expect(restored.status, await restored.clone().text()).toBe(200)
    expect((await payload.findByID({ collection: 'destinations', id: one.id })).deletedAt ?? null).toBeNull()

    const [a, b] = [await trashedDestination(), await trashedDestination()]
    const bulk = await patch(`/api/cms/destinations?trash=true&where[id][in][0]=${a.id}&where[id][in][1]=${b.id}`, {
      deletedAt: null,
    })
    expect(bulk.status, await bulk.clone().text()).toBe(200)
    for (const id of [a.id, b.id]) {
      expect((await payload.findByID({ collection: 'destinations', id })).deletedAt ?? null).toBeNull()
    }
  })

  it('restores an enquiry (the other collection with a trash)', async () => {
    const email = `trash-${randomUUID().slice(0, 8)}@school.test`
    const created = await postJson('/api/contacts', {
      name: 'Trashed Enquirer',
      email,
      organization: 'IES Papelera',
      contactType: 'erasmus',
      programType: 'ka1',
      message: 'Please call us back.',
      privacyConsent: true,
    })
    expect(created.status).toBe(201)
    const { rows } = await payload.db.pool.query<{ id: number }>(
      'SELECT id FROM contacts WHERE email = $1 ORDER BY id DESC LIMIT 1',
      [email],
    )
    const id = rows[0]!.id
    await payload.update({ collection: 'contacts', id, data: { deletedAt: new Date().toISOString() } })
    const restored = await patch(`/api/cms/contacts/${id}?trash=true`, { deletedAt: null })
    expect(restored.status, await restored.clone().text()).toBe(200)
  })

  it('shows strangers no trashed document', async () => {
    const doc = await trashedDestination()
    for (const path of [`/api/cms/destinations/${doc.id}?trash=true`, '/api/cms/destinations?trash=true']) {
      const res = await api(path)
      const text = await res.text()
      expect(res.status, path).toBe(403)
      expect(text).not.toContain(doc.city)
    }
    const asVisitor = await payload.find({
      collection: 'destinations',
      trash: true,
      where: { id: { equals: doc.id } },
      overrideAccess: false,
    })
    expect(asVisitor.docs, 'the local API without a user, trash included').toHaveLength(0)
  })
})
