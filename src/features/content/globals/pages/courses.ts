import { callToAction, heading, items, pageHero, paragraph, section, text } from './fields'
import { pageGlobal } from './page-global'

/**
 * The courses page's own texts: heading, the list's heading and its Erasmus+ note, the dates' heading and notes,
 * the benefits and the closing call to action. The courses themselves, with their dates, are the Courses
 * collection; the names of formats and levels and the table's labels are part of the site's interface.
 */
export const PageCourses = pageGlobal({
  slug: 'page-courses',
  path: '/courses',
  label: { en: 'Courses page', es: 'Página de cursos' },
  fields: [
    pageHero(),
    section('list', { en: 'Course list', es: 'Lista de cursos' }, [
      ...heading({ eyebrow: true }),
      text(
        'cardButton',
        { en: 'Button on each course', es: 'Botón de cada curso' },
        { required: true, description: { en: 'It opens the contact page.', es: 'Abre la página de contacto.' } },
      ),
      paragraph(
        'erasmusNote',
        { en: 'Erasmus+ note', es: 'Nota sobre Erasmus+' },
        {
          description: { en: 'Shown below the courses.', es: 'Aparece debajo de los cursos.' },
        },
      ),
    ]),
    section('calendar', { en: 'Course dates', es: 'Fechas de los cursos' }, [
      ...heading({ eyebrow: true }),
      paragraph(
        'empty',
        { en: 'When no dates are scheduled', es: 'Cuando no hay fechas programadas' },
        {
          description: {
            en: 'Shown instead of the dates when no session is coming up.',
            es: 'Aparece en lugar de las fechas cuando no hay ninguna próxima convocatoria.',
          },
        },
      ),
      paragraph('note', { en: 'Note below the dates', es: 'Nota debajo de las fechas' }),
    ]),
    section('benefits', { en: 'Benefits', es: 'Ventajas' }, [
      ...heading({ eyebrow: true }),
      items('items', { minRows: 1, maxRows: 12 }),
    ]),
    callToAction('cta', { en: 'Closing call to action', es: 'Llamada a la acción final' }),
  ],
})
