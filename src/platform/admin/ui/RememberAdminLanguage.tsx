'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { isLocale } from '@i18n/locales'
import { sendJson } from './api'

/**
 * Payload keeps each staff member's admin language (Account › Language, or the browser's language at first) in a
 * cookie of that browser only. The staff mails are written by jobs on the server, for people who are not signed in
 * at that moment: so the language the admin is shown in is written onto the account (users.language) whenever it
 * differs, and the mails read it from there.
 */
export function RememberAdminLanguage({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const id = user?.id
  const stored = (user as { language?: string } | null)?.language
  const shown = i18n.language
  const url = `${config.serverURL ?? ''}${config.routes.api}/users/${id}`
  useEffect(() => {
    if (id === undefined || !isLocale(shown) || stored === shown) return
    // Best effort: should it fail, the mails keep the language the account had.
    sendJson(url, 'PATCH', { language: shown }).catch(() => {})
  }, [id, shown, stored, url])
  return <>{children}</>
}
