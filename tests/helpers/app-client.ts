import { TEST_ADMIN } from './app-server'
import { freshIp } from './http'

/**
 * Real HTTP to an app server of a test's own (tests/helpers/http.ts talks to the run's shared one), with the
 * headers a browser on that site sends, signed in as the test admin once `signIn()` has run.
 */
export function appClient(baseUrl: string) {
  let cookie = ''
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', freshIp())
    headers.set('Sec-Fetch-Site', 'same-origin')
    if (cookie) headers.set('Cookie', cookie)
    if (init.method && init.method !== 'GET') headers.set('Origin', baseUrl)
    return fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' })
  }
  const postJson = (path: string, body: unknown, method = 'POST') =>
    request(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

  return {
    request,
    postJson,
    async signIn() {
      const res = await postJson('/api/admin/login', { username: TEST_ADMIN.email, password: TEST_ADMIN.password })
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
      cookie = res.headers.get('set-cookie')!.split(';')[0]
    },
    /** Uploads an image to the media collection as the admin panel does; returns the stored document. */
    async uploadImage(fileName: string, bytes: Uint8Array, alt: string) {
      const form = new FormData()
      form.append('file', new Blob([bytes as BlobPart], { type: 'image/png' }), fileName)
      form.append('_payload', JSON.stringify({ alt }))
      const res = await request('/api/cms/media', { method: 'POST', body: form })
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
      return (await res.json()).doc as { id: number; filename: string; url: string }
    },
    /** A CSV file to one of the admin import routes (/api/schools/upload-csv, /api/newsletter/upload-csv). */
    uploadCsv(path: string, csv: string) {
      const form = new FormData()
      form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'list.csv')
      return request(path, { method: 'POST', body: form })
    },
  }
}
