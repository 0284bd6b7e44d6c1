import { defaultLocale, isLocale } from '@i18n/locales'
import { messages } from '@/platform/i18n/catalogs'
import type { MessageCatalog } from './types'

/**
 * For server components only: the texts of the validation message ids (`validation.*`, and `limit.*`, those that
 * name the schema's bound) in the staff member's admin language, handed to the client forms as a prop, so the
 * browser gets these few lines instead of the whole catalog.
 */
export function validationMessages(language: string): MessageCatalog {
  const catalog = messages[isLocale(language) ? language : defaultLocale]
  return Object.fromEntries(
    Object.entries(catalog).filter(([id]) => id.startsWith('validation.') || id.startsWith('limit.')),
  )
}
