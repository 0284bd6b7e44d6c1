'use client'

import Link from 'next/link'
import { useParams, usePathname } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'

export type PageNotFoundTexts = { title: string; hint: [before: string, after: string]; home: string }

/**
 * '404 Page Not Found' with the developer-style hint (docs/product.md › Routes), in the visitor's language. The hint is
 * split around the path, which only the browser knows.
 */
export function PageNotFound({
  texts,
  showPath = true,
}: {
  texts: Record<Locale, PageNotFoundTexts>
  /** False for a page whose address is private (a token): the hint is then the whole text. */
  showPath?: boolean
}) {
  const { lang } = useParams<{ lang?: string }>()
  const text = texts[isLocale(lang) ? lang : defaultLocale]
  const pathname = usePathname()
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      {/* not-found.tsx gets no language to make metadata with; React puts this <title> in the <head>. */}
      <title>{text.title}</title>
      <h1 className="text-4xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-4 text-slate-600">
        {text.hint[0]}
        {showPath ? pathname : null}
        {text.hint[1]}
      </p>
      <Link
        href="/"
        className="mt-8 inline-flex rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {text.home}
      </Link>
    </div>
  )
}
