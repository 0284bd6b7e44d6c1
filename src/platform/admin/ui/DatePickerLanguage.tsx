'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

/**
 * Payload's date fields (react-datepicker) write their date in the language set as the picker's default, which
 * Payload sets in an effect: after the field has drawn itself, and the picker does not draw again for it. The admin
 * loads the language's date-fns locale only after its first render, so a Spanish edit view could keep showing "Dec
 * 12, 2026" until something else happened to redraw the field. This provider sits above every field and sets the
 * default while it renders, as soon as the locale is there, so the fields that draw next already use it.
 * Setting a global is idempotent and only done in the browser (the server never has the locale loaded).
 */
export function DatePickerLanguage({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  if (i18n.dateFNS && typeof window !== 'undefined') {
    // The name Payload's own date picker registers the same locale under.
    const name = i18n.language === 'en' ? 'enUS' : i18n.language
    registerLocale(name, i18n.dateFNS)
    setDefaultLocale(name)
  }
  return <>{children}</>
}
