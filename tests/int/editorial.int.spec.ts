import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

/**
 * Editors' publishing (drafts, preview, scheduling, slugs, SEO): what visitors can and cannot see, through every
 * door (the pages, the /api contract, Payload's REST under /api/cms and GraphQL).
 */
let payload: Payload
let cookie: string
beforeAll(async () => {
  payload = await testPayload()
  cookie = await adminCookie()
})

let n = 0
const uniq = () => `${process.pid}-${Date.now()}-${n++}`

async function newPost(fields: Record<string, unknown> = {}, locale: 'en' | 'es' = 'en') {
  const slug = `editorial-${uniq()}`
  return payload.create({
    collection: 'blog-posts',
    locale,
    data: {
      title: `Title ${slug}`,
      excerpt: `Excerpt ${slug}`,
      content: await richText(`Body of ${slug}.`),
      category: 'safety',
      slug,
      _status: 'published',
      ...fields,
    } as never,
  })
}

const page = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, init)
const html = async (path: string, init: Parameters<typeof api>[1] = {}) => (await page(path, init)).text()

/** Polls until `check` holds (pages refresh after the commit's announcement), or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`still not true after ${ms} ms`)
    await new Promise((r) => setTimeout(r, 150))
  }
  return Date.now() - started
}

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

describe('English fallback', () => {
  it('a post without Spanish text, or with an empty Spanish title, shows its English title in Spanish', async () => {
    const post = await newPost()
    const { slug, title } = post as { slug: string; title: string }
    expect(await html(`/es/blog/${slug}`)).toContain(`>${title}</h1>`)

    await payload.update({ collection: 'blog-posts', id: post.id, locale: 'es', data: { title: '', excerpt: '' } })
    await eventually(async () => (await html(`/es/blog/${slug}`)).includes(`>${title}</h1>`))
    const api_ = await (await api(`/api/blog/${slug}?locale=es`)).json()
    expect(api_.title).toBe(title)
    expect(api_.excerpt).toBe((post as { excerpt: string }).excerpt)
  })

  it('the admin marks documents whose Spanish translation is missing', async () => {
    const post = await newPost()
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id })).spanishTranslation).toBe('missing')
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      locale: 'es',
      data: { title: 'Título', excerpt: 'Resumen', content: await richText('Un párrafo.') },
    })
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id })).spanishTranslation).toBe('complete')
    const missing = await payload.find({
      collection: 'blog-posts',
      where: { spanishTranslation: { equals: 'missing' } },
      pagination: false,
    })
    expect(missing.docs.some((d) => d.id === post.id)).toBe(false)
  })
})

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

describe("validation messages in the editor's language", () => {
  it('a slug clash and an empty English title are explained in Spanish to an editor whose admin is in Spanish', async () => {
    const first = await newPost()
    const save = (body: Record<string, unknown>) =>
      postJson(
        '/api/cms/blog-posts?locale=en',
        { excerpt: 'x', category: 'safety', content: first.content, _status: 'published', ...body },
        { cookie, headers: { 'Accept-Language': 'es' } },
      )
    const clash = await save({ title: 'Otro', slug: first.slug })
    expect(clash.status).toBe(400)
    const clashBody = JSON.stringify(await clash.json())
    expect(clashBody).toContain('Otro documento ya usa este slug')
    expect(clashBody).not.toContain('already uses this slug')

    const untitled = await save({ title: '', slug: `untitled-${uniq()}` })
    expect(untitled.status).toBe(400)
    const untitledBody = JSON.stringify(await untitled.json())
    expect(untitledBody).toContain('Obligatorio en inglés')
    // The field is named by its Spanish label.
    expect(untitledBody).toContain('Título')

    // The same save in English reads in English.
    const english = await postJson(
      '/api/cms/blog-posts?locale=en',
      {
        title: 'Other',
        excerpt: 'x',
        category: 'safety',
        content: first.content,
        slug: first.slug,
        _status: 'published',
      },
      { cookie, headers: { 'Accept-Language': 'en' } },
    )
    expect(JSON.stringify(await english.json())).toContain('Another document already uses this slug')
  })
})

describe('SEO fields', () => {
  it('meta title, description and image reach <head>, Open Graph and JSON-LD; empty ones default to the content', async () => {
    const post = await newPost()
    const { slug, title, excerpt } = post as { slug: string; title: string; excerpt: string }
    const before = await html(`/en/blog/${slug}`)
    expect(before).toContain(`<title>${title}</title>`)
    expect(before).toContain(`<meta name="description" content="${excerpt}"/>`)

    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { meta: { title: 'A better title for search', description: 'A description for search.' } },
    })
    await eventually(async () => (await html(`/en/blog/${slug}`)).includes('<title>A better title for search</title>'))
    const after = await html(`/en/blog/${slug}`)
    expect(after).toContain('<meta property="og:title" content="A better title for search"/>')
    expect(after).toContain('<meta property="og:description" content="A description for search."/>')
    expect(after).toContain('"description":"A description for search."')
    expect(after).toContain(`>${title}</h1>`)
  })
})

describe('posts dated ahead', () => {
  it('a published post dated a few seconds ahead appears on the blog, the home page and its own page on its date', async () => {
    const date = new Date(Date.now() + 6_000)
    const post = await newPost({ createdAt: date.toISOString() })
    const { slug, title } = post as { slug: string; title: string }
    // Held back, and the answers cached: the blog, the home page's teaser and the article's 404.
    for (let i = 0; i < 2; i++) {
      expect((await page(`/en/blog/${slug}`)).status).toBe(404)
      expect(await html('/en/blog')).not.toContain(slug)
      expect(await html('/en')).not.toContain(title)
    }
    expect(Date.now()).toBeLessThan(date.getTime())

    // Nobody saves anything: the date alone brings it out, within seconds.
    await new Promise((r) => setTimeout(r, date.getTime() - Date.now()))
    const ms = await eventually(async () => (await page(`/en/blog/${slug}`)).status === 200, 10_000)
    console.log(`a post dated ahead was on its page ${ms} ms after its date`)
    await eventually(async () => (await html('/en/blog')).includes(slug), 5_000)
    await eventually(async () => (await html('/en')).includes(title), 5_000)
    expect((await api(`/api/blog/${slug}`)).status).toBe(200)
  })
})

describe('scheduled publishing', () => {
  it('the job runner publishes a scheduled post at its time and every app instance shows it', async () => {
    const post = await newPost({ _status: 'draft' })
    const { slug } = post as { slug: string }
    expect((await page(`/en/blog/${slug}`)).status).toBe(404)
    expect((await page('/en/blog')).status).toBe(200) // cached list without it

    // What the admin's "Schedule publish" does (@payloadcms/ui schedulePublishHandler).
    const { docs: users } = await payload.find({ collection: 'users', limit: 1 })
    const at = new Date(Date.now() + 1_500)
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: {
        type: 'publish',
        doc: { relationTo: 'blog-posts', value: post.id },
        user: { relationTo: 'users', value: users[0].id },
      },
    })
    // Not before its time.
    await payload.jobs.run({ queue: 'default' })
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id }))._status).toBe('draft')

    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100))
    // This test process is the worker here, with the runner `npm run jobs` uses (publications go first, under the
    // runner's lock): the publish's hook announces it, and the app refreshes its pages.
    const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
    expect(await runUrgentBatch(payload)).toBe(1)
    expect((await payload.findByID({ collection: 'blog-posts', id: post.id }))._status).toBe('published')
    const ms = await eventually(async () => (await page(`/en/blog/${slug}`)).status === 200)
    expect(ms).toBeLessThan(5_000)
    await eventually(async () => (await html('/en/blog')).includes(slug))
  })
})
