'use client'

import Link from 'next/link'
import { useIntl } from 'react-intl'

/** 'Article Not Found' with the way back to the blog (SPEC §8). */
export function ArticleNotFound() {
  const intl = useIntl()
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{intl.formatMessage({ id: 'notFound.article.title' })}</h1>
      <p className="mt-4 text-slate-600">{intl.formatMessage({ id: 'notFound.article.text' })}</p>
      <Link href="/blog" className="mt-8 inline-flex rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800">
        {intl.formatMessage({ id: 'notFound.article.back' })}
      </Link>
    </div>
  )
}
