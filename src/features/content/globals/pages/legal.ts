import type { Field, TextFieldSingleValidation } from 'payload'

import { type Bilingual, inEditorsLanguage, list, paragraph, richText, section, text } from './fields'
import { calendarDayField } from '@/platform/collections/fields/calendar-day'
import { pageGlobal } from './page-global'

const companyValues: Bilingual = {
  en: 'Write {email}, {phone}, {tradeName} or {legalName} where the company details should appear: the page fills them in from Company details.',
  es: 'Escriba {email}, {phone}, {tradeName} o {legalName} donde deban aparecer los datos de la empresa: la página los toma de Datos de la empresa.',
}

const validateAnchor: TextFieldSingleValidation = (value, { req }) =>
  (typeof value === 'string' && /^[A-Za-z][A-Za-z0-9-]*$/.test(value)) ||
  inEditorsLanguage(req, {
    en: 'Use letters, digits and hyphens, starting with a letter (e.g. data-protection).',
    es: 'Use letras, números y guiones, empezando por una letra (p. ej. proteccion-datos).',
  })

/**
 * A numbered section of a legal document: its heading, its text, optionally one of the page's own blocks
 * (the company's identifiers, a table), and text after that block. The anchor is the section's address on
 * the page (#company): links elsewhere may point at it.
 */
function sections(inserts: { value: string; label: Bilingual }[]): Field {
  const field = list(
    'sections',
    { singular: { en: 'Section', es: 'Apartado' }, plural: { en: 'Sections', es: 'Apartados' } },
    [
      {
        type: 'row',
        fields: [
          text('title', { en: 'Heading', es: 'Título' }, { required: true }),
          {
            name: 'anchor',
            type: 'text',
            required: true,
            label: { en: 'Anchor', es: 'Ancla' },
            validate: validateAnchor,
            admin: {
              description: {
                en: 'The section’s address on the page (#anchor), the same in both languages.',
                es: 'La dirección del apartado en la página (#ancla), la misma en los dos idiomas.',
              },
            },
          },
        ],
      },
      richText('body', { en: 'Text', es: 'Texto' }, { description: companyValues }),
      ...(inserts.length
        ? [
            {
              name: 'insert',
              type: 'select',
              label: { en: 'Block after the text', es: 'Bloque tras el texto' },
              options: inserts.map(({ value, label }) => ({ value, label: { ...label } })),
              admin: {
                description: {
                  en: 'Optional: a block the page builds itself, shown between the text and the text after it.',
                  es: 'Opcional: un bloque que la página compone por sí misma, entre el texto y el texto posterior.',
                },
              },
            } as Field,
            richText('after', { en: 'Text after the block', es: 'Texto tras el bloque' }),
          ]
        : []),
    ],
    { minRows: 1, maxRows: 20 },
  )
  // Each row named by its heading, in the language being edited.
  return {
    ...field,
    admin: { ...field.admin, components: { RowLabel: '/src/platform/admin/ui/TitleRowLabel#TitleRowLabel' } },
  } as Field
}

/** The heading and introduction every legal document starts with. */
const documentTop = (): Field[] => [
  section('hero', { en: 'Page heading', es: 'Cabecera de la página' }, [
    text('title', { en: 'Main heading', es: 'Título principal' }, { required: true }),
    paragraph('subtitle', { en: 'Introduction', es: 'Introducción' }),
  ]),
  richText('intro', { en: 'Opening text', es: 'Texto inicial' }, { description: companyValues }),
]

const lastUpdated = (description: Bilingual): Field =>
  calendarDayField({
    name: 'lastUpdated',
    required: true,
    label: { en: 'Last updated', es: 'Última actualización' },
    admin: { description: { ...description } },
  })

const companyBlock: Bilingual = { en: 'Company details', es: 'Datos de la empresa' }

/** The legal notice (LSSI-CE art. 10). The company's identifiers come from Company details. */
export const PageLegal = pageGlobal({
  slug: 'page-legal',
  path: '/legal',
  label: { en: 'Legal notice', es: 'Aviso legal' },
  fields: [
    lastUpdated({
      en: 'The date shown at the top of the page.',
      es: 'La fecha que aparece al principio de la página.',
    }),
    ...documentTop(),
    text(
      'registryEntry',
      { en: 'Commercial Registry entry', es: 'Datos del Registro Mercantil' },
      {
        required: true,
        description: {
          en: 'Shown with the company details (the other identifiers are edited under Company details).',
          es: 'Aparece con los datos de la empresa (los demás identificadores se editan en Datos de la empresa).',
        },
      },
    ),
    sections([{ value: 'companyDetails', label: companyBlock }]),
  ],
})

/**
 * The privacy policy (GDPR arts. 13–14). The controller's identity comes from Company details; the retention
 * table from the periods the retention job enforces (src/features/privacy/retention-policy.ts), so it cannot drift.
 */
export const PagePrivacy = pageGlobal({
  slug: 'page-privacy',
  path: '/privacy',
  label: { en: 'Privacy policy', es: 'Política de privacidad' },
  description: {
    en: 'Every consent given on the site records which published version of this page the person was shown, and every published version is kept in the history: publish a change when it is final. The date shown on the page is changed by a developer with the retention periods.',
    es: 'Cada consentimiento que se da en el sitio guarda qué versión publicada de esta página se mostró a la persona, y el historial conserva todas las versiones publicadas: publique un cambio cuando sea definitivo. La fecha que aparece en la página la cambia un desarrollador junto con los plazos de conservación.',
  },
  // Consents name the published version they were given under (src/features/privacy/policy-version.ts).
  keepEveryVersion: true,
  fields: [
    ...documentTop(),
    sections([
      { value: 'controllerDetails', label: { en: 'Controller’s details', es: 'Datos del responsable' } },
      { value: 'retentionTable', label: { en: 'Retention periods table', es: 'Tabla de plazos de conservación' } },
    ]),
  ],
})

/** The cookies policy (LSSI-CE art. 22.2), with the table of the cookies the site sets. */
export const PageCookies = pageGlobal({
  slug: 'page-cookies',
  path: '/cookies',
  label: { en: 'Cookies policy', es: 'Política de cookies' },
  fields: [
    lastUpdated({
      en: 'The date shown at the top of the page.',
      es: 'La fecha que aparece al principio de la página.',
    }),
    ...documentTop(),
    sections([{ value: 'cookiesTable', label: { en: 'Cookies table', es: 'Tabla de cookies' } }]),
    list(
      'cookies',
      { singular: { en: 'Cookie', es: 'Cookie' }, plural: { en: 'Cookies in the table', es: 'Cookies de la tabla' } },
      [
        {
          name: 'name',
          type: 'text',
          required: true,
          label: { en: 'Cookie name', es: 'Nombre de la cookie' },
        },
        paragraph('purpose', { en: 'Purpose', es: 'Finalidad' }, { required: true }),
        {
          type: 'row',
          fields: [
            text('duration', { en: 'Duration', es: 'Duración' }, { required: true }),
            text('type', { en: 'Type', es: 'Tipo' }, { required: true }),
          ],
        },
      ],
      { minRows: 1, maxRows: 20 },
    ),
  ],
})
