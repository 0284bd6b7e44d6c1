/**
 * A redirect staff add (Content › Redirects) leads only to a path of this site: anything a browser would resolve
 * to another host (`/\evil.example`, `//evil.example`, a tab inside the slashes, a full address) is refused with a
 * 400 naming the field, and the site never answers a redirect to another host.
 */
import { describe, expect, it, beforeAll } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { waitFor } from '../helpers/staff'
import { appUrl } from '../helpers/worker'

let cookie: string

beforeAll(async () => {
  cookie = await adminCookie()
})

const create = (from: string, url: string) =>
  postJson('/api/cms/redirects', { from, to: { type: 'custom', url } }, { cookie })

describe('a custom redirect', () => {
  it.each([
    ['/\\evil.example'],
    ['//evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['/\\/evil.example/x'],
  ])('to %j is refused with a 400 naming to.url', async (url) => {
    const res = await create(`/blog/offsite-${Date.now()}`, url)
    const text = await res.text()
    expect(res.status, text).toBe(400)
    expect(text).toContain('to.url')
  })

  it('to a path of the site is kept, and answers a 301 to that path on this host', async () => {
    const run = Date.now()
    const res = await create(`/blog/old-${run}`, `/blog/new-${run}?from=old`)
    expect(res.status, await res.clone().text()).toBe(201)
    const location = await waitFor(`the redirect of /blog/old-${run}`, async () => {
      const moved = await api(`/en/blog/old-${run}`)
      return moved.status === 301 ? moved.headers.get('location')! : undefined
    })
    expect(new URL(location, appUrl()).host).toBe(new URL(appUrl()).host)
    expect(new URL(location, appUrl()).pathname).toBe(`/en/blog/new-${run}`)
    await api(`/api/cms/redirects/${(await res.json()).doc.id}`, { method: 'DELETE', cookie })
  })
})
