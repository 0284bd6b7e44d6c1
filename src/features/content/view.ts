import type { User } from '@/payload-types'

/**
 * Whose eyes a page is read with. Visitors read published content only; a signed-in staff member in preview
 * (Next's draft mode, entered through /next/preview) reads the latest draft of each document. Every content
 * reader takes one, so a page shows drafts only when it was asked for with a staff member's preview.
 */
export type ContentView = { draft: false } | { draft: true; user: User }

export const visitorView: ContentView = { draft: false }

/** The local-API arguments that read as `view` does: access is always checked, as the visitor or the staff member. */
export function readArgs(view: ContentView) {
  return view.draft
    ? ({ draft: true, overrideAccess: false, user: view.user } as const)
    : ({ draft: false, overrideAccess: false } as const)
}
