import type { PayloadRequest } from 'payload'

import {
  callToAction,
  cardFields,
  heading,
  imageFields,
  inEditorsLanguage,
  items,
  list,
  pageHero,
  paragraph,
  section,
  text,
} from './fields'
import { pageGlobal } from './page-global'

/** An option card of "two ways to explore": title, badge, text, list, button. */
const optionFields = [
  text('title', { en: 'Title', es: 'Título' }, { required: true }),
  text('badge', { en: 'Badge', es: 'Etiqueta' }),
  paragraph('text', { en: 'Text', es: 'Texto' }),
  items('items', { maxRows: 8 }),
  text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
]

/** The cultural excursions page: tiles, examples, the curated and the self-guided option (partner link). */
export const PageCulturalExcursions = pageGlobal({
  slug: 'page-cultural-excursions',
  path: '/cultural-excursions',
  dbName: 'page_exc',
  label: { en: 'Cultural excursions page', es: 'Página de excursiones culturales' },
  fields: [
    pageHero(),
    section('tiles', { en: 'Tiles', es: 'Mosaico' }, [
      ...heading({ eyebrow: true }),
      list(
        'tiles',
        { singular: { en: 'Tile', es: 'Mosaico' }, plural: { en: 'Tiles', es: 'Mosaicos' } },
        [...cardFields(), ...imageFields()],
        { minRows: 1, maxRows: 8 },
      ),
    ]),
    section('examples', { en: 'Example excursions', es: 'Ejemplos de excursiones' }, [
      ...heading({ eyebrow: true }),
      list(
        'examples',
        { singular: { en: 'Example', es: 'Ejemplo' }, plural: { en: 'Examples', es: 'Ejemplos' } },
        [text('place', { en: 'Place', es: 'Lugar' }, { required: true }), ...cardFields()],
        { minRows: 1, maxRows: 16 },
      ),
    ]),
    section('options', { en: 'Two ways to explore', es: 'Dos formas de explorar' }, [
      ...heading({ eyebrow: true }),
      section('curated', { en: 'Curated experience', es: 'Experiencia a medida' }, optionFields),
      section('selfGuided', { en: 'Self-guided exploration', es: 'Exploración por libre' }, [
        ...optionFields,
        {
          name: 'partnerUrl',
          type: 'text',
          required: true,
          label: { en: 'Partner platform address', es: 'Dirección de la plataforma asociada' },
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)) ||
            inEditorsLanguage(req, {
              en: 'Enter an address starting with https://',
              es: 'Escriba una dirección que empiece por https://',
            }),
          admin: {
            description: {
              en: 'The activity platform the button opens in a new tab (https://…).',
              es: 'La plataforma de actividades que abre el botón en una pestaña nueva (https://…).',
            },
          },
        },
        paragraph('note', { en: 'Note', es: 'Nota' }),
      ]),
    ]),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
