'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useIntl } from 'react-intl'

/** '404 Page Not Found' with the developer-style hint of SPEC §2, in the visitor's language. */
export function PageNotFound() {
  const intl = useIntl()
  const pathname = usePathname()
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-brand-900">{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p className="mt-4 text-slate-600">{intl.formatMessage({ id: 'notFound.hint' }, { path: pathname })}</p>
      <Link href="/" className="mt-8 inline-flex rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-800">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </div>
  )
}
