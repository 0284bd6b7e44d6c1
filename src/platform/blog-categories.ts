import type { Locale } from '@i18n/locales'

/**
 * Blog categories. The stored value is a stable code; what visitors read is the localised name
 * (docs/product.md › What is stored lists the English names and their Spanish display names).
 */
export const blogCategories = {
  'career-growth': { en: 'Career Growth', es: 'Desarrollo de Carrera' },
  'student-support': { en: 'Student Support', es: 'Apoyo Estudiantil' },
  'family-guide': { en: 'Family Guide', es: 'Guía Familiar' },
  'cultural-exchange': { en: 'Cultural Exchange', es: 'Intercambio Cultural' },
  safety: { en: 'Safety', es: 'Seguridad' },
  'travel-guide': { en: 'Travel Guide', es: 'Guía de Viaje' },
  erasmus: { en: 'Erasmus+', es: 'Erasmus+' },
} as const satisfies Record<string, Record<Locale, string>>

export type BlogCategory = keyof typeof blogCategories
export const blogCategoryValues = Object.keys(blogCategories) as BlogCategory[]

export function blogCategoryName(category: string, locale: Locale): string {
  return category in blogCategories ? blogCategories[category as BlogCategory][locale] : category
}
