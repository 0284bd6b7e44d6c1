import { describe, expect, it } from 'vitest'

import { versionStatus } from '@/platform/admin/versions/version-status'

const version = (id: number, status: 'draft' | 'published', minute: number) => ({
  id,
  updatedAt: `2026-11-27T08:${String(minute).padStart(2, '0')}:00.000Z`,
  version: { _status: status },
})

describe('the state of each row of the Versions tab (src/platform/admin/versions)', () => {
  const oldPublished = version(1, 'published', 1)
  const published = version(2, 'published', 2)
  const draft = version(3, 'draft', 3)

  it('names the published version, the ones before it and the draft after it as Payload does', () => {
    expect(versionStatus(published, published, draft)).toBe('currentlyPublished')
    expect(versionStatus(oldPublished, published, draft)).toBe('previouslyPublished')
    expect(versionStatus(draft, published, draft)).toBe('currentDraft')
  })

  it('a draft older than the published version is not the current draft', () => {
    const newer = version(4, 'published', 4)
    expect(versionStatus(draft, newer, draft)).toBe('draft')
  })
})
