import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer } from '../helpers/app-server'
import { adminCookie, api, editablePost } from '../helpers/http'
import { workerDatabaseUri, workerPorts } from '../helpers/worker'

/**
 * Two app instances on one database (src/features/content/site-cache): a save handled by one refreshes the cached
 * pages of the other too.
 */
let other: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  other = await startAppServer(workerDatabaseUri(), workerPorts().app)
  // Its listener connects in the background once the server answers.
  for (const started = Date.now(); !other.output().includes('[site-cache] listening for saves');) {
    if (Date.now() - started > 10_000) throw new Error(`the listener did not start:\n${other.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
})
afterAll(() => other?.stop())

const slug = 'travel-education-career-growth'

async function titleOn(baseUrl: string, expected: string, withinMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const html = await (await fetch(`${baseUrl}/en/blog/${slug}`)).text()
    if (html.includes(expected)) return Date.now() - started
    if (Date.now() - started > withinMs)
      throw new Error(`${baseUrl} still does not show "${expected}" after ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('several app instances', () => {
  it('a save on one instance refreshes the cached pages of the others', async () => {
    const post = await editablePost(slug, await adminCookie())
    await titleOn(other.url, post.title, 5_000) // the other instance now holds the page in its cache

    const newTitle = `${post.title} (edited elsewhere ${Date.now()})`
    try {
      expect((await post.retitle(newTitle)).status).toBe(200)
      expect(await titleOn(other.url, newTitle, 5_000)).toBeLessThan(5_000)
    } finally {
      expect((await post.retitle(post.title)).status).toBe(200)
    }
    await titleOn(other.url, post.title, 5_000)
  })

  it('the route that refreshes an instance answers only the app itself', async () => {
    const res = await api('/api/internal/site-changed', {
      method: 'POST',
      headers: { 'x-internal-token': 'guess' },
    })
    expect(res.status).toBe(403)
    expect((await api('/api/internal/site-changed', { method: 'POST' })).status).toBe(403)
  })
})
