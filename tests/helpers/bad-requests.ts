import { readFileSync } from 'node:fs'

/** One anonymous request of the no-5xx sweep (tests/int/no-5xx.int.spec.ts). */
export type Probe = {
  method: string
  path: string
  body?: string
  type?: string
  headers?: Record<string, string>
  origin?: string
}

/** The sweep's list of requests and the way to add one: a JSON body unless `type` says otherwise. */
export function probeList() {
  const list: Probe[] = []
  const add = (
    method: string,
    path: string,
    body?: string,
    type = 'application/json',
    headers?: Record<string, string>,
  ) => list.push({ method, path, body, type, headers })
  return { list, add }
}

export type ProbeList = ReturnType<typeof probeList>

/**
 * Adds the requests to the app's own routes (src/app/api) with bad ids, bodies and encodings; every server action of
 * the build (read from its manifest in .next), forged, undecodable or cross-site, posted to admin and public pages;
 * and pages with broken encodings.
 */
export function addAppRouteProbes({ list, add }: ProbeList) {
  // Our /api contract (src/app/api), bad ids, bodies and encodings.
  const ours: Array<[string, string]> = [
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/check'],
    ['GET', '/api/health'],
    ['GET', '/api/blog'],
    ['GET', '/api/blog/{id}'],
    ['GET', '/api/unsubscribe'],
    ['POST', '/api/unsubscribe'],
    ['GET', '/api/testimonials/featured/all'],
    ['GET', '/api/contacts'],
    ['POST', '/api/contacts'],
    ['GET', '/api/contacts/school'],
    ['GET', '/api/contacts/erasmus'],
    ['PATCH', '/api/contacts/{id}/process'],
    ['PUT', '/api/contacts/{id}/restore'],
    ['PUT', '/api/contacts/{id}/trash'],
    ['GET', '/api/contacts/trashed/all'],
    ['PATCH', '/api/contacts/{id}'],
    ['POST', '/api/contacts/{id}/notes'],
    ['POST', '/api/contacts/{id}/reply'],
    ['GET', '/api/contacts/{id}/timeline'],
    ['GET', '/api/staff'],
    ['POST', '/api/staff/invite'],
    ['GET', '/api/email-campaigns'],
    ['POST', '/api/email-campaigns'],
    ['GET', '/api/email-campaigns/{id}'],
    ['POST', '/api/email-campaigns/{id}/cancel'],
    ['POST', '/api/email-campaigns/{id}/schedule'],
    ['GET', '/api/email-campaigns/{id}/recipients'],
    ['POST', '/api/email-campaigns/{id}/send'],
    ['GET', '/api/schools'],
    ['POST', '/api/schools/upload-csv'],
    ['POST', '/api/privacy/export'],
    ['POST', '/api/privacy/lookup'],
    ['POST', '/api/privacy/erase'],
    ['GET', '/api/newsletter'],
    ['POST', '/api/newsletter'],
    ['DELETE', '/api/newsletter/{id}'],
    ['POST', '/api/newsletter/upload-csv'],
    ['POST', '/api/internal/site-changed'],
    ['GET', '/api/nope/{id}'],
  ]
  for (const [method, template] of ours) {
    const ids = template.includes('{id}') ? ['NaN', '2147483648', '%00', '%ff', '%c0%af', 'distinct'] : ['']
    for (const id of ids) {
      const path = template.replace('{id}', id)
      add(method, path)
      add(method === 'GET' ? 'DELETE' : 'GET', path)
      if (method !== 'GET') {
        add(method, path, '{"email": ')
        add(method, path, '%ff', 'application/x-www-form-urlencoded')
      }
    }
    add(method, `${template.replace('{id}', '1')}?locale=%ff&token=%ff`)
    add(method, `${template.replace('{id}', '1')}/%ff`)
  }

  // Server actions (POST with `next-action`, to any page): every action of the build and unknown ids, with forged
  // bound arguments, bodies that do not decode, another site's origin, and a forged session cookie.
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, unknown>
  }
  const actionIds = [...Object.keys(manifest.node), '7f'.repeat(21), 'nope', '']
  const actionBodies: Array<[string, string]> = [
    ['["$@1"]', 'text/plain;charset=UTF-8'],
    ['[{"name":"render-list","args":{}}]', 'text/plain;charset=UTF-8'],
    ['garbage', 'text/plain;charset=UTF-8'],
    ['--x\r\n', 'multipart/form-data; boundary=x'],
    ['--x\r\n', 'multipart/form-data'],
    ['a=%ff', 'application/x-www-form-urlencoded'],
  ]
  for (const id of actionIds) {
    for (const page of ['/admin', '/admin/login', '/admin/collections/contacts', '/en', '/es/contact', '/']) {
      for (const [body, type] of actionBodies) add('POST', page, body, type, { 'next-action': id })
      for (const origin of ['https://evil.example', 'null', 'http://[']) {
        list.push({
          method: 'POST',
          path: page,
          body: '[]',
          type: 'text/plain',
          headers: { 'next-action': id },
          origin,
        })
      }
      list.push({
        method: 'POST',
        path: page,
        body: '["$@1"]',
        type: 'text/plain',
        headers: { 'next-action': id, cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.forged' },
      })
    }
  }
  // A multipart POST to a page without the header: Next.js tries it as a form action.
  for (const page of ['/admin', '/en/contact', '/', '/es']) {
    add('POST', page, '--x\r\n', 'multipart/form-data; boundary=x')
    add('POST', page, 'x', 'multipart/form-data')
    add(
      'POST',
      page,
      `--x\r\nContent-Disposition: form-data; name="$ACTION_ID_${'7f'.repeat(21)}"\r\n\r\n\r\n--x--\r\n`,
      'multipart/form-data; boundary=x',
    )
  }

  // Pages with broken encodings.
  for (const path of ['/en/blog/%ff%fe', '/%ff', '/en/%c0%af', '/es/blog/%e0%80%80', '/blog/%ff', '/admin/%ff']) {
    add('GET', path)
  }
}
