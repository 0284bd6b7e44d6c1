import type { GlobalAfterChangeHook } from 'payload'

import { forgetMissingSpanish } from '@/features/content/missing-spanish-memo'

/**
 * Any save of a translated global, drafts and autosaves included, may change what the Dashboard's "Pages missing
 * Spanish texts" counts: this instance counts again on the next read (src/features/content/missing-spanish.ts).
 */
export const forgetMissingSpanishAfterChange: GlobalAfterChangeHook = ({ doc }) => {
  forgetMissingSpanish()
  return doc
}
