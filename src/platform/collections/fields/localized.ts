import type { ArrayField, FieldHook, Validate } from 'payload'

import { defaultLocale } from '@i18n/locales'
import type { Bilingual } from '@/platform/i18n/bilingual'
import { richTextToPlainText } from '@/platform/rich-text'
import { inEditorsLanguage } from './editors-language'

/** Whether a text or rich-text value holds any words. */
export const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value ? richTextToPlainText(value).trim() !== '' : false

/**
 * For texts visitors read in both languages: required in English; a Spanish value may be left empty (the site
 * then shows the English one), so an editor can publish before the translation is done.
 */
export const requiredInEnglish: Validate = (value, { req }) =>
  req.locale !== defaultLocale || isFilled(value)
    ? true
    : inEditorsLanguage(req, {
        en: 'Required in English (Spanish may stay empty: the site then shows the English text).',
        es: 'Obligatorio en inglés (en español puede quedar vacío: la web muestra entonces el texto en inglés).',
      })

/**
 * An emptied text is stored as nothing rather than as '' or an empty editor, so Payload's fallback shows the
 * English text instead of an empty heading or article.
 */
export const emptyAsMissing: FieldHook = ({ value }) => (isFilled(value) ? value : null)

/** The options that make a localized field behave so (spread into the field). */
export const englishFallback = {
  required: true as const,
  validate: requiredInEnglish,
  hooks: { beforeChange: [emptyAsMissing] },
}

/**
 * A list of short texts visitors read (a course's or a destination's highlights): the rows are the same in both
 * languages, each text is translated and falls back to English.
 */
export const localizedTextList = (name: string, label: Bilingual, singular: Bilingual): ArrayField => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  admin: { initCollapsed: false },
  fields: [{ name: 'text', label: { en: 'Text', es: 'Texto' }, type: 'text', localized: true, ...englishFallback }],
})
