import { figures, heading, paragraph, section, text } from './fields'
import { pageGlobal } from './page-global'

/**
 * The contact page's own texts: its heading and the "why contact us" figures. The e-mail, phone and
 * office cards come from the company details; the forms' texts are part of the site's interface.
 */
export const PageContact = pageGlobal({
  slug: 'page-contact',
  path: '/contact',
  label: { en: 'Contact page', es: 'Página de contacto' },
  fields: [
    section('hero', { en: 'Page heading', es: 'Cabecera de la página' }, [
      text('title', { en: 'Main heading', es: 'Título principal' }, { required: true }),
      paragraph('subtitle', { en: 'Introduction', es: 'Introducción' }),
    ]),
    section('why', { en: 'Why contact us', es: 'Por qué contactarnos' }, [
      ...heading(),
      figures('figures', { minRows: 1, maxRows: 4 }),
    ]),
  ],
})
