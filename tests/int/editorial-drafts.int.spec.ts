import { describe, expect, it, onTestFinished } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { eventually, html, newPost, page, uniq } from '../helpers/blog-posts'
import { api, postJson } from '../helpers/http'

/**
 * Editors' drafts and preview (docs/editing.md › Drafts and publishing, Preview): what visitors can and cannot see,
 * through every door (the pages, the /api contract, Payload's REST under /api/cms and GraphQL), until "Publish"; and
 * a signed-in editor's preview of a draft, which visitors' cached pages never carry.
 */
signedInAdmin()

describe('drafts never reach visitors', () => {
  it('an unpublished post is on no page, no public API, not in /api/cms nor GraphQL, even asking for drafts', async () => {
    const post = await newPost({ _status: 'draft' })
    const { slug, title } = post as { slug: string; title: string }

    expect((await page(`/en/blog/${slug}`)).status).toBe(404)
    expect((await page(`/es/blog/${slug}`)).status).toBe(404)
    expect((await api(`/api/blog/${slug}`)).status).toBe(404)
    expect(await (await api('/api/blog')).text()).not.toContain(slug)
    expect(await html('/en/blog')).not.toContain(title)

    for (const query of ['', '&draft=true']) {
      const list = await (await api(`/api/cms/blog-posts?where[slug][equals]=${slug}${query}`)).json()
      expect(list.docs ?? [], query).toHaveLength(0)
    }
    expect((await api(`/api/cms/blog-posts/${post.id}?draft=true`)).status).not.toBe(200)
    expect((await api(`/api/cms/blog-posts/versions`)).status).toBe(403)

    const gql = await postJson('/api/cms/graphql', {
      query: `{ BlogPosts(draft: true, where: { slug: { equals: "${slug}" } }) { docs { title } } }`,
    })
    expect(JSON.stringify(await gql.json())).not.toContain(title)
  })

  it('a draft saved over a published post leaves the published text on the site until "Publish"', async () => {
    const post = await newPost()
    const { slug, title } = post as { slug: string; title: string }
    expect(await html(`/en/blog/${slug}`)).toContain(title)

    const draftTitle = `Unpublished change ${uniq()}`
    await payload.update({ collection: 'blog-posts', id: post.id, draft: true, data: { title: draftTitle } })
    // The pages are not revalidated for a draft, and nothing anywhere shows it.
    expect(await html(`/en/blog/${slug}`)).toContain(title)
    expect(await (await api(`/api/blog/${slug}`)).text()).not.toContain(draftTitle)
    for (const query of ['', '?draft=true']) {
      expect(await (await api(`/api/cms/blog-posts/${post.id}${query}`)).text(), query).not.toContain(draftTitle)
    }
    // The editor still has it.
    const staff = await (await api(`/api/cms/blog-posts/${post.id}?draft=true`, { cookie })).json()
    expect(staff.title).toBe(draftTitle)

    // Publishing the draft: visitors see it within seconds.
    await payload.update({ collection: 'blog-posts', id: post.id, data: { _status: 'published' } })
    await eventually(async () => (await html(`/en/blog/${slug}`)).includes(draftTitle))
  })

  it('testimonials: a draft is not featured on the home page nor in the public API', async () => {
    const name = `Draft Person ${uniq()}`
    const draft = await payload.create({
      collection: 'testimonials',
      data: { name, role: 'Teacher', content: 'Not yet.', rating: 5, category: 'school', _status: 'draft' } as never,
    })
    onTestFinished(() => payload.delete({ collection: 'testimonials', id: draft.id }).then(() => undefined))
    expect(await (await api('/api/testimonials/featured/all')).text()).not.toContain(name)
    expect(await html('/en')).not.toContain(name)
    // Strangers read nothing through /api/cms; a visitor's read (access checked, no user) does not see the draft.
    expect((await api(`/api/cms/testimonials?where[name][equals]=${encodeURIComponent(name)}`)).status).toBe(403)
    const asVisitor = await payload.find({
      collection: 'testimonials',
      where: { name: { equals: name } },
      overrideAccess: false,
    })
    expect(asVisitor.docs).toHaveLength(0)
  })

  it('a post dated in the future waits for its day', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const post = await newPost({ createdAt: tomorrow })
    const { slug } = post as { slug: string }
    expect((await page(`/en/blog/${slug}`)).status).toBe(404)
    expect((await api(`/api/blog/${slug}`)).status).toBe(404)
    expect(await (await api('/api/blog')).text()).not.toContain(slug)
  })
})

describe('preview', () => {
  it('a signed-in editor previews an unpublished Spanish draft; visitors and stale cookies get a 404', async () => {
    const post = await newPost({ _status: 'draft' }, 'es')
    const { slug, title } = post as { slug: string; title: string }

    expect((await api(`/next/preview?path=/es/blog/${slug}`)).status).toBe(403)
    expect((await api(`/next/preview?path=//evil.example/x`, { cookie })).status).toBe(400)
    expect((await api(`/next/preview?path=/admin`, { cookie })).status).toBe(400)

    const enter = await api(`/next/preview?path=/es/blog/${slug}`, { cookie })
    expect(enter.status).toBe(307)
    expect(enter.headers.get('location')).toBe(`/es/blog/${slug}`)
    const bypass = enter.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('__prerender_bypass='))
    expect(bypass).toBeTruthy()

    const preview = await page(`/es/blog/${slug}`, { cookie: `${cookie}; ${bypass}` })
    expect(preview.status).toBe(200)
    const body = await preview.text()
    expect(body).toContain(title)
    expect(preview.headers.get('cache-control')).toMatch(/no-store|private/)

    // The draft-mode cookie alone (an editor who signed out) shows what visitors see.
    expect((await page(`/es/blog/${slug}`, { cookie: bypass })).status).toBe(404)
    expect((await page(`/es/blog/${slug}`)).status).toBe(404)
  })

  it("visitors' cached pages stay cached and never carry the live-preview code", async () => {
    for (const path of ['/en', '/es/blog/erasmus-ka1-mobility-programs']) {
      await page(path)
      const res = await page(path)
      expect(res.headers.get('x-nextjs-cache'), path).toBe('HIT')
      const body = await res.text()
      expect(body).not.toContain('live-preview-listener')
      expect(body).not.toContain('LivePreviewListener')
    }
  })
})
