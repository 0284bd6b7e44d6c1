/**
 * A post published with a date in the future stays out of every read a visitor (or a stranger's script) has,
 * until its day: one rule, "published and dated today or earlier", applied by the collection's read access.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

describe('a published post dated in the future', () => {
  it('is read by no visitor path until its day, and staff still see it', async () => {
    const run = Date.now()
    const title = `Embargoed announcement ${run}`
    const post = await payload.create({
      collection: 'blog-posts',
      locale: 'en',
      data: {
        title,
        excerpt: `Not before its day ${run}`,
        content: await richText('Announced on its day.'),
        slug: `embargoed-${run}`,
        category: 'erasmus',
        createdAt: '2099-06-01T00:00:00.000Z',
        _status: 'published',
      },
    })
    const seenBy = async (path: string, init: { cookie?: string } = {}) =>
      (await (await api(path, init)).text()).includes(title)

    // Visitors' reads: Payload's REST API by id and by a date filter, the contract's /api/blog, the page, the sitemap.
    for (const path of [
      `/api/cms/blog-posts/${post.id}`,
      `/api/cms/blog-posts?where[createdAt][greater_than]=2098-01-01&locale=en`,
      `/api/blog?locale=en`,
      `/api/blog/embargoed-${run}?locale=en`,
      `/en/blog/embargoed-${run}`,
    ]) {
      expect(await seenBy(path), `${path} showed the embargoed post`).toBe(false)
    }
    expect((await (await api('/sitemap.xml')).text()).includes(`embargoed-${run}`)).toBe(false)
    // The local API as a visitor reads (access checked, no user): the rule lives in the collection's access.
    const asVisitor = await payload.find({
      collection: 'blog-posts',
      where: { id: { equals: post.id } },
      overrideAccess: false,
    })
    expect(asVisitor.docs, 'the local API without a user').toHaveLength(0)
    const byId = await payload.findByID({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: false,
      disableErrors: true,
    })
    expect(byId, 'findByID without a user').toBeNull()

    // Staff see and edit it as before.
    const staff = await api(`/api/cms/blog-posts/${post.id}?locale=en`, { cookie })
    expect(staff.status).toBe(200)
    expect((await staff.json()).title).toBe(title)

    // Dated today, the same post is visible.
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { createdAt: new Date(run - 60_000).toISOString() },
    })
    const now = await payload.find({
      collection: 'blog-posts',
      where: { id: { equals: post.id } },
      overrideAccess: false,
    })
    expect(now.docs, 'dated in the past, it is visible').toHaveLength(1)
    await payload.delete({ collection: 'blog-posts', id: post.id })
  })
})
