import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Public pages are cached per language; when editors change what they show, every cached page is
 * regenerated on its next request. Outside a Next.js server (seed script, tests) there is no cache.
 */
function revalidateSite() {
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
