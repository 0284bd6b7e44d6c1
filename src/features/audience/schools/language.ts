import { defaultLocale, type Locale } from '@i18n/locales'

/** The ways staff and CSV files write Spain (compared without accents, case or spaces). */
const spain = new Set(['spain', 'espana', 'es', 'esp', 'reino de espana', 'kingdom of spain'])

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

/** A school's language when nobody chose one: Spanish for schools in Spain, English for the rest. */
export function defaultSchoolLanguage(country: string | null | undefined): Locale {
  return country && spain.has(fold(country)) ? 'es' : defaultLocale
}

/** The same rule in SQL (the migration gives existing rows their default with it). */
export const defaultSchoolLanguageSql = (column: string) =>
  `CASE WHEN lower(trim(translate(coalesce(${column}, ''), 'ñÑ', 'nN'))) IN (${[...spain].map((s) => `'${s}'`).join(', ')}) THEN 'es' ELSE '${defaultLocale}' END`
