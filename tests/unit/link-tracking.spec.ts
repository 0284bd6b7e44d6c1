import { describe, expect, it } from 'vitest'

import { countedLink, countLinksIn, verifyCountedLink } from '@/features/campaigns/link-tracking'

const parts = (link: string) => {
  const url = new URL(link)
  return { id: url.pathname.split('/').pop()!, u: url.searchParams.get('u'), s: url.searchParams.get('s') }
}

describe('counted campaign links', () => {
  it('makes each web link of the HTML a signed link on the site, decoding entities first', () => {
    const html =
      '<p><a href="https://example.org/trips?a=1&amp;b=2">Trips</a> <a class="x" href=\'https://example.org/e\'>E</a></p>'
    const out = countLinksIn(html, 7)
    const hrefs = [...out.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(hrefs).toHaveLength(2)
    expect(hrefs.map((h) => parts(h).u)).toEqual(['https://example.org/trips?a=1&b=2', 'https://example.org/e'])
    for (const href of hrefs) {
      expect(href).toMatch(/\/api\/links\/7\?u=/)
      const { id, u, s } = parts(href)
      expect(verifyCountedLink(id, u, s)).toEqual({ campaignId: 7, target: u })
    }
    expect(out).toContain('class="x"')
  })

  it('leaves mailto:, tel:, anchors, relative links and placeholders as written', () => {
    const html =
      '<a href="mailto:info@example.org">m</a><a href="tel:+34910000000">t</a><a href="#top">a</a>' +
      '<a href="/en/contact">r</a><a href="https://example.org/{{schoolName}}">p</a>'
    expect(countLinksIn(html, 7)).toBe(html)
  })

  it('refuses a forged target, another campaign, a damaged signature and odd ids', () => {
    const { id, u, s } = parts(countedLink(7, 'https://example.org/trips'))
    expect(verifyCountedLink(id, 'https://evil.example/', s)).toBeNull()
    expect(verifyCountedLink('8', u, s)).toBeNull()
    expect(
      verifyCountedLink(id, u, `${s!.slice(0, -1)}A` === s ? `${s!.slice(0, -1)}B` : `${s!.slice(0, -1)}A`),
    ).toBeNull()
    expect(verifyCountedLink(id, u, null)).toBeNull()
    expect(verifyCountedLink('07', u, s)).toBeNull()
    expect(verifyCountedLink('abc', u, s)).toBeNull()
    expect(verifyCountedLink(id, 'javascript:alert(1)', s)).toBeNull()
  })
})
