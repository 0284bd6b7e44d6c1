import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Public pages are cached per language; when editors change what they show, every cached page is
 * regenerated on its next request. Outside a Next.js server (seed script, tests) there is no cache.
 */
function revalidateSite() {
  try {
    revalidatePath('/[lang]', 'layout')
    revalidatePath('/sitemap.xml')
  } catch {
    // Not running inside Next.js.
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
