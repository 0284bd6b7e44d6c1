import { payload } from './admin-session'
import { api } from './http'
import { richText } from './rich-text'

/**
 * Blog posts as editors make them (docs/editing.md), and the site as visitors read it over real HTTP, for the
 * editorial files. Payload is the one `signedInAdmin()` (admin-session.ts) set up.
 */
let n = 0
export const uniq = () => `${process.pid}-${Date.now()}-${n++}`

export async function newPost(fields: Record<string, unknown> = {}, locale: 'en' | 'es' = 'en') {
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

export const page = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, init)
export const html = async (path: string, init: Parameters<typeof api>[1] = {}) => (await page(path, init)).text()

/** Polls until `check` holds (pages refresh after the commit's announcement), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`still not true after ${ms} ms`)
    await new Promise((r) => setTimeout(r, 150))
  }
  return Date.now() - started
}
