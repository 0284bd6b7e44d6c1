import { defaultLocale } from '@i18n/locales'
import { messages } from '@/lib/i18n/catalogs'
import type { MessageCatalog } from './types'

/**
 * For server components only: the texts of the validation message ids (`validation.*`) in the staff screens'
 * language (the default one: the admin is English-only), handed to the client forms as a prop, so the browser
 * gets these few lines instead of the whole catalog.
 */
export function validationMessages(): MessageCatalog {
  const catalog = messages[defaultLocale]
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => id.startsWith('validation.')))
}
