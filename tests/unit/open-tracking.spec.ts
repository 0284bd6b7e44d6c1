import { describe, expect, it } from 'vitest'

import { openPixelUrl, transparentGif, verifyOpenPixel, withOpenPixel } from '@/features/campaigns/open-tracking'

const parts = (pixel: string) => {
  const url = new URL(pixel)
  return { id: url.pathname.split('/').pop()!, s: url.searchParams.get('s') }
}

describe('the open pixel of campaign mails', () => {
  it('signs the campaign only, and verifies its own signature', () => {
    const { id, s } = parts(openPixelUrl(7))
    expect(id).toBe('7')
    expect(verifyOpenPixel(id, s)).toBe(7)
  })

  it('refuses another campaign’s signature, a changed or missing one, and ids that are not plain numbers', () => {
    const { s } = parts(openPixelUrl(7))
    expect(verifyOpenPixel('8', s)).toBeNull()
    expect(verifyOpenPixel('7', `${s!.slice(0, -1)}${s!.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(verifyOpenPixel('7', null)).toBeNull()
    expect(verifyOpenPixel('7', '')).toBeNull()
    for (const id of ['07', '7.0', '-7', '0', 'abc', '9007199254740993']) expect(verifyOpenPixel(id, s), id).toBeNull()
  })

  it('puts one invisible image at the end of the body, or of the fragment', () => {
    const html = '<html><body><p>Hi</p></body></html>'
    const out = withOpenPixel(html, 7)
    expect(out).toMatch(/<p>Hi<\/p><img src="[^"]+\/api\/opens\/7\?s=[^"]+" width="1" height="1" alt=""[^>]*><\/body>/)
    expect(withOpenPixel('<p>Hi</p>', 7)).toMatch(/^<p>Hi<\/p><img /)
  })

  it('answers a real GIF', () => {
    expect(transparentGif.subarray(0, 6).toString('latin1')).toBe('GIF89a')
  })
})
