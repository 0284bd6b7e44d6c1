import { type Bilingual, figures, heading, pageHero, paragraph, section, text } from './fields'
import { pageGlobal } from './page-global'

/** One of the three contact cards: its title and sentence (the address or number below it is a company detail). */
const contactCard = (name: string, label: Bilingual) =>
  section(name, label, [
    text('title', { en: 'Title', es: 'Título' }, { required: true }),
    paragraph('text', { en: 'Text', es: 'Texto' }),
  ])

/**
 * The contact page's own texts: its heading, the titles and sentences of the e-mail, phone and office cards,
 * and the "why contact us" figures. The addresses, numbers and hours on the cards are the company details;
 * the forms' texts are part of the site's interface.
 */
export const PageContact = pageGlobal({
  slug: 'page-contact',
  path: '/contact',
  label: { en: 'Contact page', es: 'Página de contacto' },
  fields: [
    pageHero({ button: false }),
    section(
      'cards',
      { en: 'Contact cards', es: 'Tarjetas de contacto' },
      [
        contactCard('email', { en: 'E-mail card', es: 'Tarjeta de correo' }),
        contactCard('phone', { en: 'Phone card', es: 'Tarjeta de teléfono' }),
        contactCard('visit', { en: 'Office card', es: 'Tarjeta de la oficina' }),
      ],
      {
        en: 'The e-mail address, phone, WhatsApp number, office address and hours below these texts come from Settings › Company details.',
        es: 'El correo, el teléfono, el WhatsApp, la dirección de la oficina y el horario que aparecen debajo de estos textos salen de Ajustes › Datos de la empresa.',
      },
    ),
    section('why', { en: 'Why contact us', es: 'Por qué contactarnos' }, [
      ...heading(),
      figures('figures', { minRows: 1, maxRows: 4 }),
    ]),
  ],
})
