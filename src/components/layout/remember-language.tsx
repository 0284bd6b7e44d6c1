'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { pathLocale } from '@i18n/locales'
import { rememberLanguage } from '@/platform/i18n/remember-language'

/**
 * Opening a /en/... or /es/... URL makes that language the visitor's choice. Done here in the browser,
 * not by the proxy on the server: a proxy on every page request cost about 40% of a cached page's CPU.
 */
export function RememberLanguage() {
  const pathname = usePathname()
  useEffect(() => {
    const lang = pathLocale(pathname)
    if (lang) rememberLanguage(lang)
  }, [pathname])
  return null
}
