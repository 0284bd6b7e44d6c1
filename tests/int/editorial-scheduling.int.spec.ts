import { describe, expect, it } from 'vitest'

import { payload, signedInAdmin } from '../helpers/admin-session'
import { eventually, html, newPost, page } from '../helpers/blog-posts'
import { api } from '../helpers/http'

/**
 * Editors' publishing on a date (docs/editing.md › Drafts and publishing, Scheduling): a published post dated ahead
 * appears by itself on its date, and a scheduled publication is made by the job runner at its time; visitors see
 * either within seconds, on the pages and the /api contract.
 */
signedInAdmin()

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
