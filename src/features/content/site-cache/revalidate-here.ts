import { revalidatePath } from 'next/cache'

import { forgetMemoized } from '@/features/content/memo'
import { forgetKeptPages } from '@/platform/request-gate/kept-pages'

/**
 * Drops this instance's cached public pages and API lists: each is regenerated on its next request.
 * Needs a Next.js request (a hook run by a save, or the site-changed route); outside one (seed script,
 * tests, job workers) there is no page cache and nothing to do.
 */
export function revalidateSiteHere(): void {
  forgetMemoized()
  // The pages the request gate answers for a second without Next.js go with Next's own.
  forgetKeptPages()
  try {
    // The pattern names the route group too: '/[lang]' alone matches nothing and silently does nothing.
    revalidatePath('/(frontend)/[lang]', 'layout')
    revalidatePath('/sitemap.xml')
  } catch (error) {
    if (process.env.DEBUG_REVALIDATE) console.warn('revalidate failed', error)
  }
}

/** Drops this instance's cached copies of one page (an unprefixed route such as '/about', '/' for home) in every language. */
export function revalidatePageHere(path: string): void {
  forgetKeptPages()
  try {
    revalidatePath(path === '/' ? '/(frontend)/[lang]' : `/(frontend)/[lang]${path}`, 'page')
  } catch (error) {
    if (process.env.DEBUG_REVALIDATE) console.warn('revalidate failed', error)
  }
}
