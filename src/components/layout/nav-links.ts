import { withoutLocale } from '@i18n/locales'

/** The navigation bar's links (docs/product.md › Routes), in order; labels are i18n ids. */
export const navLinks = [
  { href: '/', label: 'nav.home' },
  { href: '/school-trips', label: 'nav.schoolTrips' },
  { href: '/erasmus', label: 'nav.erasmus' },
  { href: '/courses', label: 'nav.courses' },
  { href: '/travel-insurance', label: 'nav.insurance' },
  { href: '/cultural-excursions', label: 'nav.excursions' },
  { href: '/about', label: 'nav.about' },
  { href: '/blog', label: 'nav.blog' },
] as const

/** The active link for a path: exact for home, by section elsewhere (so /blog/x highlights Blog). */
export function isActive(href: string, pathname: string): boolean {
  const path = withoutLocale(pathname)
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}
