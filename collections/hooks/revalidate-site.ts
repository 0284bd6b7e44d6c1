import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { announceSiteChange } from '@/lib/site-cache/broadcast'
import { revalidateSiteHere } from '@/lib/site-cache/revalidate-here'

/**
 * Public pages and the public API lists are cached per language; when editors change what they show,
 * this instance's copies are dropped at once, and every instance refreshes its copies again once the
 * save commits (src/lib/site-cache/broadcast.ts).
 */
async function revalidateSite(req: PayloadRequest) {
  revalidateSiteHere()
  await announceSiteChange(req)
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}
