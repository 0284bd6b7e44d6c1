import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { forgetMemoized } from '../../src/lib/content/memo'

/**
 * Public pages are cached per language; when editors change what they show, every cached page is
 * regenerated on its next request. Outside a Next.js server (seed script, tests) there is no cache.
 */
function revalidateSite() {
  // Cached API lists (src/endpoints/public-content) too.
  forgetMemoized()
  try {
    // The pattern names the route group too: '/[lang]' alone matches nothing and silently does nothing.
    revalidatePath('/(frontend)/[lang]', 'layout')
    revalidatePath('/sitemap.xml')
  } catch (error) {
    // Outside a Next.js server (seed script, tests) there is nothing to revalidate.
    if (process.env.DEBUG_REVALIDATE) console.warn('revalidate failed', error)
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  revalidateSite()
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  revalidateSite()
  return doc
}
