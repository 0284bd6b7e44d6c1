import type { Locale } from '@i18n/locales'

/** The placeholders a campaign may use in its subject and content (docs/product.md › Mail and campaigns). */
export const placeholders = {
  schoolName: '-schoolName-',
  contactPerson: '-contactPerson-',
  country: '-country-',
  city: '-city-',
} as const

export type PlaceholderValues = Record<keyof typeof placeholders, string>

/**
 * The values the preview uses, per version language: the greeting "Dear -contactPerson-," reads "Dear Educator,"
 * (docs/product.md › Mail and campaigns).
 */
export const sampleValues: Record<Locale, PlaceholderValues> = {
  en: { schoolName: 'Sample School', contactPerson: 'Educator', country: 'Spain', city: 'Madrid' },
  es: { schoolName: 'Centro de ejemplo', contactPerson: 'docente', country: 'España', city: 'Madrid' },
}

const pattern = /-(schoolName|contactPerson|country|city)-/g

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char)
}

/**
 * Replaces every placeholder in one pass (a value that itself looks like a placeholder is left alone). With
 * `html: true` the values are escaped for HTML (content); without, they are inserted as they are (subject, text).
 */
export function fillPlaceholders(template: string, values: PlaceholderValues, { html }: { html: boolean }): string {
  return template.replace(pattern, (_match, key: keyof PlaceholderValues) =>
    html ? escapeHtml(values[key]) : values[key],
  )
}

/** Where the sender puts each recipient's own unsubscribe link (kept literally until then). */
export const unsubscribePlaceholder = '{{unsubscribeUrl}}'
