import type { PageSeed } from './types'

/** Today's school trips page (France 12 days, Camino 7 days / 6 nights, 1 free place per 20 students). */
export const schoolTrips: PageSeed<'page-school-trips'> = {
  en: {
    hero: {
      title: 'Educational school trips',
      subtitle:
        'Curriculum-linked journeys across Spain and Europe, planned around your students and managed from start to finish by our team in Madrid.',
      cta: 'Plan your trip',
    },
    provide: {
      eyebrow: 'What we provide',
      title: 'Everything your trip needs, in one place',
      subtitle:
        'We take care of the organisation so your teachers can concentrate on teaching and looking after the group.',
      cards: [
        {
          title: 'Travel logistics',
          text: 'Flights, trains and coaches booked and coordinated for the whole group, including transfers between every stop.',
        },
        {
          title: 'Accommodation',
          text: 'Safe, well-located hotels and residences suited to school groups, with rooming arranged to your requirements.',
        },
        {
          title: 'Educational programming',
          text: 'Museum visits, guided tours, workshops and activities linked to your subjects and learning objectives.',
        },
        {
          title: 'Support services',
          text: 'Bilingual coordinators on site, 24/7 assistance during the trip and help with documents and insurance.',
        },
      ],
    },
    featured: {
      title: 'Featured trips',
      subtitle: 'Two complete programmes, ready to adapt to your group, your dates and your curriculum.',
      highlightsLabel: 'Highlights',
      addOnsLabel: 'Optional add-ons',
      trips: [
        {
          title: 'France – Art, History and Natural Landscapes',
          isNew: true,
          summary:
            'From the great museums of Paris to the Alps around Chamonix and the light of Provence, a journey that connects the classroom with some of Europe’s most celebrated art and scenery.',
          facts: [
            {
              label: 'Duration',
              value: '12 days',
            },
            {
              label: 'Route',
              value: 'Paris, Chamonix, Avignon and Provence',
            },
            {
              label: 'Cross-curricular focus',
              value: 'Art history, geography, cultural studies and environmental science',
            },
          ],
          highlights: [
            {
              text: 'Guided visits to the Louvre and the Musée d’Orsay',
            },
            {
              text: 'Field study of glaciers and mountain landscapes in the Mont Blanc massif',
            },
            {
              text: 'The Palais des Papes in Avignon and the villages of Provence',
            },
          ],
          moreHighlights: '+ 7 more highlights in the full itinerary',
          addOns: [],
          cta: 'Request the full itinerary',
          imageAlt: 'Illustration of the France trip: Paris, the Alps around Chamonix and Provence',
        },
        {
          title: 'Camino de Santiago – A Week on the Way',
          isNew: false,
          summary:
            'A week on Spain’s most famous pilgrim route: a shared challenge that builds resilience, teamwork and a real sense of achievement, ending in the historic heart of Santiago de Compostela.',
          facts: [
            {
              label: 'Duration',
              value: '7 days / 6 nights',
            },
            {
              label: 'Group offer',
              value: '1 free place for a teacher or chaperone for every 20 students',
            },
          ],
          highlights: [
            {
              text: 'Walking stages on the final stretch of the route into Santiago',
            },
            {
              text: 'Pilgrim credential, stamped at each stage along the way',
            },
            {
              text: 'Arrival at the cathedral and a visit to the old town of Santiago de Compostela',
            },
          ],
          addOns: [
            {
              text: 'Airport transfers',
            },
            {
              text: 'An accompanying guide on the walking stages',
            },
            {
              text: 'Daily picnic lunches',
            },
          ],
          cta: 'Ask about the Camino',
          imageAlt: 'Illustration of the Camino de Santiago',
        },
      ],
    },
    destinations: {
      eyebrow: 'Destinations',
      title: 'Where would you like to take your students?',
      subtitle:
        'Destinations across Spain and Europe, each with its own learning focus. Every programme can be adapted to your dates, subjects and budget.',
    },
    adHoc: {
      title: 'Have another destination in mind?',
      text: 'We also design programmes from scratch. Tell us where you would like to go and what your students should take away from it, and we will prepare a tailored proposal.',
      button: 'Request a tailored proposal',
    },
    why: {
      title: 'Why choose our school trips',
      subtitle: 'What makes the difference for teachers, students and families.',
      cards: [
        {
          title: 'Educational focus',
          text: 'Every activity has a clear learning purpose, linked to the subjects and objectives you set.',
        },
        {
          title: 'Safety first',
          text: 'Carefully chosen accommodation and transport, clear emergency procedures and 24/7 assistance throughout the trip.',
        },
        {
          title: 'Experienced coordinators',
          text: 'Bilingual coordinators who know each destination and are used to working with school groups.',
        },
        {
          title: 'Complete service',
          text: 'From the first quote to the journey home, one team manages every booking, document and detail.',
        },
      ],
    },
    cta: {
      title: 'Ready to plan your school trip?',
      text: 'Share your dates, group size and learning goals, and we will reply within 24 hours with ideas and next steps.',
      button: 'Start planning',
    },
  },
  es: {
    hero: {
      title: 'Viajes escolares educativos',
      subtitle:
        'Viajes por España y Europa vinculados al currículo, pensados para su alumnado y gestionados de principio a fin por nuestro equipo en Madrid.',
      cta: 'Planifique su viaje',
    },
    provide: {
      eyebrow: 'Qué ofrecemos',
      title: 'Todo lo que necesita su viaje, en un mismo sitio',
      subtitle:
        'Nos ocupamos de la organización para que el profesorado pueda centrarse en enseñar y en cuidar del grupo.',
      cards: [
        {
          title: 'Logística del viaje',
          text: 'Vuelos, trenes y autocares reservados y coordinados para todo el grupo, con los traslados entre cada parada incluidos.',
        },
        {
          title: 'Alojamiento',
          text: 'Hoteles y residencias seguros y bien situados, adecuados para grupos escolares, con la distribución de habitaciones que nos pida.',
        },
        {
          title: 'Programa educativo',
          text: 'Visitas a museos, rutas guiadas, talleres y actividades relacionados con sus asignaturas y objetivos de aprendizaje.',
        },
        {
          title: 'Servicios de apoyo',
          text: 'Coordinadores bilingües en destino, asistencia 24/7 durante el viaje y ayuda con la documentación y los seguros.',
        },
      ],
    },
    featured: {
      title: 'Viajes destacados',
      subtitle: 'Dos programas completos, listos para adaptarlos a su grupo, sus fechas y su currículo.',
      highlightsLabel: 'Lo más destacado',
      addOnsLabel: 'Extras opcionales',
      trips: [
        {
          title: 'Francia – Arte, historia y paisajes naturales',
          isNew: true,
          summary:
            'De los grandes museos de París a los Alpes de Chamonix y la luz de la Provenza, un viaje que conecta el aula con algunas de las obras de arte y los paisajes más célebres de Europa.',
          facts: [
            {
              label: 'Duración',
              value: '12 días',
            },
            {
              label: 'Ruta',
              value: 'París, Chamonix, Aviñón y la Provenza',
            },
            {
              label: 'Enfoque interdisciplinar',
              value: 'Historia del arte, geografía, estudios culturales y ciencias ambientales',
            },
          ],
          highlights: [
            {
              text: 'Visitas guiadas al Louvre y al Museo de Orsay',
            },
            {
              text: 'Estudio de campo de glaciares y paisajes de montaña en el macizo del Mont Blanc',
            },
            {
              text: 'El Palacio de los Papas de Aviñón y los pueblos de la Provenza',
            },
          ],
          moreHighlights: '+ 7 actividades más en el itinerario completo',
          addOns: [],
          cta: 'Pida el itinerario completo',
          imageAlt: 'Ilustración del viaje a Francia: París, los Alpes de Chamonix y la Provenza',
        },
        {
          title: 'Camino de Santiago – Una semana de ruta',
          isNew: false,
          summary:
            'Una semana en la ruta de peregrinación más famosa de España: un reto compartido que fortalece la constancia, el trabajo en equipo y la satisfacción por el esfuerzo, con llegada al casco histórico de Santiago de Compostela.',
          facts: [
            {
              label: 'Duración',
              value: '7 días / 6 noches',
            },
            {
              label: 'Ventaja para grupos',
              value: '1 plaza gratuita para un docente o acompañante por cada 20 estudiantes',
            },
          ],
          highlights: [
            {
              text: 'Etapas a pie en el tramo final del Camino hasta Santiago',
            },
            {
              text: 'Credencial del peregrino, sellada en cada etapa',
            },
            {
              text: 'Llegada a la catedral y visita al casco histórico de Santiago de Compostela',
            },
          ],
          addOns: [
            {
              text: 'Traslados desde y hasta el aeropuerto',
            },
            {
              text: 'Guía acompañante durante las etapas',
            },
            {
              text: 'Comida tipo pícnic todos los días',
            },
          ],
          cta: 'Pregúntenos por el Camino',
          imageAlt: 'Ilustración del Camino de Santiago',
        },
      ],
    },
    destinations: {
      eyebrow: 'Destinos',
      title: '¿Adónde quiere llevar a su alumnado?',
      subtitle:
        'Destinos por España y Europa, cada uno con su propio enfoque educativo. Todos los programas se adaptan a sus fechas, asignaturas y presupuesto.',
    },
    adHoc: {
      title: '¿Tiene otro destino en mente?',
      text: 'También diseñamos programas desde cero. Cuéntenos adónde le gustaría ir y qué quiere que se lleve su alumnado, y prepararemos una propuesta a medida.',
      button: 'Pida una propuesta a medida',
    },
    why: {
      title: 'Por qué elegir nuestros viajes escolares',
      subtitle: 'Lo que marca la diferencia para el profesorado, el alumnado y las familias.',
      cards: [
        {
          title: 'Enfoque educativo',
          text: 'Cada actividad tiene un propósito de aprendizaje claro, vinculado a las asignaturas y los objetivos que nos marque.',
        },
        {
          title: 'La seguridad, lo primero',
          text: 'Alojamiento y transporte elegidos con cuidado, protocolos de emergencia claros y asistencia 24/7 durante todo el viaje.',
        },
        {
          title: 'Coordinadores con experiencia',
          text: 'Coordinadores bilingües que conocen cada destino y están acostumbrados a trabajar con grupos escolares.',
        },
        {
          title: 'Servicio completo',
          text: 'Desde el primer presupuesto hasta la vuelta a casa, un solo equipo gestiona cada reserva, cada documento y cada detalle.',
        },
      ],
    },
    cta: {
      title: '¿Planificamos su viaje escolar?',
      text: 'Cuéntenos las fechas, el tamaño del grupo y los objetivos de aprendizaje, y le responderemos en menos de 24 horas con ideas y próximos pasos.',
      button: 'Empiece a planificar',
    },
  },
}
