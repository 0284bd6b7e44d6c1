import en from '@i18n/en.json'
import type { MessageCatalog } from './types'

/**
 * For server components only: the English texts of the validation message ids (i18n/en.json, `validation.*`),
 * handed to the client forms as a prop, so the browser gets these few lines instead of the whole catalog.
 */
export function validationMessages(): MessageCatalog {
  const catalog: Record<string, string> = en
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => id.startsWith('validation.')))
}
