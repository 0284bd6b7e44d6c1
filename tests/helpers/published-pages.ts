import { afterEach } from 'vitest'

import type { PageSlug } from '@/features/content/pages'
import { publishPageSeed } from '@/seed/pages'

import { api } from './http'
import { testPayload } from './payload'

/** The page's HTML as a visitor gets it, once the app has re-rendered it after a publication (`expected` present, or gone). */
export async function pageHtml(path: string, expected: string, present = true): Promise<string> {
  let html = ''
  for (let i = 0; i < 40; i++) {
    html = await (await api(path)).text()
    if (html.includes(expected) === present) return html
    await new Promise((r) => setTimeout(r, 250))
  }
  return html
}

/**
 * Every test that changes a page puts today's content back, so the next test (and file) sees the seed: registers
 * the file's afterEach and returns the set a test adds the pages it changes to.
 */
export function pagesPutBackAfterEach(): Set<PageSlug> {
  const touched = new Set<PageSlug>()
  afterEach(async () => {
    const payload = await testPayload()
    for (const slug of touched) await publishPageSeed(payload, slug)
    touched.clear()
  })
  return touched
}
