'use client'

import { type ReactNode, useEffect } from 'react'

import { useStaffTexts } from '../i18n/useStaffTexts'

/**
 * Payload's notices (sonner's toaster) name their corner "Notifications" and each close button "Close toast",
 * in English whatever the admin language, and Payload passes no option for either. Screen readers say them, so
 * they follow the admin language here: the names are set on the notices' region, and on each close button as
 * its notice appears. Only that region is watched.
 */
export function ToastLabels({ children }: { children?: ReactNode }) {
  const { region, close } = useStaffTexts().shared.toasts
  useEffect(() => {
    const section = document.querySelector<HTMLElement>('section[aria-live][aria-relevant]')
    if (!section) return
    const name = () => {
      const hotkey = section.getAttribute('aria-label')?.split(' ').pop() ?? ''
      const label = `${region} ${hotkey}`.trim()
      if (section.getAttribute('aria-label') !== label) section.setAttribute('aria-label', label)
      for (const button of section.querySelectorAll('[data-close-button]')) {
        if (button.getAttribute('aria-label') !== close) button.setAttribute('aria-label', close)
      }
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(section, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [region, close])
  return <>{children}</>
}
