import type { Metadata } from 'next'

import { staffTexts, type StaffI18n } from '../i18n/texts'
import { staffViewPaths } from './paths'

/**
 * The browser tab's title of the staff screens, in the staff member's admin language. Payload writes a custom
 * view's `meta.title` as registered (one language), so the admin page's metadata (app/(payload)/admin) swaps it
 * for the screen's own heading; Payload's views keep the titles Payload gives them.
 */
export function staffViewTitle(segments: readonly string[] | undefined, i18n: StaffI18n): string | null {
  const texts = staffTexts(i18n)
  const path = `/${(segments ?? []).join('/')}`
  if (path === '/') return texts.dashboard.title
  if (path === staffViewPaths.emailMarketing) return texts.emailMarketing.title
  if (path === staffViewPaths.campaignCreator) return texts.campaignCreator.title
  if (path === staffViewPaths.privacy) return texts.privacy.title
  if (path.startsWith(`${staffViewPaths.emailMarketing}/campaigns/`) && (segments ?? []).length === 3) {
    return texts.campaignDetail.title
  }
  return null
}

/** `metadata` with `title` in place of the registered one, followed by the admin's suffix as Payload writes it. */
export function withStaffTitle(metadata: Metadata, title: string, suffix?: string): Metadata {
  const full = suffix ? `${title} ${suffix}` : title
  return {
    ...metadata,
    title: full,
    openGraph: { ...(metadata.openGraph ?? {}), title: full },
  }
}
