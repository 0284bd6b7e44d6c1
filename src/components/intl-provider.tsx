'use client'

import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

/** react-intl for client components, with only the messages they use (picked on the server). */
export function ClientIntl({ locale, messages, children }: { locale: string; messages: Record<string, string>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  )
}
