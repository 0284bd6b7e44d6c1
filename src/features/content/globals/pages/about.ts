import { callToAction, cardSection, figures, heading, list, pageHero, paragraph, section } from './fields'
import { pageGlobal } from './page-global'

/** The about page: story, figures, why-us cards, commitments, steps, impact figures. */
export const PageAbout = pageGlobal({
  slug: 'page-about',
  path: '/about',
  label: { en: 'About page', es: 'Página de quiénes somos' },
  fields: [
    pageHero({ button: false }),
    section('story', { en: 'Our story', es: 'Nuestra historia' }, [
      ...heading({ eyebrow: true, subtitle: false }),
      list(
        'paragraphs',
        { singular: { en: 'Paragraph', es: 'Párrafo' }, plural: { en: 'Paragraphs', es: 'Párrafos' } },
        [paragraph('text', { en: 'Text', es: 'Texto' }, { required: true })],
        { minRows: 1, maxRows: 10 },
      ),
      figures('figures', { maxRows: 4 }),
    ]),
    cardSection('why', { en: 'Why choose us', es: 'Por qué elegirnos' }, { eyebrow: true, maxRows: 9 }),
    cardSection('commitment', { en: 'Our commitment', es: 'Nuestro compromiso' }, { maxRows: 8 }),
    cardSection('together', { en: 'Steps of working together', es: 'Pasos para trabajar juntos' }, { maxRows: 8 }),
    section('impact', { en: 'Impact figures', es: 'Cifras de impacto' }, [
      ...heading(),
      figures('figures', { minRows: 1, maxRows: 4 }),
    ]),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
