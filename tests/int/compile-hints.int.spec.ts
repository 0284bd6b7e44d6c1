import { describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

/**
 * `npm run build` marks the framework chunks with V8's compile hint (scripts/compile-hints.mjs), which
 * takes their compilation off the main thread. The served home page must load marked chunks, and its own
 * chunks must stay unmarked (the hint makes Chromium compile every function of a chunk eagerly).
 */
describe('compile hints on the chunks every page loads first', () => {
  it('the home page loads the marked framework chunks, and its own chunks are left as built', async () => {
    const base = appUrl()
    const html = await (await fetch(`${base}/en`)).text()
    const scripts = [
      ...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!)),
    ]
    const heads = await Promise.all(
      scripts.map(async (src) => (await (await fetch(`${base}${src}`)).text()).slice(0, 40)),
    )
    const marked = heads.filter((head) => head.startsWith('//# allFunctionsCalledOnLoad\n'))
    expect(marked.length).toBeGreaterThanOrEqual(3)
    expect(marked.length).toBeLessThan(scripts.length)
  })
})
