import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { announceSiteChange } from '@/lib/site-cache/broadcast'
import { revalidatePageHere, revalidateSiteHere } from '@/lib/site-cache/revalidate-here'

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

/**
 * For the page globals: only publishing changes what visitors see, so drafts and autosaves leave the
 * cache alone. This instance re-renders the page at `path` (both languages) at once; the announcement
 * makes every instance refresh once the publication commits.
 */
export const revalidatePageAfterPublish =
  (path: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    if ((doc as { _status?: string })._status !== 'published') return doc
    revalidatePageHere(path)
    await announceSiteChange(req)
    return doc
  }
