import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { adminRedirect } from '@/proxy'
import { appUrl } from '../helpers/worker'

describe('admin mode', () => {
  it('sends the admin screens of the old paths into the admin', () => {
    expect(adminRedirect('/email-marketing', 'www.example.com')).toBe('/admin/email-marketing')
    expect(adminRedirect('/campaign-creator', 'localhost:3000')).toBe('/admin/campaign-creator')
  })

  it('serves the admin on a host whose first label is admin', () => {
    expect(adminRedirect('/', 'admin.example.com')).toBe('/admin')
    expect(adminRedirect('/anything', 'Admin.example.com:3000')).toBe('/admin')
  })

  it('leaves the public site alone', () => {
    expect(adminRedirect('/', 'www.example.com')).toBeNull()
    expect(adminRedirect('/blog', 'administrators.example.com')).toBeNull()
  })
})

describe('routing over HTTP (rewrites in next.config.mjs, the proxy where it has work)', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${appUrl()}${path}`, { headers, redirect: 'manual' })
    return { status: res.status, lang: /<html[^>]*\slang="(\w+)"/.exec(await res.text())?.[1], res }
  }

  it('unprefixed routes show the language of the cookie, English otherwise', async () => {
    expect(await page('/')).toMatchObject({ status: 200, lang: 'en' })
    expect(await page('/', { cookie: 'language=es' })).toMatchObject({ status: 200, lang: 'es' })
    expect(await page('/blog/erasmus-ka1-mobility-programs?x=1', { cookie: 'language=es' })).toMatchObject({
      status: 200,
      lang: 'es',
    })
    expect(await page('/contact', { cookie: 'language=fr' })).toMatchObject({ status: 200, lang: 'en' })
  })

  it('a prefixed page is served without the proxy: no cookie from the server (the browser remembers the language)', async () => {
    const res = (await page('/es/about')).res
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  // A cached page is written from bytes kept for it (src/platform/request-gate/page-bytes.ts): the whole page, the
  // same on every request, its characters beyond Latin-1 intact, and as long as its Content-Length says.
  it('writes a cached page whole and the same every time, with its typographic characters', async () => {
    // Without Accept-Encoding (fetch asks for gzip), as the page leaves the cache.
    const read = () =>
      new Promise<{ bytes: Buffer; length: number; cache: unknown }>((resolve, reject) => {
        http
          .get(`${appUrl()}/es/blog/erasmus-ka1-mobility-programs`, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                bytes: Buffer.concat(chunks),
                length: Number(res.headers['content-length']),
                cache: res.headers['x-nextjs-cache'],
              }),
            )
          })
          .on('error', reject)
      })
    await read()
    const [first, second] = [await read(), await read()]
    expect(first.cache).toBe('HIT')
    expect(first.bytes.length).toBe(first.length)
    expect(second.bytes.equals(first.bytes)).toBe(true)
    const text = first.bytes.toString('utf8')
    expect(text).toMatch(/[^\u0000-\u00ff]/)
    expect(text).not.toContain('\ufffd')
    expect(text.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('admin screens and the admin host redirect into the admin', async () => {
    expect((await page('/email-marketing')).res.headers.get('location')).toBe('/admin/email-marketing')
    // fetch cannot set Host; node:http can.
    const location = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${appUrl()}/blog`, { headers: { host: 'admin.example.com' } }, (res) => {
          res.resume()
          resolve(res.headers.location)
        })
        .on('error', reject)
    })
    expect(location).toBe('/admin')
  })
})
