import {
  callToAction,
  cardFields,
  cardSection,
  figures,
  heading,
  items,
  list,
  pageHero,
  paragraph,
  section,
  text,
} from './fields'
import { pageGlobal } from './page-global'

/**
 * The Erasmus+ page. The city tiles come from the destinations; the organisation ID (OID) in the
 * partner banner from the company details.
 */
export const PageErasmus = pageGlobal({
  slug: 'page-erasmus',
  path: '/erasmus',
  label: { en: 'Erasmus+ page', es: 'Página de Erasmus+' },
  fields: [
    pageHero(),
    section('partner', { en: 'Partner banner', es: 'Banda de organización socia' }, [
      text('title', { en: 'Heading', es: 'Título' }, { required: true }),
      paragraph('text', { en: 'Text', es: 'Texto' }),
    ]),
    section('stats', { en: 'Figures', es: 'Cifras' }, [...heading(), figures('figures', { minRows: 1, maxRows: 4 })]),
    section('services', { en: 'Services', es: 'Servicios' }, [
      ...heading({ eyebrow: true }),
      list(
        'cards',
        { singular: { en: 'Service', es: 'Servicio' }, plural: { en: 'Services', es: 'Servicios' } },
        [...cardFields(), items('points', { maxRows: 8 })],
        { minRows: 1, maxRows: 6 },
      ),
    ]),
    cardSection('why', { en: 'Why work with us', es: 'Por qué trabajar con nosotros' }),
    section(
      'destinations',
      { en: 'Destination headings', es: 'Títulos de los destinos' },
      [
        text('spainTitle', { en: 'Spain: heading', es: 'España: título' }, { required: true }),
        paragraph('spainSubtitle', { en: 'Spain: introduction', es: 'España: introducción' }),
        text('euTitle', { en: 'Other EU: heading', es: 'Resto de la UE: título' }, { required: true }),
        paragraph('euSubtitle', { en: 'Other EU: introduction', es: 'Resto de la UE: introducción' }),
      ],
      {
        en: 'The cities themselves are edited under Destinations.',
        es: 'Las ciudades se editan en Destinos.',
      },
    ),
    callToAction('adHoc', { en: 'Proposal panel', es: 'Panel de propuesta' }),
    cardSection('support', { en: 'Support at every stage', es: 'Apoyo en cada etapa' }),
    cardSection('process', { en: 'Process steps', es: 'Pasos del proceso' }, { maxRows: 8 }),
    cardSection('impact', { en: 'Impact', es: 'Impacto' }, { maxRows: 6 }),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
