import { cards, figures, imageFields, items, paragraph, section, text, heading } from './fields'
import { pageGlobal } from './page-global'

/** A card of the hero: where a visitor chooses between school trips and Erasmus+. */
const heroCard = (name: string, label: { en: string; es: string }) =>
  section(name, label, [
    text('title', { en: 'Title', es: 'Título' }, { required: true }),
    paragraph('text', { en: 'Text', es: 'Texto' }),
    text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
    ...imageFields(),
  ])

/** The home page: hero with two cards, trust figures, services, testimonial headings, about teaser, blog teaser. */
export const PageHome = pageGlobal({
  slug: 'page-home',
  path: '/',
  label: { en: 'Home page', es: 'Página de inicio' },
  fields: [
    section('hero', { en: 'Hero', es: 'Cabecera' }, [
      text('title', { en: 'Main heading', es: 'Título principal' }, { required: true }),
      paragraph('subtitle', { en: 'Introduction', es: 'Introducción' }),
      heroCard('schoolTrips', { en: 'School trips card', es: 'Tarjeta de viajes escolares' }),
      heroCard('erasmus', { en: 'Erasmus+ card', es: 'Tarjeta de Erasmus+' }),
    ]),
    section(
      'trust',
      { en: 'Trust figures', es: 'Cifras de confianza' },
      [
        text(
          'title',
          { en: 'Heading (read by screen readers)', es: 'Título (lo leen los lectores de pantalla)' },
          { required: true },
        ),
        figures('figures', { minRows: 1, maxRows: 4 }),
      ],
      { en: 'The strip of four figures under the hero.', es: 'La franja de cuatro cifras bajo la cabecera.' },
    ),
    section('services', { en: 'Services', es: 'Servicios' }, [
      ...heading({ eyebrow: true }),
      cards('cards', { minRows: 1, maxRows: 8 }),
    ]),
    section(
      'testimonials',
      { en: 'Testimonials', es: 'Testimonios' },
      [
        ...heading(),
        text('schoolHeading', { en: 'School trips heading', es: 'Título de viajes escolares' }, { required: true }),
        text('erasmusHeading', { en: 'Erasmus+ heading', es: 'Título de Erasmus+' }, { required: true }),
      ],
      {
        en: 'The testimonials themselves are edited under Content › Testimonials.',
        es: 'Los testimonios se editan en Content › Testimonials.',
      },
    ),
    section('about', { en: 'About teaser', es: 'Avance de quiénes somos' }, [
      text('eyebrow', { en: 'Eyebrow', es: 'Antetítulo' }),
      text('title', { en: 'Heading', es: 'Título' }, { required: true }),
      paragraph('text', { en: 'Text', es: 'Texto' }),
      items('values', { minRows: 1, maxRows: 8 }),
      text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
      ...imageFields(),
    ]),
    section('insights', { en: 'Blog teaser', es: 'Avance del blog' }, [
      text('eyebrow', { en: 'Eyebrow', es: 'Antetítulo' }),
      text('title', { en: 'Heading', es: 'Título' }, { required: true }),
      text('cta', { en: 'Button label', es: 'Texto del botón' }, { required: true }),
    ]),
  ],
})
