import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { resolveLocale, serverIntl } from '@/lib/i18n'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const intl = serverIntl(resolveLocale((await cookies()).get('language')?.value))
  return { title: intl.formatMessage({ id: 'site.name' }), description: intl.formatMessage({ id: 'site.tagline' }) }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const locale = resolveLocale((await cookies()).get('language')?.value)
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
