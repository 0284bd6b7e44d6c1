/**
 * Uploaded files are served under a policy of their own, not the site's: an SVG opened on its own runs nothing
 * (`script-src 'none'`, `sandbox`), whatever got past the upload's own checks (Payload refuses SVGs with scripts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c60"/></svg>',
)

describe('an uploaded SVG', () => {
  it('is served with script-src none and a sandbox', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A drawing' },
      file: { data: svg, mimetype: 'image/svg+xml', name: `drawing-${Date.now()}.svg`, size: svg.length },
    })
    const res = await api(`/api/cms/media/file/${media.filename}`)
    expect(res.status).toBe(200)
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy, policy).toContain("script-src 'none'")
    expect(policy, policy).toMatch(/(^|;\s*)sandbox(;|$)/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    await payload.delete({ collection: 'media', id: media.id })
  })
})
