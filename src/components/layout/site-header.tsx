'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import type { Locale } from '@i18n/locales'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import { LanguageToggle } from './language-toggle'
import { isActive, navLinks } from './nav-links'
import { LineIcon } from '@/components/ui/line-icon'

/** The navigation bar; below the lg breakpoint it becomes a slide-in side menu. `texts`: site.* and nav.* */
export function SiteHeader({ locale, texts }: { locale: Locale; texts: Texts }) {
  const t = textLookup(texts)
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  // Following a link closes the menu: adjusted while rendering the new path, as React advises instead of an effect.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }
  const menu = useRef<HTMLDivElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)

  const currentPath = useRef(pathname)

  // A layout effect, so the new path is known before the menu effect's clean-up below asks for it.
  useLayoutEffect(() => {
    currentPath.current = pathname
  }, [pathname])
  // The open menu behaves as a modal: focus moves into it, the rest of the page is inert (Tab stays in the menu,
  // screen readers read only it), and Escape closes it. Closed by the visitor, focus returns to the menu button;
  // closed by following a link, it stays with the new page.
  useEffect(() => {
    if (!open) return
    const openedOn = currentPath.current
    const button = menuButton.current
    const siblings = (el: Element | null | undefined) =>
      [...(el?.parentElement?.children ?? [])].filter((x): x is HTMLElement => x !== el && x instanceof HTMLElement)
    const blocked = [...siblings(menu.current), ...siblings(menu.current?.parentElement)].filter((el) => !el.inert)
    for (const el of blocked) el.inert = true
    closeButton.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      for (const el of blocked) el.inert = false
      if (currentPath.current === openedOn) button?.focus()
    }
  }, [open])

  const linkClass = (href: string, size = 'px-2 py-1.5 text-sm') =>
    `whitespace-nowrap rounded-md ${size} font-medium ${isActive(href, pathname) ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:text-brand-700'}`

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-bold text-brand-900">
          {/* A plain <img>: next/image serves SVGs as they are, so <Image> would add only client JavaScript. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/icon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="whitespace-nowrap">{t('site.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={isActive(link.href, pathname) ? 'page' : undefined}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageToggle current={locale} label={t('nav.language')} />
          <Link
            href="/contact"
            className="hidden whitespace-nowrap rounded-lg bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-800 sm:inline-flex"
          >
            {t('nav.contact')}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-slate-700 xl:hidden"
            aria-expanded={open}
            aria-controls="side-menu"
            onClick={() => setOpen(true)}
          >
            <span className="sr-only">{t('nav.openMenu')}</span>
            <LineIcon name="menu" />
          </button>
        </div>
      </div>

      <div
        ref={menu}
        className={`fixed inset-0 z-50 overflow-hidden xl:hidden ${open ? 'visible' : 'invisible delay-200'}`}
        aria-hidden={!open}
      >
        <div
          className={`absolute inset-0 bg-slate-900/40 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
          onClick={() => setOpen(false)}
        />
        <nav
          id="side-menu"
          aria-label={t('nav.label')}
          inert={!open}
          className={`absolute right-0 top-0 flex h-full w-72 max-w-[85vw] flex-col bg-white p-6 shadow-xl transition-transform ${open ? 'translate-x-0' : 'translate-x-full'}`}
        >
          <button
            ref={closeButton}
            type="button"
            className="self-end rounded-md p-2 text-slate-700"
            onClick={() => setOpen(false)}
          >
            <span className="sr-only">{t('nav.closeMenu')}</span>
            <LineIcon name="close" />
          </button>
          <ul className="mt-4 space-y-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={`block ${linkClass(link.href, 'px-3 py-3 text-base')}`}
                  aria-current={isActive(link.href, pathname) ? 'page' : undefined}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href="/contact"
            className="mt-6 rounded-lg bg-accent-700 px-4 py-3 text-center font-semibold text-white"
          >
            {t('nav.contact')}
          </Link>
        </nav>
      </div>
    </header>
  )
}
