'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { type LinkProblem, linkProblems } from './link-problems'

export type LinkProblemTexts = { title: string; text: string; home: string }

/** A confirmation link that cannot be used, in the visitor's language; the reason is the address's last part. */
export function LinkProblemView({ texts }: { texts: Record<Locale, Record<LinkProblem, LinkProblemTexts>> }) {
  const { lang, problem } = useParams<{ lang?: string; problem?: string }>()
  const reason = linkProblems.find((p) => p === problem) ?? 'unknown'
  const text = texts[isLocale(lang) ? lang : defaultLocale][reason]
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{text.title}</title>
      <h1 className="text-4xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text.text}</p>
      <Link
        href="/"
        className="mt-8 inline-flex rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {text.home}
      </Link>
    </div>
  )
}
