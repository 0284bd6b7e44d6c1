import type { CollectionConfig, Config, Field, GlobalConfig, Option, Tab } from 'payload'
import { formatLabels, toWords } from 'payload/shared'

import { STAFF_DATE_PATTERN, STAFF_DAY_PATTERN } from '@/platform/i18n/staff-dates'
import { spanishAdminTexts } from './admin-language-es'

/**
 * The admin in English or Spanish: Payload shows a label given as `{ en, es }` in each staff member's admin
 * language, but a plain string (or a label Payload derives from a field's name) in English to everyone. This pass
 * runs last over the whole configuration (plugins' collections and fields included) and turns every plain label,
 * group, description and option of ours into `{ en, es }`, the Spanish from one dictionary
 * (admin-language-es.ts). Labels already written in both languages, and Payload's own translated ones
 * (functions), stay as they are. A text the dictionary lacks stays English, and the unit test
 * (tests/unit/admin-language.spec.ts) names it.
 */
export function adminInBothLanguages(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map(collectionInBothLanguages),
    globals: config.globals?.map(globalInBothLanguages),
  }
}

type Bilingual = { en: string; es: string }
type Label = unknown

/** English texts met without a Spanish one (read by the unit test). */
export const untranslated = new Set<string>()

function both(english: string): Bilingual {
  const spanish = spanishAdminTexts[english]
  if (spanish === undefined) untranslated.add(english)
  return { en: english, es: spanish ?? english }
}

/** A label as given: strings become bilingual, anything else (a record, a function, false) stays. */
function label(value: Label, fallback?: string): Label {
  if (typeof value === 'string') return value === '' ? value : both(value)
  if (value === undefined && fallback) return both(fallback)
  return value
}

function collectionInBothLanguages(collection: CollectionConfig): CollectionConfig {
  const defaults = formatLabels(collection.slug)
  return {
    ...collection,
    labels: {
      singular: label(collection.labels?.singular, defaults.singular) as Bilingual,
      plural: label(collection.labels?.plural, defaults.plural) as Bilingual,
    },
    admin: collection.admin && {
      ...collection.admin,
      group: label(collection.admin.group) as Bilingual,
      description: label(collection.admin.description) as Bilingual,
    },
    fields: collection.fields.map(fieldInBothLanguages),
  }
}

function globalInBothLanguages(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: label(global.label, toWords(global.slug)) as Bilingual,
    admin: global.admin && {
      ...global.admin,
      group: label(global.admin.group) as Bilingual,
      description: label(global.admin.description) as Bilingual,
    },
    fields: global.fields.map(fieldInBothLanguages),
  }
}

const NUMBERED_ROW_LABEL = '/src/platform/admin/ui/NumberedRowLabel#NumberedRowLabel'

/**
 * Payload puts a list's singular label mid-sentence in Spanish ("Añadir {{label}}", "al menos 1 {{label}}") and at
 * the start of each row's title ("Punto destacado 01"). Mid-sentence a Spanish noun is lower case, so the singular
 * is written that way, and a row without a title of its own gets the capitalised label back from
 * NumberedRowLabel. A label that starts with an acronym stays as written.
 */
function arrayRowsInSpanish(field: Field, out: Record<string, unknown>): Record<string, unknown> {
  const labels = out.labels as { singular?: unknown; plural?: unknown } | undefined
  const singular = labels?.singular
  if (!isBilingual(singular)) return {}
  const admin = (out.admin ?? field.admin ?? {}) as { components?: Record<string, unknown> }
  return {
    labels: {
      ...labels,
      singular: { ...singular, es: singular.es.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()) },
    },
    admin: admin.components?.RowLabel
      ? admin
      : {
          ...admin,
          components: { ...admin.components, RowLabel: { path: NUMBERED_ROW_LABEL, clientProps: { label: singular } } },
        },
  }
}

function isBilingual(value: unknown): value is Bilingual {
  return typeof value === 'object' && value !== null && typeof (value as Bilingual).es === 'string'
}

function option(value: Option): Option {
  if (typeof value === 'string') return { value, label: both(value) }
  return { ...value, label: label(value.label) as Bilingual }
}

function fieldInBothLanguages(field: Field): Field {
  const out = { ...field } as Field & Record<string, unknown>
  const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
  // UI fields, rows and unnamed collapsibles draw no label of their own.
  if ('label' in field || (named && field.type !== 'ui')) {
    out.label = label((field as { label?: Label }).label, named ? toWords(named) : undefined)
  }
  if (field.admin && 'description' in field.admin && typeof field.admin.description === 'string') {
    out.admin = { ...field.admin, description: both(field.admin.description) } as typeof field.admin
  }
  if ('labels' in field && field.labels) {
    out.labels = { singular: label(field.labels.singular), plural: label(field.labels.plural) }
  }
  if (field.type === 'array') Object.assign(out, arrayRowsInSpanish(field, out))
  // Payload's date picker writes "Nov 27, 2026 5:08 AM" whatever the language, and a day with no year; these
  // patterns follow the admin language and always name the year.
  const appearance = field.type === 'date' && !field.admin?.date?.displayFormat && field.admin?.date?.pickerAppearance
  if (field.type === 'date' && (appearance === 'dayAndTime' || appearance === 'dayOnly')) {
    const displayFormat = appearance === 'dayOnly' ? STAFF_DAY_PATTERN : STAFF_DATE_PATTERN
    out.admin = { ...(out.admin ?? field.admin), date: { ...field.admin?.date, displayFormat } }
  }
  if ((field.type === 'select' || field.type === 'radio') && field.options) {
    out.options = field.options.map(option)
  }
  if ('fields' in field && Array.isArray(field.fields)) {
    out.fields = field.fields.map(fieldInBothLanguages)
  }
  if (field.type === 'tabs') {
    out.tabs = field.tabs.map(
      (tab) =>
        ({
          ...tab,
          label: label(tab.label, 'name' in tab && tab.name ? toWords(tab.name) : undefined),
          description: label(tab.description),
          fields: tab.fields.map(fieldInBothLanguages),
        }) as Tab,
    )
  }
  if (field.type === 'blocks') {
    out.blocks = field.blocks.map((block) => ({
      ...block,
      labels: block.labels && { singular: label(block.labels.singular), plural: label(block.labels.plural) },
      fields: block.fields.map(fieldInBothLanguages),
    })) as typeof field.blocks
  }
  return out
}
