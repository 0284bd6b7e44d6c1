import type { PageSeed } from './types'

/** Today's about page (figures 50+, 7, 1,000+, 95%; impact 24/7, 50, 7, 95%). */
export const about: PageSeed<'page-about'> = {
  en: {
    hero: {
      title: 'About Madrid Edu Travel',
      subtitle:
        'A founder-led agency in Madrid that turns your school’s learning goals into well-organised journeys across Spain and Europe.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'Learning that travels, organised from Madrid',
      paragraphs: [
        {
          text: 'Madrid Edu Travel began with a simple conviction: a journey abroad can teach students things no classroom can, provided every detail is taken care of. Our founder has lived in seven countries and visited more than fifty, and set up the agency in Madrid to give schools exactly that peace of mind.',
        },
        {
          text: 'Since 2020 we have supported schools, teachers and Erasmus+ coordinators from the first idea to the journey home. We organise travel, accommodation, cultural visits and local logistics, and our bilingual coordinators are with your group on the ground, working in English and Spanish.',
        },
        {
          text: 'We are licensed and insured to operate in Spain and across Europe, and we are a registered Erasmus+ partner organisation. Your school deals with one team, with clear responsibilities, from the first call to the final report.',
        },
        {
          text: 'Every project is still led personally by our founder. We would rather build lasting partnerships with schools than sell one-off trips, so we take the time to understand how your school works and what your students need.',
        },
      ],
      figures: [
        {
          value: '50+',
          label: 'Countries visited',
        },
        {
          value: '7',
          label: 'Countries lived in',
        },
        {
          value: '1,000+',
          label: 'Students supported',
        },
        {
          value: '95%',
          label: 'Satisfaction rate',
        },
      ],
    },
    why: {
      eyebrow: 'Why choose us',
      title: 'Why schools choose Madrid Edu Travel',
      subtitle: 'Five things you can count on, whichever destination you choose.',
      cards: [
        {
          title: 'End-to-end service',
          text: 'Travel, accommodation, cultural visits and local logistics, planned and managed by one team so your staff can focus on the students.',
        },
        {
          title: 'Certified and insured',
          text: 'We are licensed and insured to organise educational travel in Spain and throughout Europe, so your school travels with proper cover.',
        },
        {
          title: 'Reliable local coordinators',
          text: 'Bilingual coordinators meet your group, know the destination well and solve problems on the spot, in English or Spanish.',
        },
        {
          title: 'Transparency and integrity',
          text: 'Clear proposals, straightforward pricing and honest advice, even when that means suggesting a different plan.',
        },
        {
          title: 'Global perspective, local expertise',
          text: 'Our founder’s experience of living in seven countries, combined with first-hand knowledge of Madrid and every destination we offer.',
        },
      ],
    },
    commitment: {
      title: 'Our commitment',
      subtitle: 'What stays the same on every project we take on.',
      cards: [
        {
          title: 'Founder-led projects',
          text: 'Our founder is personally involved in every programme, from the first proposal to the final debrief.',
        },
        {
          title: 'Educational focus',
          text: 'Each visit and activity is chosen for what students will learn, in line with the objectives you set.',
        },
        {
          title: 'Total support',
          text: 'Before, during and after the trip there is always someone to call, with 24/7 assistance while your group is away.',
        },
        {
          title: 'Lasting partnerships',
          text: 'We aim to be the partner your school comes back to, learning from each trip to make the next one even better.',
        },
      ],
    },
    together: {
      title: 'Let’s work together',
      subtitle: 'Four clear steps from the first conversation to a safe return.',
      cards: [
        {
          title: 'Initial consultation',
          text: 'Tell us about your students, subjects, dates and budget. We listen first and ask the right questions.',
        },
        {
          title: 'Custom planning',
          text: 'We design an itinerary and a detailed proposal around your learning objectives, and refine it with you.',
        },
        {
          title: 'Complete management',
          text: 'We book and coordinate transport, accommodation, visits and activities, and prepare the documents you need.',
        },
        {
          title: 'Ongoing support',
          text: 'Our coordinators look after your group on site, and afterwards we review the trip with you and plan what comes next.',
        },
      ],
    },
    impact: {
      title: 'Our impact',
      subtitle: 'The experience behind every journey we organise.',
      figures: [
        {
          value: '24/7',
          label: 'Support while you travel',
        },
        {
          value: '50',
          label: 'Countries explored',
        },
        {
          value: '7',
          label: 'Years of experience',
        },
        {
          value: '95%',
          label: 'Success rate',
        },
      ],
    },
    cta: {
      title: 'Ready to plan your next educational journey?',
      text: 'Tell us what your school has in mind and we will reply within 24 hours with ideas and next steps.',
      button: 'Contact us',
    },
  },
  es: {
    hero: {
      title: 'Sobre Madrid Edu Travel',
      subtitle:
        'Una agencia de Madrid con trato directo y personal, que convierte los objetivos de aprendizaje de su centro en viajes bien organizados por España y Europa.',
    },
    story: {
      eyebrow: 'Nuestra historia',
      title: 'Aprender viajando, con la organización en Madrid',
      paragraphs: [
        {
          text: 'Madrid Edu Travel nació de una convicción sencilla: un viaje puede enseñar al alumnado lo que no cabe en un aula, siempre que cada detalle esté bien atado. Quien fundó la agencia ha vivido en siete países y visitado más de cincuenta, y la puso en marcha en Madrid para dar a los centros educativos precisamente esa tranquilidad.',
        },
        {
          text: 'Desde 2020 acompañamos a centros, docentes y coordinadores Erasmus+ desde la primera idea hasta la vuelta a casa. Nos ocupamos del transporte, el alojamiento, las visitas culturales y la logística local, y nuestros coordinadores bilingües están con su grupo sobre el terreno, en español y en inglés.',
        },
        {
          text: 'Contamos con licencia y seguro para operar en España y en toda Europa, y somos una organización socia registrada de Erasmus+. Su centro trata con un único equipo, con responsabilidades claras, desde la primera llamada hasta el informe final.',
        },
        {
          text: 'Cada proyecto sigue dirigiéndolo personalmente quien fundó la agencia. Preferimos construir relaciones duraderas con los centros antes que vender viajes sueltos, así que nos tomamos el tiempo de entender cómo funciona su centro y qué necesita su alumnado.',
        },
      ],
      figures: [
        {
          value: '+50',
          label: 'Países visitados',
        },
        {
          value: '7',
          label: 'Países en los que hemos vivido',
        },
        {
          value: '+1000',
          label: 'Estudiantes acompañados',
        },
        {
          value: '95 %',
          label: 'Índice de satisfacción',
        },
      ],
    },
    why: {
      eyebrow: 'Por qué elegirnos',
      title: 'Por qué los centros confían en Madrid Edu Travel',
      subtitle: 'Cinco garantías con las que puede contar, elija el destino que elija.',
      cards: [
        {
          title: 'Servicio integral',
          text: 'Transporte, alojamiento, visitas culturales y logística local, planificados y gestionados por un solo equipo para que el profesorado se centre en el alumnado.',
        },
        {
          title: 'Con licencia y asegurados',
          text: 'Tenemos licencia y seguro para organizar viajes educativos en España y en toda Europa, para que su centro viaje con la cobertura adecuada.',
        },
        {
          title: 'Coordinadores locales de confianza',
          text: 'Coordinadores bilingües que reciben al grupo, conocen bien el destino y resuelven cualquier imprevisto al momento, en español o en inglés.',
        },
        {
          title: 'Transparencia e integridad',
          text: 'Propuestas claras, precios sin letra pequeña y consejos sinceros, aunque eso suponga proponerle otro plan.',
        },
        {
          title: 'Visión global, conocimiento local',
          text: 'La experiencia de haber vivido en siete países, unida al conocimiento directo de Madrid y de cada destino que ofrecemos.',
        },
      ],
    },
    commitment: {
      title: 'Nuestro compromiso',
      subtitle: 'Lo que no cambia en ningún proyecto que asumimos.',
      cards: [
        {
          title: 'Proyectos dirigidos en primera persona',
          text: 'Quien fundó la agencia participa personalmente en cada programa, desde la primera propuesta hasta la valoración final.',
        },
        {
          title: 'Enfoque educativo',
          text: 'Cada visita y cada actividad se eligen por lo que aprenderá el alumnado, de acuerdo con los objetivos que nos marque.',
        },
        {
          title: 'Acompañamiento total',
          text: 'Antes, durante y después del viaje siempre hay alguien al otro lado del teléfono, con asistencia 24/7 mientras el grupo está fuera.',
        },
        {
          title: 'Relaciones duraderas',
          text: 'Queremos ser el socio al que su centro vuelve, y aprendemos de cada viaje para que el siguiente salga todavía mejor.',
        },
      ],
    },
    together: {
      title: 'Trabajemos juntos',
      subtitle: 'Cuatro pasos claros, de la primera conversación a la vuelta a casa.',
      cards: [
        {
          title: 'Consulta inicial',
          text: 'Cuéntenos cómo es su grupo, en qué asignaturas quiere centrar el viaje, en qué fechas y con qué presupuesto. Primero escuchamos y luego preguntamos lo necesario.',
        },
        {
          title: 'Planificación a medida',
          text: 'Diseñamos un itinerario y una propuesta detallada en torno a sus objetivos de aprendizaje, y la ajustamos con usted.',
        },
        {
          title: 'Gestión completa',
          text: 'Reservamos y coordinamos transporte, alojamiento, visitas y actividades, y preparamos la documentación que necesite.',
        },
        {
          title: 'Acompañamiento continuo',
          text: 'Nuestros coordinadores cuidan del grupo en destino y, a la vuelta, repasamos el viaje con usted y pensamos en el siguiente.',
        },
      ],
    },
    impact: {
      title: 'Nuestro impacto',
      subtitle: 'La experiencia que respalda cada viaje que organizamos.',
      figures: [
        {
          value: '24/7',
          label: 'Asistencia durante el viaje',
        },
        {
          value: '50',
          label: 'Países recorridos',
        },
        {
          value: '7',
          label: 'Años de experiencia',
        },
        {
          value: '95 %',
          label: 'Índice de éxito',
        },
      ],
    },
    cta: {
      title: '¿Preparamos su próximo viaje educativo?',
      text: 'Cuéntenos qué tiene en mente para su centro y le responderemos en menos de 24 horas con ideas y próximos pasos.',
      button: 'Contacte con nosotros',
    },
  },
}
