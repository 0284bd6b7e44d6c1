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

/** A featured trip: a complete programme with its facts, highlights and optional add-ons. */
const featuredTrip = list(
  'trips',
  { singular: { en: 'Trip', es: 'Viaje' }, plural: { en: 'Trips', es: 'Viajes' } },
  [
    text('title', { en: 'Title', es: 'Título' }, { required: true }),
    {
      name: 'isNew',
      type: 'checkbox',
      label: { en: 'Show the NEW badge', es: 'Mostrar la etiqueta NUEVO' },
    },
    paragraph('summary', { en: 'Summary', es: 'Resumen' }),
    list(
      'facts',
      { singular: { en: 'Fact', es: 'Dato' }, plural: { en: 'Facts', es: 'Datos' } },
      [
        {
          type: 'row',
          fields: [
            text('label', { en: 'Label', es: 'Etiqueta' }, { required: true }),
            text('value', { en: 'Value', es: 'Valor' }, { required: true }),
          ],
        },
      ],
      {
        maxRows: 6,
        collapsed: false,
        description: {
          en: 'e.g. Duration: 12 days. Write figures as visitors should read them.',
          es: 'p. ej. Duración: 12 días. Escribe las cifras tal como deben leerse.',
        },
      },
    ),
    items('highlights', { maxRows: 10 }),
    text(
      'moreHighlights',
      { en: 'Line under the highlights', es: 'Línea bajo los puntos destacados' },
      {
        description: {
          en: 'Optional, e.g. "+ 7 more highlights in the full itinerary".',
          es: 'Opcional, p. ej. «+ 7 actividades más en el itinerario completo».',
        },
      },
    ),
    items('addOns', { maxRows: 10, description: { en: 'Optional add-ons.', es: 'Extras opcionales.' } }),
    text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
    ...imageFields(),
  ],
  { minRows: 1, maxRows: 4 },
)

/** The school trips page. The destination cards come from the destinations. */
export const PageSchoolTrips = pageGlobal({
  slug: 'page-school-trips',
  path: '/school-trips',
  dbName: 'page_trips',
  label: { en: 'School trips page', es: 'Página de viajes escolares' },
  fields: [
    pageHero(),
    cardSection('provide', { en: 'What we provide', es: 'Qué ofrecemos' }, { eyebrow: true, maxRows: 8 }),
    section('featured', { en: 'Featured trips', es: 'Viajes destacados' }, [
      ...heading(),
      text('highlightsLabel', { en: '"Highlights" label', es: 'Etiqueta «Puntos destacados»' }, { required: true }),
      text('addOnsLabel', { en: '"Add-ons" label', es: 'Etiqueta «Extras»' }, { required: true }),
      featuredTrip,
    ]),
    section('destinations', { en: 'Destinations heading', es: 'Título de los destinos' }, heading({ eyebrow: true }), {
      en: 'The destinations themselves are edited under Destinations.',
      es: 'Los destinos se editan en Destinos.',
    }),
    callToAction('adHoc', { en: 'Proposal panel', es: 'Panel de propuesta' }),
    cardSection('why', { en: 'Why choose us', es: 'Por qué elegirnos' }, { maxRows: 8 }),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
