import type { CollectionBeforeChangeHook, CollectionSlug, SelectField } from 'payload'

import { isFilled as filled } from './localized'
import { sameTransaction } from '@/platform/db'

/**
 * "Spanish translation: Missing / Complete" for the list screens (a column and a filter): whether every text
 * visitors read has a Spanish value of its own. The site falls back to English for a missing one, so nothing
 * breaks; this tells editors what is left to translate. Worked out at each save, drafts included.
 */
export const spanishTranslationField: SelectField = {
  name: 'spanishTranslation',
  label: { en: 'Spanish translation', es: 'Traducción al español' },
  type: 'select',
  options: [
    { label: { en: 'Missing', es: 'Falta' }, value: 'missing' },
    { label: { en: 'Complete', es: 'Completa' }, value: 'complete' },
  ],
  defaultValue: 'missing',
  index: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      en: 'Updated when you save, in either language.',
      es: 'Se actualiza al guardar, en cualquiera de los dos idiomas.',
    },
  },
}

/**
 * beforeChange hook that sets spanishTranslation from the Spanish values of `fields` (spanishTranslationOf, below:
 * an Erasmus+ tile without a theme lacks nothing).
 */
export function trackSpanishTranslation(collection: CollectionSlug, fields: string[]): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req }) => {
    // Both languages as stored (`locale: 'all'` gives each localized field as { en, es }), then what the editor
    // sent over the language they saved in.
    const stored = originalDoc?.id
      ? ((await req.payload.findByID({
          collection,
          id: originalDoc.id,
          locale: 'all',
          fallbackLocale: false,
          draft: true,
          depth: 0,
          // The document may be in the trash: restoring it (Trash › Restore) is a save too.
          trash: true,
          // The save's transaction, not its req: a local-API call with it would switch the whole save to Spanish.
          req: sameTransaction(req),
        })) as unknown as Record<string, Partial<Record<string, unknown>> | undefined>)
      : {}
    const valueIn = (locale: string, name: string) =>
      req.locale === locale && name in data ? data[name] : stored[name]?.[locale]
    data.spanishTranslation = spanishTranslationOf(
      fields.map((name) => ({ en: valueIn('en', name), es: valueIn('es', name) })),
    )
    return data
  }
}

/**
 * The flag of a document whose texts are `texts` (each in both languages): a text counts as missing in Spanish only
 * when it has an English value to translate, and a document with no Spanish text at all (a new one) is not called
 * complete either. The save's hook and the migration that recounted older databases' flags share it.
 */
export function spanishTranslationOf(texts: Array<{ en: unknown; es: unknown }>): 'missing' | 'complete' {
  const untranslated = texts.some(({ en, es }) => filled(en) && !filled(es))
  return untranslated || !texts.some(({ es }) => filled(es)) ? 'missing' : 'complete'
}
