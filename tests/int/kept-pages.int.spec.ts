import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { adminCookie, editablePost } from '../helpers/http'
import { appUrl } from '../helpers/worker'

/**
 * The request gate answers a visitor's page that Next.js gave from its cache less than a second ago from that
 * answer (src/platform/request-gate/kept-pages.ts; docs/operating.md › The front): the same bytes and headers,
 * never across languages, encodings or to anyone Next.js answers differently, and never after a publish.
 */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request as a browser or a benchmark sends it, with exactly these headers (fetch always asks for gzip). */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${appUrl()}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

const fromKeptPage = (answer: Answer) => answer.headers.age === '0'

/** Asks until an answer comes from the kept page; answers it and the answer before it (Next's own). */
async function keptAnswer(path: string, headers: Record<string, string> = {}) {
  let before = await request(path, headers)
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await request(path, headers)
    if (fromKeptPage(answer)) return { before, kept: answer }
    before = answer
  }
  throw new Error(`${path} was never answered from a kept page`)
}

/** Headers a proxy writes anew for each answer. */
const perAnswer = new Set(['date', 'age', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
const lasting = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)))
const language = (html: Buffer) => /<html[^>]*\slang="(\w+)"/.exec(html.toString('utf8'))?.[1]

describe('pages kept for a second by the request gate', () => {
  it('answers a cached page again with the bytes and headers Next.js gave it', async () => {
    const { before, kept } = await keptAnswer('/en/blog')
    expect(before.headers['x-nextjs-cache']).toBe('HIT')
    expect(kept.status).toBe(200)
    expect(kept.body.equals(before.body)).toBe(true)
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length)
    expect(lasting(kept.headers)).toEqual(lasting(before.headers))
    // HEAD of the same page: its headers, no body.
    const head = await request('/en/blog', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('keeps each language and encoding apart', async () => {
    const spanish = await keptAnswer('/blog', { cookie: 'language=es' })
    const english = await keptAnswer('/blog')
    expect(language(spanish.kept.body)).toBe('es')
    expect(language(english.kept.body)).toBe('en')
    const gzipped = await keptAnswer('/es/about', { 'accept-encoding': 'gzip' })
    const plain = await keptAnswer('/es/about')
    expect(gzipped.kept.headers['content-encoding']).toBe('gzip')
    expect(plain.kept.headers['content-encoding']).toBeUndefined()
    expect(gunzipSync(gzipped.kept.body).equals(plain.kept.body)).toBe(true)
  })

  it('never answers from a kept page what Next.js answers differently', async () => {
    // Each asked right after a visitor's answer was kept, within its second.
    const cases: Array<[string, Record<string, string>]> = [
      ['/en/blog', { cookie: 'payload-token=someone' }],
      ['/en/blog', { cookie: 'language=en; __prerender_bypass=1' }],
      ['/en/blog', { rsc: '1' }],
      ['/en/blog', { 'next-router-prefetch': '1' }],
      ['/en/blog', { range: 'bytes=0-10' }],
      // Another host name of the same server (the admin's, say) has pages of its own.
      ['/en/blog', { host: 'admin.example.com' }],
    ]
    for (const [path, headers] of cases) {
      await keptAnswer(path)
      expect(fromKeptPage(await request(path, headers)), JSON.stringify(headers)).toBe(false)
    }
    // Private answers are never kept: the unsubscribe page, a 404.
    for (const path of ['/en/unsubscribe?token=nothing', '/en/no-such-page']) {
      const answers = [await request(path), await request(path), await request(path)]
      expect(answers.some(fromKeptPage), path).toBe(false)
    }
  })

  it('a publish shows on the very next request, not a second later', async () => {
    const slug = 'erasmus-ka1-mobility-programs'
    const post = await editablePost(slug, await adminCookie())
    await keptAnswer(`/en/blog/${slug}`)
    const mark = `(kept ${Date.now()})`
    const newTitle = `${post.title} ${mark}`
    try {
      expect((await post.retitle(newTitle)).status).toBe(200)
      const next = await request(`/en/blog/${slug}`)
      expect(fromKeptPage(next)).toBe(false)
      expect(next.body.toString('utf8')).toContain(mark)
    } finally {
      expect((await post.retitle(post.title)).status).toBe(200)
    }
  })
})
