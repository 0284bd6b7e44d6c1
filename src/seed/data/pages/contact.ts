import type { PageSeed } from './types'

/** Today's contact page texts (the cards' titles and sentences, the "why contact us" figures 24/7, 50, 7, 95%). */
export const contact: PageSeed<'page-contact'> = {
  en: {
    hero: {
      title: "Let's plan your next trip",
      subtitle: 'Tell us what you have in mind. We reply to every enquiry within 24 hours.',
    },
    cards: {
      email: { title: 'Email', text: 'Write to us about any trip or project.' },
      phone: { title: 'Call or WhatsApp', text: 'Talk to our team in English or Spanish.' },
      visit: { title: 'Visit us in Madrid', text: 'Our office is in central Madrid; visits by appointment.' },
    },
    why: {
      title: 'Why contact us',
      subtitle: 'One team, from the first question to the journey home.',
      figures: [
        {
          value: '24/7',
          label: 'support during every trip',
        },
        {
          value: '50',
          label: 'countries explored',
        },
        {
          value: '7',
          label: 'years of experience',
        },
        {
          value: '95%',
          label: 'of groups would travel with us again',
        },
      ],
    },
  },
  es: {
    hero: {
      title: 'Preparemos juntos su próximo viaje',
      subtitle: 'Cuéntenos qué tiene en mente. Respondemos a todas las consultas en menos de 24 horas.',
    },
    cards: {
      email: { title: 'Correo electrónico', text: 'Escríbanos sobre cualquier viaje o proyecto.' },
      phone: { title: 'Teléfono o WhatsApp', text: 'Hable con nuestro equipo en español o en inglés.' },
      visit: {
        title: 'Visítenos en Madrid',
        text: 'Nuestra oficina está en el centro de Madrid; visitas con cita previa.',
      },
    },
    why: {
      title: 'Por qué escribirnos',
      subtitle: 'Un solo equipo, desde la primera pregunta hasta la vuelta a casa.',
      figures: [
        {
          value: '24/7',
          label: 'asistencia durante cada viaje',
        },
        {
          value: '50',
          label: 'países recorridos',
        },
        {
          value: '7',
          label: 'años de experiencia',
        },
        {
          value: '95 %',
          label: 'de los grupos repetiría con nosotros',
        },
      ],
    },
  },
}
