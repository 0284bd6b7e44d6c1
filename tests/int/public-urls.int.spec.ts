import { describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

/**
 * Absolute URLs (canonical, hreflang, Open Graph, JSON-LD, robots.txt) are made of the running server's
 * NEXT_PUBLIC_SERVER_URL. The build does not know it (the test server's differs from the build's default),
 * so no page may be prerendered by `next build`.
 */
describe('absolute URLs use the public address the server runs with', () => {
  const base = () => appUrl()

  it.each(['/en', '/es/about', '/en/contact', '/es/legal', '/en/blog'])('%s', async (path) => {
    const html = await (await fetch(`${base()}${path}`)).text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical).toBe(`${base()}${path}`)
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => m[1])
    expect(alternates.length).toBeGreaterThanOrEqual(2)
    for (const href of alternates) expect(href.startsWith(`${base()}/`)).toBe(true)
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(`${base()}${path}`)
    expect(html).not.toContain('http://localhost:3000')
  })

  it('robots.txt points at this site’s sitemap', async () => {
    expect(await (await fetch(`${base()}/robots.txt`)).text()).toContain(`Sitemap: ${base()}/sitemap.xml`)
  })
})
