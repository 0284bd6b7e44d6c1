/**
 * How soon an editor's publish reaches visitors: a post's title is changed and published through Payload's REST
 * API as a signed-in admin, then its page is asked for every 50 ms until the new title shows, straight from
 * `next start` and through the nginx front (which keeps a page one second). Target: within 2 s straight; through
 * the front, 1–2 s more. Three publishes each; the title is put back at the end.
 */
import { type Print, seconds } from './common'
import { adminSession } from './import'
import type { Front } from './load'

const SLUG = 'erasmus-ka1-mobility-programs'

export async function publishFigures(baseUrl: string, print: Print, front?: Front): Promise<void> {
  const cookie = await adminSession(baseUrl)
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' }
  const found = await (
    await fetch(`${baseUrl}/api/cms/blog-posts?where[slug][equals]=${SLUG}&locale=en&depth=0`, { headers })
  ).json()
  const post = found.docs?.[0] as { id: number; title: string } | undefined
  if (!post) throw new Error(`no blog post ${SLUG} to publish`)
  const publish = async (title: string) => {
    const res = await fetch(`${baseUrl}/api/cms/blog-posts/${post.id}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${await res.text()}`)
  }
  const shows = async (url: string, title: string) => (await (await fetch(url)).text()).includes(title)

  try {
    for (const [via, origin] of [['next start', baseUrl], ...(front ? [['nginx front', front.url]] : [])]) {
      const url = `${origin}/en/blog/${SLUG}`
      const times: number[] = []
      for (let run = 0; run < 3; run++) {
        await shows(url, post.title) // the page is cached before the publish
        const title = `${post.title} (${via} ${run} ${Date.now()})`
        await publish(title)
        const published = Date.now()
        while (!(await shows(url, title))) {
          if (Date.now() - published > 30_000) throw new Error(`the publish did not show within 30 s (${via})`)
          await new Promise((r) => setTimeout(r, 50))
        }
        times.push(Date.now() - published)
      }
      print(`publish → visible (${via}): ${times.map(seconds).join(', ')}`)
    }
  } finally {
    await publish(post.title)
  }
}
