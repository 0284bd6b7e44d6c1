/** The version fields the state of a version is read from. */
type VersionRow = { id: number | string; updatedAt: string; version?: { _status?: 'draft' | 'published' } }

/** A version's state, as Payload's own Versions tab names it (its `version:` translation keys). */
export type VersionStatus = 'currentlyPublished' | 'previouslyPublished' | 'currentDraft' | 'draft'

/**
 * The state of `version` given the latest published and latest draft versions: the same rules as Payload's
 * Versions tab, so the pills read the same there and in its compare view.
 */
export function versionStatus(
  version: VersionRow,
  published: VersionRow | null,
  draft: VersionRow | null,
): VersionStatus {
  if (version.version?._status === 'draft') {
    const publishedSinceDraft = Boolean(published && draft && published.updatedAt > draft.updatedAt)
    return !publishedSinceDraft && version.id === draft?.id ? 'currentDraft' : 'draft'
  }
  return version.id === published?.id ? 'currentlyPublished' : 'previouslyPublished'
}
