import {
  type ArrayField,
  type Field,
  type GroupField,
  type TextareaField,
  type TextareaFieldValidation,
  type TextField,
  type TextFieldSingleValidation,
  validations,
} from 'payload'

import { defaultLocale } from '@i18n/locales'
import type { Bilingual } from '@/platform/collections/fields/editors-language'

/**
 * Field builders shared by the page globals, so every page offers editors the same building blocks:
 * texts, figures, cards, list items and images, each labelled and explained in English and Spanish.
 * Everything a visitor reads is localized; the site shows the English text wherever the Spanish one is
 * left empty (src/features/content/pages.ts), so a page never shows an empty heading.
 */

export { type Bilingual, inEditorsLanguage } from '@/platform/collections/fields/editors-language'

type TextOptions = { required?: boolean; description?: Bilingual }

const adminDescription = (description?: Bilingual) => (description ? { description: { ...description } } : {})

/**
 * Required texts are required in English only: a Spanish text left empty shows the English one on the
 * site, so an editor can publish a page before every text is translated.
 */
const validateText: TextFieldSingleValidation = (value, args) =>
  validations.text(value, { ...args, required: args.required && (args.req.locale ?? defaultLocale) === defaultLocale })
const validateTextarea: TextareaFieldValidation = (value, args) =>
  validations.textarea(value, {
    ...args,
    required: args.required && (args.req.locale ?? defaultLocale) === defaultLocale,
  })

/** A one-line text a visitor reads (a heading, a button label, a figure). */
export function text(name: string, label: Bilingual, { required = false, description }: TextOptions = {}): TextField {
  return {
    name,
    type: 'text',
    label: { ...label },
    localized: true,
    required,
    validate: validateText,
    admin: adminDescription(description),
  }
}

/** A short paragraph a visitor reads (a subtitle, a card's text); plain text, no formatting. */
export function paragraph(
  name: string,
  label: Bilingual,
  { required = false, description }: TextOptions = {},
): TextareaField {
  return {
    name,
    type: 'textarea',
    label: { ...label },
    localized: true,
    required,
    validate: validateTextarea,
    admin: { rows: 3, ...adminDescription(description) },
  }
}

/** A group of fields shown as one box in the admin (a section of the page). */
export function section(name: string, label: Bilingual, fields: Field[], description?: Bilingual): GroupField {
  return { name, type: 'group', label: { ...label }, fields, admin: adminDescription(description) }
}

/**
 * A list editors can add to, remove from and reorder. The rows are the same in both languages (the
 * texts inside them are translated), so reordering in English reorders the Spanish page too.
 */
export function list(
  name: string,
  labels: { singular: Bilingual; plural: Bilingual },
  fields: Field[],
  {
    minRows,
    maxRows,
    description,
    collapsed = true,
  }: { minRows?: number; maxRows?: number; description?: Bilingual; collapsed?: boolean } = {},
): ArrayField {
  return {
    name,
    type: 'array',
    label: { ...labels.plural },
    labels: { singular: { ...labels.singular }, plural: { ...labels.plural } },
    minRows,
    maxRows,
    fields,
    admin: { initCollapsed: collapsed, ...adminDescription(description) },
  }
}

/** The usual "eyebrow, title, subtitle" heading of a section. */
export const heading = ({ eyebrow = false, subtitle = true } = {}): Field[] => [
  ...(eyebrow
    ? [
        text(
          'eyebrow',
          { en: 'Eyebrow', es: 'Antetítulo' },
          {
            description: { en: 'Small text above the heading.', es: 'Texto pequeño encima del título.' },
          },
        ),
      ]
    : []),
  text('title', { en: 'Heading', es: 'Título' }, { required: true }),
  ...(subtitle ? [paragraph('subtitle', { en: 'Introduction', es: 'Introducción' })] : []),
]

