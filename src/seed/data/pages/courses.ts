import type { PageSeed } from './types'

/** Today's courses page texts (the courses and their dates are the Courses collection's seed). */
export const courses: PageSeed<'page-courses'> = {
  en: {
    hero: {
      title: 'Professional development courses for educators',
      subtitle:
        'Practical five-day courses in English, artificial intelligence and coaching, designed for teachers and school staff and eligible for Erasmus+ funding.',
      cta: 'Ask about a course',
    },
    list: {
      eyebrow: 'Our courses',
      title: 'Three courses, one goal: better teaching',
      subtitle: 'Small groups, hands-on sessions and ideas you can take straight back to your classroom.',
      cardButton: 'Request information',
      erasmusNote:
        "Erasmus+ KA1 grants can cover course fees, travel and subsistence for in-person participation. Ask us how to include a course in your school's application.",
    },
    calendar: {
      eyebrow: 'Dates',
      title: 'Upcoming course dates',
      subtitle: 'Each course runs from Monday to Friday. Dates that have passed leave the calendar.',
      empty: 'No dates are scheduled right now. Get in touch and we will tell you when the next courses start.',
      note: "Groups of teachers from the same school can also take a course on other dates. Get in touch and we'll arrange it.",
    },
    benefits: {
      eyebrow: 'Why train with us',
      title: 'Benefits for you and your school',
      subtitle:
        'Our courses combine professional development with the experience of learning in another European country.',
      items: [
        { text: 'Trainers with classroom experience in international education' },
        { text: 'Small groups that leave room for practice and questions' },
        { text: 'Help with your Erasmus+ application and mobility paperwork' },
        { text: 'Cultural activities in Madrid to round off the week' },
        { text: 'Accommodation and local transport arranged on request' },
        { text: 'Certificate of attendance stating hours and learning outcomes' },
      ],
    },
    cta: {
      title: 'Ready to plan your training?',
      text: "Tell us which course and dates interest you, and we'll send you a proposal within 24 hours.",
      button: 'Contact us',
    },
  },
  es: {
    hero: {
      title: 'Cursos de formación para docentes',
      subtitle:
        'Cursos prácticos de cinco días sobre inglés, inteligencia artificial y coaching, pensados para profesorado y personal de centros educativos y financiables con Erasmus+.',
      cta: 'Pregúntenos por un curso',
    },
    list: {
      eyebrow: 'Nuestros cursos',
      title: 'Tres cursos, un objetivo: enseñar mejor',
      subtitle: 'Grupos reducidos, sesiones prácticas e ideas que podrá llevar directamente a su aula.',
      cardButton: 'Solicitar información',
      erasmusNote:
        'Las becas Erasmus+ KA1 pueden cubrir la matrícula, el viaje y la manutención si asiste de forma presencial. Pregúntenos cómo incluir un curso en la solicitud de su centro.',
    },
    calendar: {
      eyebrow: 'Fechas',
      title: 'Próximas fechas de los cursos',
      subtitle: 'Cada curso se imparte de lunes a viernes. Las fechas ya pasadas salen del calendario.',
      empty: 'Ahora mismo no hay fechas programadas. Escríbanos y le diremos cuándo empiezan los próximos cursos.',
      note: 'Los grupos de docentes de un mismo centro también pueden hacer un curso en otras fechas. Escríbanos y lo organizamos.',
    },
    benefits: {
      eyebrow: 'Por qué formarse con nosotros',
      title: 'Ventajas para usted y para su centro',
      subtitle:
        'Nuestros cursos combinan el desarrollo profesional docente con la experiencia de aprender en otro país europeo.',
      items: [
        { text: 'Formadores con experiencia docente en educación internacional' },
        { text: 'Grupos reducidos, con tiempo para practicar y resolver dudas' },
        { text: 'Ayuda con la solicitud Erasmus+ y los trámites de la movilidad' },
        { text: 'Actividades culturales en Madrid para completar la semana' },
        { text: 'Alojamiento y transporte local, si los necesita' },
        { text: 'Certificado de asistencia con horas y resultados de aprendizaje' },
      ],
    },
    cta: {
      title: '¿Preparamos su formación?',
      text: 'Cuéntenos qué curso y qué fechas le interesan y le enviaremos una propuesta en menos de 24 horas.',
      button: 'Contacte con nosotros',
    },
  },
}
