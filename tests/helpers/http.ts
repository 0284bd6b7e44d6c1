import { inject } from 'vitest'
import { appUrl } from './worker'

let counter = 0
/** A distinct client address per call, so per-IP rate limits only bite where a test wants them to. */
export const freshIp = () => `198.51.100.${(counter++ % 250) + 1}-${process.pid}-${counter}`

/**
 * A request to the running app over real HTTP, with the headers a browser on the site would send
 * (Payload only accepts a session cookie from its own origin: CSRF protection).
 */
export function api(
  path: string,
  init: RequestInit & { ip?: string; cookie?: string; origin?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('X-Forwarded-For', init.ip ?? freshIp())
  if (init.cookie) headers.set('Cookie', init.cookie)
  const origin = init.origin ?? appUrl()
  headers.set('Sec-Fetch-Site', origin === appUrl() ? 'same-origin' : 'cross-site')
  if (init.method && init.method !== 'GET') headers.set('Origin', origin)
  return fetch(`${appUrl()}${path}`, { ...init, headers, redirect: 'manual' })
}

export function postJson(
  path: string,
  body: unknown,
  init: RequestInit & { ip?: string; cookie?: string; origin?: string } = {},
) {
  return api(path, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Signs in as the test admin through POST /api/admin/login and returns the session cookie. */
export async function adminCookie(): Promise<string> {
  const res = await postJson('/api/admin/login', {
    username: inject('admin').email,
    password: inject('admin').password,
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers.get('set-cookie')
  if (!cookie) throw new Error('login set no cookie')
  return cookie.split(';')[0]
}

export function csvUpload(
  path: string,
  csv: string | Uint8Array,
  cookie: string,
  fileName = 'list.csv',
  type = 'text/csv',
) {
  const form = new FormData()
  form.append('csvFile', new Blob([csv as BlobPart], { type }), fileName)
  return api(path, { method: 'POST', body: form, cookie })
}

/**
 * A seeded blog post as an editor sees it (English), and a way to retitle it through Payload's REST API
 * as the signed-in admin, the way the admin panel saves.
 */
export async function editablePost(
  slug: string,
  cookie: string,
): Promise<{ id: number; title: string; retitle: (title: string) => Promise<Response> }> {
  const found = await (
    await api(`/api/cms/blog-posts?where[slug][equals]=${slug}&locale=en&depth=0`, { cookie })
  ).json()
  const post = found.docs[0]
  if (!post?.title) throw new Error(`no blog post ${slug}`)
  const retitle = (title: string) =>
    api(`/api/cms/blog-posts/${post.id}?locale=en`, {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
  return { id: post.id, title: post.title, retitle }
}