/** A figure of a figure strip: the big value ("500+") and its caption ("students every year"). */
export const figureFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      text(
        'value',
        { en: 'Figure', es: 'Cifra' },
        {
          required: true,
          description: { en: 'As it is shown, e.g. 500+ or 90%.', es: 'Tal como se muestra, p. ej. 500+ o 90 %.' },
        },
      ),
      text('label', { en: 'Caption', es: 'Texto' }, { required: true }),
    ],
  },
]

/** A list of figures, shown open: each is one short row. */
export const figures = (name = 'figures', options: { minRows?: number; maxRows?: number } = {}) =>
  list(name, { singular: { en: 'Figure', es: 'Cifra' }, plural: { en: 'Figures', es: 'Cifras' } }, figureFields(), {
    ...options,
    collapsed: false,
  })

/**
 * An image slot: an upload from the media library and its description for people who cannot see it
 * (per language). Left empty, or if the upload is deleted, the page shows its own illustration.
 */
export const imageFields = (): Field[] => [
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    label: { en: 'Image', es: 'Imagen' },
    admin: {
      description: {
        en: 'Optional. Without an image the page shows its own illustration.',
        es: 'Opcional. Sin imagen, la página muestra su propia ilustración.',
      },
    },
  },
  text(
    'imageAlt',
    { en: 'Image description (alt text)', es: 'Descripción de la imagen (texto alternativo)' },
    {
      description: {
        en: 'What the image shows, for people who cannot see it.',
        es: 'Qué muestra la imagen, para quien no puede verla.',
      },
    },
  ),
]

/** A card: a title and a short text. */
export const cardFields = (): Field[] => [
  text('title', { en: 'Title', es: 'Título' }, { required: true }),
  paragraph('text', { en: 'Text', es: 'Texto' }),
]

/** A list of cards. */
export const cards = (name = 'cards', options: { minRows?: number; maxRows?: number; description?: Bilingual } = {}) =>
  list(
    name,
    { singular: { en: 'Card', es: 'Tarjeta' }, plural: { en: 'Cards', es: 'Tarjetas' } },
    cardFields(),
    options,
  )

/** A list of one-line items (a check list). */
export const items = (name = 'items', options: { minRows?: number; maxRows?: number; description?: Bilingual } = {}) =>
  list(
    name,
    { singular: { en: 'Item', es: 'Elemento' }, plural: { en: 'Items', es: 'Elementos' } },
    [text('text', { en: 'Text', es: 'Texto' }, { required: true })],
    options,
  )

/** A closing call to action: a heading, a sentence and a button to the contact page. */
export const callToAction = (name: string, label: Bilingual): GroupField =>
  section(name, label, [
    text('title', { en: 'Heading', es: 'Título' }, { required: true }),
    paragraph('text', { en: 'Text', es: 'Texto' }),
    text('button', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
  ])

/** The top of an inner page: its main heading, introduction and (unless the page has none) its button. */
export const pageHero = ({ button = true }: { button?: boolean } = {}): GroupField =>
  section('hero', { en: 'Page heading', es: 'Cabecera de la página' }, [
    text('title', { en: 'Main heading', es: 'Título principal' }, { required: true }),
    paragraph('subtitle', { en: 'Introduction', es: 'Introducción' }),
    ...(button ? [text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true })] : []),
  ])

/** A section made of a heading and a list of cards. */
export const cardSection = (
  name: string,
  label: Bilingual,
  { eyebrow = false, minRows = 1, maxRows = 12 }: { eyebrow?: boolean; minRows?: number; maxRows?: number } = {},
): GroupField => section(name, label, [...heading({ eyebrow }), cards('cards', { minRows, maxRows })])

/**
 * Formatted text a visitor reads (paragraphs, bulleted lists, bold, links): the long texts of the legal pages.
 * Left empty in Spanish, the English text shows.
 */
export function richText(name: string, label: Bilingual, { description }: { description?: Bilingual } = {}): Field {
  return { name, type: 'richText', label: { ...label }, localized: true, admin: adminDescription(description) }
}
