'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'

/** 'Article Not Found' with the way back to the blog (docs/product.md › Routes), in the language of the URL. */
export function ArticleNotFound({ texts }: { texts: Record<Locale, Texts> }) {
  const { lang } = useParams<{ lang?: string }>()
  const t = textLookup(texts[isLocale(lang) ? lang : defaultLocale])
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      {/* not-found.tsx gets no language to make metadata with; React puts this <title> in the <head>. */}
      <title>{t('notFound.article.title')}</title>
      <h1 className="text-3xl font-bold text-brand-900">{t('notFound.article.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.article.text')}</p>
      <Link
        href="/blog"
        className="mt-8 inline-flex rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {t('notFound.article.back')}
      </Link>
    </div>
  )
}
