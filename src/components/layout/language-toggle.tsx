'use client'

import { usePathname, useRouter } from 'next/navigation'

import { locales, type Locale, pathLocale, withLocale } from '@i18n/locales'
import { switchLanguage } from '@/platform/i18n/remember-language'

/**
 * EN/ES toggle: saves the choice in localStorage and in a cookie (so the server renders that language),
 * sets <html lang> at once, then shows the same page in the other language.
 */
export function LanguageToggle({
  current,
  label,
  className = '',
}: {
  current: Locale
  label: string
  className?: string
}) {
  const router = useRouter()
  const pathname = usePathname()

  function choose(lang: Locale) {
    if (lang === current) return
    switchLanguage(lang)
    // The same page in the other language: the visitor stays where they were reading, as with router.refresh().
    if (pathLocale(pathname)) router.push(withLocale(pathname, lang), { scroll: false })
    else router.refresh()
  }

  return (
    <div role="group" aria-label={label} className={`inline-flex rounded-lg bg-slate-100 p-0.5 ${className}`}>
      {locales.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          className={`rounded-md px-2.5 py-1 text-xs font-bold uppercase ${lang === current ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-900'}`}
        >
          {lang}
        </button>
      ))}
    </div>
  )
}
