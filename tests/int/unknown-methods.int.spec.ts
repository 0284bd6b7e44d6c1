/** Methods no route answers (TRACE, and any other) are a 405 naming the methods that are, never a 500. */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { freshIp } from '../helpers/http'
import { appUrl } from '../helpers/worker'

/** node:http, because fetch refuses to send TRACE. */
function send(
  method: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${appUrl()}${path}`, { method, headers: { 'X-Forwarded-For': freshIp() } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a request with a method no route answers', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', '/en/blog'],
    ['TRACE', '/api/health'],
    ['TRACE', '/api/cms/blog-posts'],
    ['TRACE', '/admin'],
    ['PROPFIND', '/api/contacts'],
    ['PURGE', '/en'],
  ])('%s %s is a 405 with Allow and the security headers', async (method, path) => {
    const res = await send(method, path)
    expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.text).not.toMatch(/\bat .*\.js|Error:/)
    if (path.startsWith('/api')) expect(JSON.parse(res.text).errors[0]).toMatchObject({ field: 'method' })
  })
})
