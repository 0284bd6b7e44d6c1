import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { announceSiteChange } from '@/features/content/site-cache/broadcast'
import { revalidatePageHere, revalidateSiteHere } from '@/features/content/site-cache/revalidate-here'

/**
 * Public pages and the public API lists are cached per language; when editors change what they show,
 * this instance's copies are dropped at once, and every instance refreshes its copies again once the
 * save commits (src/features/content/site-cache/broadcast.ts). A save in a job worker (a scheduled publish) has no
 * page cache of its own: its announcement alone refreshes the app instances.
 */
async function revalidateSite(req: PayloadRequest) {
  revalidateSiteHere()
  await announceSiteChange(req)
}

/** For collections without drafts: every save changes the site. */
export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

type Status =
  { _status?: 'draft' | 'published' | null; version?: { _status?: 'draft' | 'published' | null } } | null | undefined

/**
 * A document's status. A global's restored version reaches afterChange as the stored version row: its status is
 * under `version`, and the top-level `_status` is only the field's default ("draft") filled in on reading. Read
 * the version's first, or a restored page would never refresh the site.
 */
const statusOf = (doc: Status) => doc?.version?._status ?? doc?._status ?? null

/**
 * Visitors see only published versions, so only publishing, republishing and unpublishing change the site.
 * Autosaved drafts (every second or two while an editor types) leave the cache alone; the first draft saved
 * over a published version still counts (its previous version was published), one refresh too many at most.
 */
export const changesPublicContent = (doc: Status, previousDoc: Status) =>
  statusOf(doc) === 'published' || statusOf(previousDoc) === 'published'

/** afterChange of a collection with drafts. */
export const revalidateOnPublish: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (changesPublicContent(doc, previousDoc)) await revalidateSite(req)
  return doc
}

/** afterChange of a global with drafts. */
export const revalidateGlobalOnPublish: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (changesPublicContent(doc, previousDoc)) await revalidateSite(req)
  return doc
}

/**
 * For the page globals: only publishing and unpublishing change what visitors see, so drafts and autosaves
 * of a published page leave the cache alone (they leave its published row as it was). A save that is not a
 * publication is an unpublish when that row is no longer published (read in the save's transaction): the page
 * then answers 404. This instance re-renders the page at `path` (both languages) at once; the announcement
 * makes every instance refresh once the change commits.
 */
export const revalidatePageAfterPublish =
  (path: string): GlobalAfterChangeHook =>
  async ({ doc, global, req }) => {
    if (statusOf(doc as Status) !== 'published') {
      const shown = await req.payload.findGlobal({ slug: global.slug, depth: 0, select: { _status: true }, req })
      if ((shown as Status)?._status === 'published') return doc
    }
    revalidatePageHere(path)
    await announceSiteChange(req)
    return doc
  }
