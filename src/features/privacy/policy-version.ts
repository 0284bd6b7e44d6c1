import type { Queryable } from '@/platform/db'

import { memoized } from '@/features/content/memo'

/**
 * The version of the privacy policy the site shows (/privacy: the page-privacy global, seeded from src/seed/data/pages/privacy.ts, and the retention table's
 * labels `privacy.retention.*` in i18n/*.json). Every consent
 * record stores it, so we can prove which text a person agreed to (GDPR art. 7(1)). It is also the policy's
 * "last updated" date on the page. Change the policy text → set a new date here; a test fails until you do
 * (tests/int/privacy-consent.int.spec.ts compares PRIVACY_POLICY_TEXT_SHA256 with the texts).
 */
export const PRIVACY_POLICY_VERSION = '2026-11-22'

/**
 * SHA-256 of what the policy says at this version: its seed texts and catalog labels (en and es) and the retention periods
 * (retention-policy.ts). When the test reports a new value, set a new version and then this value.
 */
export const PRIVACY_POLICY_TEXT_SHA256 = 'dd7bc91e5e6d8d1fcc6167133ddf605f29efa8463dd87db85fc27ebd4102f556'

/**
 * The version a new consent records: PRIVACY_POLICY_VERSION (the part a developer owns: retention periods and
 * labels) and, once the privacy policy page has been published, the time of that publication, e.g.
 * "2026-11-22/2026-12-01T09:30:00.000Z". Editors change the policy's text in the admin; the page keeps every
 * published version in its history (src/features/content/globals/pages/legal.ts), so the text a person agreed to can
 * always be found by that time. Read once a minute at most, and again at once after a publication (the memo is
 * dropped when the site changes).
 */
export function privacyVersionNow(pool: Queryable): Promise<string> {
  return memoized('privacy-policy-version', async () => {
    const { rows } = await pool.query<{ publishedAt: Date | null }>(
      `SELECT updated_at AS "publishedAt" FROM page_privacy WHERE _status = 'published' LIMIT 1`,
    )
    const publishedAt = rows[0]?.publishedAt
    return publishedAt ? `${PRIVACY_POLICY_VERSION}/${new Date(publishedAt).toISOString()}` : PRIVACY_POLICY_VERSION
  })
}
