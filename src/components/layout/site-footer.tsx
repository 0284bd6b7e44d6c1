import Link from 'next/link'

import type { Locale } from '@i18n/locales'
import type { CompanyDetails, SocialNetwork } from '@/features/content/company'
import type { Translate } from '@/platform/i18n'
import { NewsletterForm } from '@/components/newsletter/newsletter-form'
import { newsletterTexts } from '@/components/newsletter/newsletter-texts'

/** The icon of each network the company details can link to (24×24 paths). */
const socialIcons: Record<SocialNetwork, { label: string; path: string }> = {
  instagram: {
    label: 'Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  linkedin: {
    label: 'LinkedIn',
    path: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h4v1.7C13.6 9.7 15 9 16.7 9 20 9 22 11 22 15v6h-4v-5.5c0-1.9-.7-3-2.2-3-1.7 0-2.8 1.2-2.8 3V21H9V9Z',
  },
  facebook: {
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1Z',
  },
  x: { label: 'X', path: 'M3 3h5l4.3 6L17.5 3H21l-7 8.3L21.5 21h-5l-4.7-6.5L6 21H2.5l7.6-8.9L3 3Z' },
  youtube: {
    label: 'YouTube',
    path: 'M22 8.2c-.2-1.6-1-2.7-2.6-2.9C16.9 5 12 5 12 5s-4.9 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7.1 19 12 19 12 19s4.9 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8ZM10 15V9l5.2 3L10 15Z',
  },
  tiktok: {
    label: 'TikTok',
    path: 'M16.6 3c.4 2.3 1.9 3.8 4.4 4v3.2c-1.6 0-3.1-.5-4.4-1.4V15a6 6 0 1 1-6-6c.3 0 .7 0 1 .1v3.3a2.8 2.8 0 1 0 1.9 2.6V3h3.1Z',
  },
}

/** Footer link groups (docs/product.md › Routes): labels are i18n ids. */
const groups = [
  {
    title: 'footer.schoolServices',
    links: [
      { href: '/school-trips', label: 'footer.link.schoolTrips' },
      { href: '/contact', label: 'footer.link.customItineraries' },
      { href: '/contact', label: 'footer.link.groupQuotes' },
      { href: '/contact', label: 'footer.link.teacherSupport' },
    ],
  },
  {
    title: 'footer.erasmusSupport',
    links: [
      { href: '/erasmus', label: 'footer.link.ka1' },
      { href: '/erasmus', label: 'footer.link.teacherTraining' },
      { href: '/erasmus', label: 'footer.link.partnerMatching' },
      { href: '/erasmus', label: 'footer.link.visas' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { href: '/blog', label: 'nav.blog' },
      { href: '/about', label: 'nav.about' },
      { href: '/contact', label: 'nav.contact' },
      { href: '/legal', label: 'footer.link.legal' },
      { href: '/privacy', label: 'footer.link.privacy' },
      { href: '/cookies', label: 'footer.link.cookies' },
    ],
  },
]

/**
 * The footer's identifiers, each only when it has a value: in production a detail still empty or an example value
 * is blank (src/features/content/company.ts, withoutMadeUpDetails), and its part is left out rather than printed.
 */
function identifiersLine(t: Translate, company: CompanyDetails): string {
  const parts = (['taxId', 'tourismLicence', 'cicma'] as const)
    .filter((field) => company[field])
    .map((field) => t(`footer.identifier.${field}`, { value: company[field] }))
  if (company.erasmusOid) parts.push(t('footer.identifier.erasmus'))
  return parts.join(' · ')
}

export function SiteFooter({ t, locale, company }: { t: Translate; locale: Locale; company: CompanyDetails }) {
  const socialLinks = (company.socialLinks ?? []).map((link) => ({ href: link.url, ...socialIcons[link.network] }))
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{company.tradeName}</p>
          {company.description && <p className="mt-3 max-w-sm text-sm leading-6">{company.description}</p>}
          <ul className="mt-5 flex gap-3">
            {socialLinks.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-full bg-brand-800 p-2 text-white hover:bg-brand-700"
                >
                  <span className="sr-only">{s.label}</span>
                  <svg className="h-5 w-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          {/* Left out where the page ends with its own newsletter band (newsletter-section.tsx). */}
          <div className="mt-8 max-w-sm [body:has([data-newsletter-section])_&]:hidden" data-footer-newsletter="">
            <p className="mb-3 font-semibold text-white">{t('footer.newsletterTitle')}</p>
            <NewsletterForm source="footer" locale={locale} texts={newsletterTexts(locale)} layout="inline" invert />
          </div>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <p className="font-semibold text-white">{t(group.title)}</p>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className="hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: company.tradeName })}</p>
          <p>{identifiersLine(t, company)}</p>
        </div>
      </div>
    </footer>
  )
}
