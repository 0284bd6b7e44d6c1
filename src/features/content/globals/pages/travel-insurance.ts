import {
  callToAction,
  cardSection,
  heading,
  imageFields,
  items,
  list,
  pageHero,
  paragraph,
  section,
  text,
} from './fields'
import { pageGlobal } from './page-global'

/** The travel insurance page: benefits, the partner insurers with their medical caps, why it matters, a teaser. */
export const PageTravelInsurance = pageGlobal({
  slug: 'page-travel-insurance',
  path: '/travel-insurance',
  dbName: 'page_ins',
  label: { en: 'Travel insurance page', es: 'Página de seguro de viaje' },
  fields: [
    pageHero(),
    cardSection(
      'benefits',
      { en: 'What cover includes', es: 'Qué incluye la cobertura' },
      { eyebrow: true, maxRows: 8 },
    ),
    section('partners', { en: 'Partner insurers', es: 'Aseguradoras colaboradoras' }, [
      ...heading({ eyebrow: true }),
      text('medicalLabel', { en: 'Label of the medical cap', es: 'Etiqueta del límite médico' }, { required: true }),
      list(
        'partners',
        { singular: { en: 'Partner', es: 'Aseguradora' }, plural: { en: 'Partners', es: 'Aseguradoras' } },
        [
          text('title', { en: 'Title', es: 'Título' }, { required: true }),
          text('badge', { en: 'Badge', es: 'Etiqueta' }),
          paragraph('text', { en: 'Text', es: 'Texto' }),
          {
            name: 'medicalCap',
            type: 'number',
            required: true,
            min: 0,
            label: { en: 'Medical expenses cap (EUR)', es: 'Límite de gastos médicos (EUR)' },
            admin: {
              description: {
                en: 'Whole euros, without separators; the page formats it (300000 → €300,000 / 300.000 €).',
                es: 'En euros, sin separadores; la página le da formato (300000 → 300.000 €).',
              },
            },
          },
          items('features', { maxRows: 8 }),
        ],
        { minRows: 1, maxRows: 4 },
      ),
      paragraph('disclaimer', { en: 'Note under the partners', es: 'Nota bajo las aseguradoras' }),
    ]),
    section('why', { en: 'Why it matters', es: 'Por qué importa' }, [
      ...heading({ eyebrow: true }),
      list(
        'groups',
        { singular: { en: 'Group', es: 'Grupo' }, plural: { en: 'Groups', es: 'Grupos' } },
        [text('title', { en: 'Title', es: 'Título' }, { required: true }), items('items', { maxRows: 10 })],
        { minRows: 1, maxRows: 4 },
      ),
    ]),
    section('teaser', { en: 'Cultural excursions teaser', es: 'Avance de excursiones culturales' }, [
      text('eyebrow', { en: 'Eyebrow', es: 'Antetítulo' }),
      text('title', { en: 'Heading', es: 'Título' }, { required: true }),
      paragraph('text', { en: 'Text', es: 'Texto' }),
      text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
      ...imageFields(),
    ]),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
