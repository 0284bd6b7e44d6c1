import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ClientIntl } from '@/components/intl-provider'
import { JsonLd } from '@/components/json-ld'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { NewsletterPopup } from '@/components/newsletter/newsletter-popup'
import { Toaster } from '@/components/toaster'
import { serverUrl } from '@/lib/env'
import { pickMessages } from '@/lib/i18n'

import { type LangProps, pageLocale } from '../_lib/locale-page'
import '../globals.css'

/** Message prefixes client components use; the rest of the catalog stays on the server. */
const clientMessagePrefixes = ['site.', 'nav.', 'newsletter.', 'validation.', 'contactForm.', 'notFound.', 'redirect.', 'share.']

export const metadata: Metadata = { icons: { icon: '/icon.svg' } }
export const viewport: Viewport = { themeColor: '#0f2d5c' }

export default async function LocaleLayout({ children, params }: LangProps & { children: ReactNode }) {
  const { locale, t } = await pageLocale(params)
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: t('site.name'),
    url: serverUrl(),
    logo: `${serverUrl()}/icon.svg`,
    description: t('footer.description'),
    address: { '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' },
    areaServed: 'Europe',
  }
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <JsonLd data={organization} />
        <ClientIntl locale={locale} messages={pickMessages(locale, clientMessagePrefixes)}>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter t={t} />
          <NewsletterPopup />
          <Toaster />
        </ClientIntl>
      </body>
    </html>
  )
}
