import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Versions for everything editors publish on the site (posts, testimonials, the pages' globals): every save is a
 * draft kept in the version history (restorable), autosaved while the editor types so nothing typed is lost,
 * and only "Publish" (now, or at a time the job workers keep: "Schedule publish") changes what visitors see.
 * Drafts are not validated, so a half-written Spanish text can be kept; publishing validates.
 */
const drafts = {
  // Often enough for live preview to follow the typing, and a closed tab loses at most a second or two.
  autosave: { interval: 1500 },
  schedulePublish: true,
  validate: false,
}

/** `versions` of a collection whose documents visitors read (read access: publishedOrAdmin). */
export const collectionDrafts: CollectionConfig['versions'] = { drafts, maxPerDoc: 50 }

/** `versions` of a global whose content visitors read (read access: publishedOrAdmin). */
export const globalDrafts: GlobalConfig['versions'] = { drafts, max: 50 }
