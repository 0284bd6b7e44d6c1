import type { PageSeed } from './types'

/** Today's home page (hero, the trust strip 8 / 20 / 500+ / 90%, services, about teaser). */
export const home: PageSeed<'page-home'> = {
  en: {
    hero: {
      title: 'Educational journeys that stay with your students for life',
      subtitle:
        'We plan and run school trips and Erasmus+ mobilities across Spain and Europe, so you can focus on what your students learn.',
      schoolTrips: {
        title: 'School trips',
        text: 'Curriculum-linked itineraries for groups, with travel, accommodation, visits and a coordinator with you every day.',
        cta: 'Explore school trips',
        imageAlt: 'Illustration of a group of students and their teacher beside a coach in front of a city skyline',
      },
      erasmus: {
        title: 'Erasmus+ mobility',
        text: 'Support from application to evaluation for KA1 learning mobility, job shadowing and teacher training.',
        cta: 'Discover Erasmus+ support',
        imageAlt:
          'Illustration of the twelve stars of the European flag above a map of Europe connected by travel routes',
      },
    },
    trust: {
      title: 'Our work in figures',
      figures: [
        {
          value: '8',
          label: 'destination countries',
        },
        {
          value: '20',
          label: 'countries served',
        },
        {
          value: '500+',
          label: 'students every year',
        },
        {
          value: '90%',
          label: 'school satisfaction',
        },
      ],
    },
    services: {
      eyebrow: 'What we do',
      title: 'Everything your trip needs, in one team',
      subtitle: 'From the first idea to the journey home, we take care of the details so teachers can teach.',
      cards: [
        {
          title: 'Travel logistics and coordination',
          text: 'Flights, coaches, trains and transfers booked and coordinated for the whole group, with one itinerary to follow.',
        },
        {
          title: 'Educational programme development',
          text: 'Visits, workshops and activities chosen to match your curriculum and your learning objectives.',
        },
        {
          title: 'Documentation and administration',
          text: 'Authorisations, insurance, visas and Erasmus+ paperwork prepared with you, step by step.',
        },
        {
          title: '24/7 support and risk management',
          text: 'A bilingual coordinator on site and an emergency line available day and night throughout the trip.',
        },
      ],
    },
    testimonials: {
      title: 'What schools say about us',
      subtitle: 'Teachers and coordinators who have travelled with us.',
      schoolHeading: 'School trips',
      erasmusHeading: 'Erasmus+ programmes',
    },
    about: {
      eyebrow: 'About us',
      title: 'A small Madrid team with a big network',
      text: 'Since 2020 we have helped schools and institutions travel with purpose, combining local knowledge of Spain with partners across Europe.',
      values: [
        {
          text: 'Founder-led projects, with one contact from start to finish',
        },
        {
          text: 'Licensed and insured for travel in Spain and Europe',
        },
        {
          text: 'Bilingual coordinators on site',
        },
        {
          text: 'Registered Erasmus+ partner organisation',
        },
      ],
      cta: 'Learn more about us',
      imageAlt: "Illustration of Madrid's Puerta de Alcalá under a warm sky",
    },
    insights: {
      eyebrow: 'From the blog',
      title: 'Latest insights',
      cta: 'See all articles',
    },
  },
  es: {
    hero: {
      title: 'Viajes educativos que su alumnado recordará siempre',
      subtitle:
        'Planificamos y acompañamos viajes escolares y movilidades Erasmus+ por España y Europa para que pueda centrarse en lo que aprende su alumnado.',
      schoolTrips: {
        title: 'Viajes escolares',
        text: 'Itinerarios vinculados al currículo para grupos, con transporte, alojamiento, visitas y un coordinador a su lado cada día.',
        cta: 'Ver viajes escolares',
        imageAlt:
          'Ilustración de un grupo de estudiantes con su profesora junto a un autocar frente al perfil de una ciudad',
      },
      erasmus: {
        title: 'Movilidad Erasmus+',
        text: 'Acompañamiento desde la solicitud hasta la evaluación en movilidad KA1, job shadowing y formación del profesorado.',
        cta: 'Descubrir el apoyo Erasmus+',
        imageAlt:
          'Ilustración de las doce estrellas de la bandera europea sobre un mapa de Europa unido por rutas de viaje',
      },
    },
    trust: {
      title: 'Nuestro trabajo en cifras',
      figures: [
        {
          value: '8',
          label: 'países de destino',
        },
        {
          value: '20',
          label: 'países de procedencia',
        },
        {
          value: '+500',
          label: 'estudiantes cada año',
        },
        {
          value: '90 %',
          label: 'de centros satisfechos',
        },
      ],
    },
    services: {
      eyebrow: 'Qué hacemos',
      title: 'Todo lo que necesita su viaje, en un solo equipo',
      subtitle:
        'Desde la primera idea hasta la vuelta a casa, nos ocupamos de los detalles para que el profesorado pueda enseñar.',
      cards: [
        {
          title: 'Logística y coordinación del viaje',
          text: 'Vuelos, autocares, trenes y traslados reservados y coordinados para todo el grupo, con un único itinerario.',
        },
        {
          title: 'Diseño del programa educativo',
          text: 'Visitas, talleres y actividades elegidos según su currículo y sus objetivos de aprendizaje.',
        },
        {
          title: 'Documentación y trámites',
          text: 'Autorizaciones, seguros, visados y papeleo Erasmus+ preparados con usted, paso a paso.',
        },
        {
          title: 'Asistencia 24/7 y gestión de riesgos',
          text: 'Un coordinador bilingüe sobre el terreno y un teléfono de emergencias disponible día y noche durante todo el viaje.',
        },
      ],
    },
    testimonials: {
      title: 'Lo que dicen los centros',
      subtitle: 'Docentes y coordinadores que ya han viajado con nosotros.',
      schoolHeading: 'Viajes escolares',
      erasmusHeading: 'Programas Erasmus+',
    },
    about: {
      eyebrow: 'Quiénes somos',
      title: 'Un equipo pequeño en Madrid con una gran red',
      text: 'Desde 2020 ayudamos a centros e instituciones a viajar con un propósito, uniendo el conocimiento local de España con socios en toda Europa.',
      values: [
        {
          text: 'Proyectos dirigidos por la fundadora, con un único contacto de principio a fin',
        },
        {
          text: 'Agencia con licencia y seguros para viajar por España y Europa',
        },
        {
          text: 'Coordinadores bilingües sobre el terreno',
        },
        {
          text: 'Organización socia registrada en Erasmus+',
        },
      ],
      cta: 'Conózcanos mejor',
      imageAlt: 'Ilustración de la Puerta de Alcalá de Madrid bajo un cielo cálido',
    },
    insights: {
      eyebrow: 'Del blog',
      title: 'Últimas publicaciones',
      cta: 'Ver todos los artículos',
    },
  },
}
