'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { textLookup, type Texts } from '@/platform/i18n/client-texts'

/**
 * 'Redirecting...' then the home page. The meta refresh covers browsers without JavaScript and sits in <noscript>:
 * outside it the browser reloaded the home page a second after the script had already gone there.
 */
export function RedirectHome({ texts }: { texts: Texts }) {
  const t = textLookup(texts)
  const router = useRouter()
  useEffect(() => router.replace('/'), [router])
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" role="status">
      <noscript>
        <meta httpEquiv="refresh" content="1;url=/" />
      </noscript>
      <h1 className="text-3xl font-bold text-brand-900">{t('redirect.title')}</h1>
      <p className="mt-4 text-slate-600">{t('redirect.text')}</p>
    </div>
  )
}
