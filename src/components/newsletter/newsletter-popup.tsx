'use client'

import { useEffect, useRef } from 'react'

import type { Locale } from '@i18n/locales'
import { textLookup, type Texts } from '@/platform/i18n/client-texts'
import { NewsletterForm } from './newsletter-form'
import { LineIcon } from '@/components/ui/line-icon'

const SEEN_KEY = 'newsletter-popup-seen'
const LAST_SHOWN_KEY = 'newsletter-popup-last-shown'
export const POPUP_DELAY_MS = 5000
export const POPUP_REPEAT_MS = 3 * 24 * 60 * 60 * 1000

/** Never seen, or last shown more than three days ago (docs/product.md › Newsletter sign-up). */
export function popupDue(seen: string | null, lastShown: string | null, now: number): boolean {
  if (seen !== 'true') return true
  return lastShown !== null && now - Number(lastShown) > POPUP_REPEAT_MS
}

/** Whether the focus is in a form control of the page (not of the dialog itself). */
function isFormControlOutside(element: Element | null, dialog: HTMLDialogElement | null): boolean {
  if (!element || dialog?.contains(element)) return false
  return element.matches('input, textarea, select, [contenteditable="true"]')
}

/** The newsletter dialog: a native modal <dialog>, so focus stays inside and Escape closes it. `texts`: newsletterTexts. */
export function NewsletterPopup({ locale, texts }: { locale: Locale; texts: Texts }) {
  const t = textLookup(texts)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (!popupDue(localStorage.getItem(SEEN_KEY), localStorage.getItem(LAST_SHOWN_KEY), Date.now())) return
    // A visitor who has started typing in a form (an enquiry, the footer's sign-up) is not interrupted: the popup
    // neither covers the form nor takes the focus from it. It stays due, for a later page.
    let typing = false
    const onInput = (event: Event) => {
      if (!dialog.current?.contains(event.target as Node)) typing = true
    }
    document.addEventListener('input', onInput, true)
    const timer = setTimeout(() => {
      if (typing || isFormControlOutside(document.activeElement, dialog.current)) return
      dialog.current?.showModal()
    }, POPUP_DELAY_MS)
    // Marks the moment the 5-second wait starts (the page is hydrated); the e2e test waits for it.
    dialog.current?.setAttribute('data-armed', 'true')
    return () => {
      clearTimeout(timer)
      document.removeEventListener('input', onInput, true)
    }
  }, [])

  function remember() {
    localStorage.setItem(SEEN_KEY, 'true')
    localStorage.setItem(LAST_SHOWN_KEY, String(Date.now()))
  }

  return (
    <dialog
      ref={dialog}
      onClose={remember}
      aria-labelledby="newsletter-popup-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="absolute right-3 top-3 rounded-md p-2 text-slate-600 hover:text-slate-900"
        >
          <span className="sr-only">{t('newsletter.popup.close')}</span>
          <LineIcon name="close" className="h-5 w-5" />
        </button>
        <h2 id="newsletter-popup-title" className="pr-8 text-2xl font-bold text-brand-900">
          {t('newsletter.popup.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('newsletter.popup.subtitle')}</p>
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {[1, 2, 3].map((i) => (
            <li key={i}>✓ {t(`newsletter.popup.benefit.${i}`)}</li>
          ))}
        </ul>
        <div className="mt-5">
          <NewsletterForm source="popup" locale={locale} texts={texts} onSubscribed={() => dialog.current?.close()} />
        </div>
      </div>
    </dialog>
  )
}
