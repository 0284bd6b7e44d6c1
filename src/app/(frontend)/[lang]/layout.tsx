import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'

import { JsonLd } from '@/components/json-ld'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { RememberLanguage } from '@/components/layout/remember-language'
import { NewsletterPopup } from '@/components/newsletter/newsletter-popup'
import { LivePreview } from '@/components/preview/live-preview'
import { newsletterTexts } from '@/components/newsletter/newsletter-texts'
import { Toaster } from '@/components/toaster'
import { isPlaceholder, readCompany } from '@/features/content/company'
import { serverUrl } from '@/platform/env'
import { clientTexts } from '@/platform/i18n'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'

import { type LangProps, pageLocale } from '@/app/(frontend)/_lib/locale-page'
import '@/app/(frontend)/globals.css'

export const metadata: Metadata = { icons: { icon: '/icon.svg' } }
export const viewport: Viewport = { themeColor: '#0f2d5c' }

export default async function LocaleLayout({ children, params }: LangProps & { children: ReactNode }) {
  const { locale, t } = await pageLocale(params)
  // Draft mode: a staff member's preview (/next/preview); visitors' pages never render, nor load, the listener.
  const preview = (await draftMode()).isEnabled
  const company = await readCompany(await cms(), locale, (await currentView()).draft)
  // Identifiers still in brackets ("[NIF]") are left out of the structured data rather than published to search engines.
  const known = (value: string | null | undefined) => (value && !isPlaceholder(value) ? value : undefined)
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: company.tradeName,
    legalName: known(company.legalName),
    taxID: known(company.taxId),
    url: serverUrl(),
    logo: `${serverUrl()}/icon.svg`,
    description: company.description ?? undefined,
    email: company.email || undefined,
    telephone: company.phone || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: known(company.officeAddress),
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    },
    sameAs: (company.socialLinks ?? []).map((link) => link.url),
    areaServed: 'Europe',
  }
  return (
    // data-scroll-behavior tells Next.js the smooth scrolling is deliberate (no development warning); globals.css
    // keeps it smooth through route changes anyway (see there).
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <JsonLd data={organization} />
        {/* Client components get their text formatted here, as plain strings: see src/platform/i18n/client-texts.ts. */}
        <SiteHeader locale={locale} texts={clientTexts(locale, ['site.', 'nav.'])} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter t={t} locale={locale} company={company} />
        {/* Not over the page an editor is previewing. */}
        {!preview && <NewsletterPopup locale={locale} texts={newsletterTexts(locale)} />}
        <Toaster />
        <RememberLanguage />
        {preview && <LivePreview />}
      </body>
    </html>
  )
}
