import { describe, expect, it, onTestFinished } from 'vitest'

import { cookie, payload, signedInAdmin } from '../helpers/admin-session'
import { eventually, newPost, page, uniq } from '../helpers/blog-posts'
import { api, postJson } from '../helpers/http'
import { richText } from '../helpers/rich-text'

/**
 * Posts' addresses (docs/editing.md › Addresses and search engines): slugs made from the title, a clash refused on
 * the field, and redirects (a published post's old slug, and those editors add under Content › Redirects) answering
 * visitors in both languages; visitors cannot list the redirects.
 */
signedInAdmin()

let n = 0

describe('slugs', () => {
  it('are made from the title, accents and all', async () => {
    const doc = await payload.create({
      collection: 'blog-posts',
      data: {
        title: `Educación en Málaga ${n++}`,
        excerpt: 'x',
        content: await richText('y'),
        category: 'safety',
        _status: 'published',
      } as never,
    })
    expect(doc.slug).toMatch(/^educacion-en-malaga-\d+$/)
  })

  it('a clash is an error on the slug field, with a message saying so', async () => {
    const first = await newPost()
    const again = { title: 'Another', excerpt: 'x', category: 'safety', slug: first.slug, _status: 'published' }
    const res = await postJson('/api/cms/blog-posts', { ...again, content: first.content }, { cookie })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Slug')
    // The message under the field in the admin.
    await expect(
      payload.create({ collection: 'blog-posts', data: { ...again, content: first.content } as never }),
    ).rejects.toMatchObject({
      data: {
        errors: [expect.objectContaining({ path: 'slug', message: expect.stringContaining('already uses this slug') })],
      },
    })
  })

  it("a published post's old address answers with a 301 to the new one, in both languages and unprefixed", async () => {
    const post = await newPost()
    const oldSlug = post.slug as string
    const newSlug = `${oldSlug}-renamed`
    // Cached first: a page visitors have seen, and the old address's answer once the slug changed.
    expect((await page(`/en/blog/${oldSlug}`)).status).toBe(200)
    // The editor changes the slug in a draft (autosave), then publishes.
    await payload.update({ collection: 'blog-posts', id: post.id, draft: true, data: { slug: newSlug } })
    await payload.update({ collection: 'blog-posts', id: post.id, data: { _status: 'published' } })

    for (const lang of ['en', 'es']) {
      await eventually(async () => (await page(`/${lang}/blog/${oldSlug}`)).status === 301)
      const res = await page(`/${lang}/blog/${oldSlug}`)
      expect(res.headers.get('location')).toBe(`/${lang}/blog/${newSlug}`)
      expect((await page(`/${lang}/blog/${newSlug}`)).status).toBe(200)
    }
    // An unprefixed address stays unprefixed (the visitor's language cookie picks the page).
    const unprefixed = await page(`/blog/${oldSlug}`)
    expect(unprefixed.status).toBe(301)
    expect(unprefixed.headers.get('location')).toBe(`/blog/${newSlug}`)
    // Visitors cannot list the redirects through Payload's API, nor through the proxy's own route.
    expect((await api('/api/cms/redirects')).status).toBe(403)
    expect((await api('/api/internal/redirects')).status).toBe(403)

    // Back to the old slug: a page again, no loop, and the newer address leads back.
    await payload.update({ collection: 'blog-posts', id: post.id, data: { slug: oldSlug, _status: 'published' } })
    await eventually(async () => (await page(`/en/blog/${oldSlug}`)).status === 200)
    const back = await page(`/en/blog/${newSlug}`)
    expect(back.status).toBe(301)
    expect(back.headers.get('location')).toBe(`/en/blog/${oldSlug}`)
  })

  it('a redirect an editor adds under Content › Redirects answers a 301 the same way', async () => {
    const post = await newPost()
    const from = `/blog/old-campaign-${uniq()}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: `/blog/${post.slug}` } },
    })
    onTestFinished(() => payload.delete({ collection: 'redirects', id: redirect.id }).then(() => undefined))
    for (const lang of ['en', 'es']) {
      await eventually(async () => (await page(`/${lang}${from}`)).status === 301)
      expect((await page(`/${lang}${from}`)).headers.get('location')).toBe(`/${lang}/blog/${post.slug}`)
    }
  })

  it('a redirect from any other old address of the site leads on too (308), in the language of the address', async () => {
    const from = `/old-courses-${uniq()}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: '/courses' } },
    })
    onTestFinished(() => payload.delete({ collection: 'redirects', id: redirect.id }).then(() => undefined))
    for (const lang of ['en', 'es']) {
      await eventually(async () => (await page(`/${lang}${from}`)).status === 308)
      expect((await page(`/${lang}${from}`)).headers.get('location')).toBe(`/${lang}/courses`)
    }
    // A path nobody redirects is still a 404.
    expect((await page(`/en/old-nothing-${uniq()}`)).status).toBe(404)
  })
})
