import { pageGlobals } from '@/features/content/globals/pages'
import { isLocale, type Locale, defaultLocale } from '@i18n/locales'

/**
 * Where each thing editors publish appears on the public site, as an unprefixed path (the language is added
 * in front). The one place that knows it: the admin's Preview button and live preview use it, for
 * collections and for the pages' globals alike.
 */
const collectionPaths: Record<string, (doc: Record<string, unknown>) => string | null> = {
  'blog-posts': (doc) => (typeof doc.slug === 'string' && doc.slug ? `/blog/${doc.slug}` : null),
  // Testimonials are shown on the home page.
  testimonials: () => '/',
  courses: () => '/courses',
  // A destination shows on several pages; the school-trip cards show the most of it.
  destinations: () => '/school-trips',
}

/** The pages' globals (page-home → '/', page-about → '/about', ...), from their list. */
export const globalPaths: Record<string, string> = Object.fromEntries(pageGlobals.map(({ slug, path }) => [slug, path]))

export type PreviewTarget = { collection: string; doc: Record<string, unknown> } | { global: string }

/** The public path of a document or global, or null when it has none (yet: a post without a slug). */
export function publicPathOf(target: PreviewTarget): string | null {
  if ('global' in target) return globalPaths[target.global] ?? null
  return collectionPaths[target.collection]?.(target.doc) ?? null
}

/**
 * The address that shows `path` in `locale` as a staff member's preview: /next/preview checks the session,
 * turns on draft mode (drafts instead of published content, never cached) and redirects to the page.
 */
export function previewUrl(path: string, locale: string | undefined): string {
  const lang: Locale = locale && isLocale(locale) ? locale : defaultLocale
  const target = `/${lang}${path === '/' ? '' : path}`
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ path: target })}`
}

export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

/** The preview address of a document or global in `locale`, or null. */
export function previewUrlOf(target: PreviewTarget, locale: string | undefined): string | null {
  const path = publicPathOf(target)
  return path === null ? null : previewUrl(path, locale)
}
