import type { PageSeed } from './types'

/** Today's Erasmus+ page (the figures 25+, 15, 600+, 98%). */
export const erasmus: PageSeed<'page-erasmus'> = {
  en: {
    hero: {
      title: 'Erasmus+ mobility support',
      subtitle:
        'We help schools and educators plan, apply for and carry out Erasmus+ mobility projects, with practical support from the first idea to the final report.',
      cta: 'Talk to our Erasmus+ team',
    },
    partner: {
      title: 'Registered Erasmus+ partner organisation',
      text: 'You can quote our organisation ID (OID) in your Erasmus+ application and project documents.',
    },
    stats: {
      title: 'Our Erasmus+ track record',
      subtitle: 'Mobility projects that reach their goals, supported by a growing European network.',
      figures: [
        {
          value: '25+',
          label: 'Partner institutions',
        },
        {
          value: '15',
          label: 'EU countries',
        },
        {
          value: '600+',
          label: 'Mobility participants',
        },
        {
          value: '98%',
          label: 'Success rate',
        },
      ],
    },
    services: {
      eyebrow: 'Our services',
      title: 'How we support your mobility project',
      subtitle:
        'Whether it is your first Erasmus+ project or your school already holds accreditation, we adapt our support to your needs.',
      cards: [
        {
          title: 'KA1 Learning Mobility',
          text: 'Support for Key Action 1 projects that send pupils and staff abroad to learn.',
          points: [
            {
              text: 'Help defining objectives and drafting your application',
            },
            {
              text: 'Matching with host schools and organisations',
            },
            {
              text: 'Planning for group and individual mobilities',
            },
          ],
        },
        {
          title: 'Teacher Training Programmes',
          text: 'Professional development abroad for teachers and other school staff.',
          points: [
            {
              text: 'Structured courses for educators',
            },
            {
              text: 'Job shadowing in European schools',
            },
            {
              text: 'Learning outcomes documented for your reports',
            },
          ],
        },
        {
          title: 'Institutional Support',
          text: 'Guidance for schools building an international strategy that lasts beyond one project.',
          points: [
            {
              text: 'Guidance on Erasmus+ accreditation',
            },
            {
              text: 'Advice on budgets and grant management',
            },
            {
              text: 'Support with reporting and sharing results',
            },
          ],
        },
      ],
    },
    why: {
      title: 'Why work with us on Erasmus+',
      subtitle: 'A partner that understands both the programme and the practicalities.',
      cards: [
        {
          title: 'Registered partner',
          text: 'A registered Erasmus+ partner organisation, familiar with the programme’s rules, documents and deadlines.',
        },
        {
          title: 'One contact for every detail',
          text: 'Travel, accommodation, activities and paperwork handled by a single team, so your coordinator never has to chase suppliers.',
        },
        {
          title: 'People on the ground',
          text: 'Bilingual coordinators who welcome participants, solve problems on the spot and keep you informed throughout the mobility.',
        },
      ],
    },
    destinations: {
      spainTitle: 'Popular destinations in Spain',
      spainSubtitle:
        'Host cities for courses, job shadowing and group mobilities, now including five new destinations.',
      euTitle: 'Other EU destinations',
      euSubtitle: 'Host cities across Europe for pupil and staff mobility.',
    },
    adHoc: {
      title: 'Looking for another city or programme?',
      text: 'Every mobility project is different. Tell us about your participants, dates and objectives, and we will put together a proposal made for your project.',
      button: 'Request a proposal',
    },
    support: {
      title: 'Support at every stage',
      subtitle: 'Eight areas we can take off your hands, one by one or as a complete package.',
      cards: [
        {
          title: 'Application help',
          text: 'Guidance on objectives, activities and budget, and a careful review of your application before you submit it.',
        },
        {
          title: 'Partner matching',
          text: 'Introductions to host schools and organisations that fit your project’s goals and timing.',
        },
        {
          title: 'Visas and entry documents',
          text: 'Advice on entry requirements for participants who need a visa, and help preparing their paperwork.',
        },
        {
          title: 'Accommodation',
          text: 'Safe, well-located accommodation for pupils and staff, matched to the length of each mobility.',
        },
        {
          title: 'Local transport',
          text: 'Airport transfers, local travel passes and transport to every activity.',
        },
        {
          title: 'Cultural programme',
          text: 'Visits and activities that help participants understand the host country, its culture and its language.',
        },
        {
          title: 'Insurance guidance',
          text: 'Clear information on the travel and health cover participants need, including options from our insurance partners.',
        },
        {
          title: 'On-site coordination',
          text: 'A bilingual coordinator who welcomes participants, checks in regularly and is on hand if anything goes wrong.',
        },
      ],
    },
    process: {
      title: 'How it works',
      subtitle: 'A clear four-step process, from the first idea to the final report.',
      cards: [
        {
          title: 'Initial consultation',
          text: 'We talk through your school’s needs, participants and timeline, and which Erasmus+ action fits best.',
        },
        {
          title: 'Programme design',
          text: 'We build the mobility plan, with host partners, activities, logistics and budget aligned with your application.',
        },
        {
          title: 'Implementation',
          text: 'We coordinate travel, accommodation and activities, and support participants on site throughout the mobility.',
        },
        {
          title: 'Evaluation and reporting',
          text: 'We help you gather evidence of learning, complete participant reports and share results with your school community.',
        },
      ],
    },
    impact: {
      title: 'The impact of mobility',
      subtitle: 'What a well-run Erasmus+ project leaves behind.',
      cards: [
        {
          title: 'For students',
          text: 'More confidence, stronger language skills and a first-hand understanding of other European cultures.',
        },
        {
          title: 'For teachers',
          text: 'New teaching methods, professional contacts across Europe and fresh motivation to take back to the classroom.',
        },
        {
          title: 'For your school',
          text: 'A more international outlook, lasting partnerships and experience to build on in future projects.',
        },
      ],
    },
    cta: {
      title: 'Let’s plan your Erasmus+ project',
      text: 'Whether you are preparing your first application or your next mobility, write to us and we will reply within 24 hours.',
      button: 'Contact our team',
    },
  },
  es: {
    hero: {
      title: 'Apoyo a la movilidad Erasmus+',
      subtitle:
        'Ayudamos a centros y docentes a planificar, solicitar y llevar a cabo proyectos de movilidad Erasmus+, con apoyo práctico desde la primera idea hasta el informe final.',
      cta: 'Hable con nuestro equipo Erasmus+',
    },
    partner: {
      title: 'Organización socia registrada de Erasmus+',
      text: 'Puede indicar nuestro código de organización (OID) en su solicitud Erasmus+ y en los documentos del proyecto.',
    },
    stats: {
      title: 'Nuestra trayectoria en Erasmus+',
      subtitle: 'Proyectos de movilidad que cumplen sus objetivos, respaldados por una red europea en crecimiento.',
      figures: [
        {
          value: '+25',
          label: 'Instituciones socias',
        },
        {
          value: '15',
          label: 'Países de la UE',
        },
        {
          value: '+600',
          label: 'Participantes en movilidades',
        },
        {
          value: '98 %',
          label: 'Índice de éxito',
        },
      ],
    },
    services: {
      eyebrow: 'Nuestros servicios',
      title: 'Cómo apoyamos su proyecto de movilidad',
      subtitle:
        'Tanto si es su primer proyecto Erasmus+ como si su centro ya está acreditado, adaptamos nuestro apoyo a lo que necesita.',
      cards: [
        {
          title: 'Movilidad de aprendizaje KA1',
          text: 'Apoyo en proyectos de la Acción Clave 1, que permiten al alumnado y al personal aprender en otro país.',
          points: [
            {
              text: 'Ayuda para definir objetivos y redactar la solicitud',
            },
            {
              text: 'Búsqueda de centros y organizaciones de acogida',
            },
            {
              text: 'Planificación de movilidades grupales e individuales',
            },
          ],
        },
        {
          title: 'Programas de formación del profesorado',
          text: 'Desarrollo profesional en el extranjero para docentes y demás personal del centro.',
          points: [
            {
              text: 'Cursos estructurados para docentes',
            },
            {
              text: 'Job shadowing en centros educativos europeos',
            },
            {
              text: 'Resultados de aprendizaje documentados para sus informes',
            },
          ],
        },
        {
          title: 'Apoyo institucional',
          text: 'Orientación para centros que quieren una estrategia internacional que vaya más allá de un solo proyecto.',
          points: [
            {
              text: 'Orientación sobre la acreditación Erasmus+',
            },
            {
              text: 'Asesoramiento sobre presupuestos y gestión de la subvención',
            },
            {
              text: 'Apoyo con los informes y la difusión de resultados',
            },
          ],
        },
      ],
    },
    why: {
      title: 'Por qué trabajar con nosotros en Erasmus+',
      subtitle: 'Un socio que conoce tanto el programa como su día a día.',
      cards: [
        {
          title: 'Socio registrado',
          text: 'Somos una organización socia registrada de Erasmus+ y conocemos bien las normas, los documentos y los plazos del programa.',
        },
        {
          title: 'Un único contacto para todo',
          text: 'Transporte, alojamiento, actividades y papeleo en manos de un solo equipo, para que quien coordina en su centro no tenga que perseguir a proveedores.',
        },
        {
          title: 'Personas sobre el terreno',
          text: 'Coordinadores bilingües que reciben a los participantes, resuelven imprevistos al momento y le mantienen al tanto durante toda la movilidad.',
        },
      ],
    },
    destinations: {
      spainTitle: 'Destinos populares en España',
      spainSubtitle:
        'Ciudades de acogida para cursos, job shadowing y movilidades de grupo, ahora con cinco destinos nuevos.',
      euTitle: 'Otros destinos de la UE',
      euSubtitle: 'Ciudades de acogida por toda Europa para movilidades de alumnado y personal.',
    },
    adHoc: {
      title: '¿Busca otra ciudad u otro programa?',
      text: 'Cada proyecto de movilidad es distinto. Cuéntenos quién participa, en qué fechas y con qué objetivos, y prepararemos una propuesta pensada para su proyecto.',
      button: 'Pida una propuesta',
    },
    support: {
      title: 'Apoyo en cada etapa',
      subtitle: 'Ocho áreas de las que podemos encargarnos, por separado o como un paquete completo.',
      cards: [
        {
          title: 'Ayuda con la solicitud',
          text: 'Orientación sobre objetivos, actividades y presupuesto, y una revisión minuciosa de la solicitud antes de presentarla.',
        },
        {
          title: 'Búsqueda de socios',
          text: 'Contacto con centros y organizaciones de acogida que encajan con los objetivos y el calendario de su proyecto.',
        },
        {
          title: 'Visados y documentación de entrada',
          text: 'Asesoramiento sobre los requisitos de entrada para quienes necesiten visado y ayuda para preparar sus documentos.',
        },
        {
          title: 'Alojamiento',
          text: 'Alojamiento seguro y bien situado para alumnado y personal, adaptado a la duración de cada movilidad.',
        },
        {
          title: 'Transporte local',
          text: 'Traslados desde el aeropuerto, abonos de transporte y desplazamientos a cada actividad.',
        },
        {
          title: 'Programa cultural',
          text: 'Visitas y actividades que ayudan a los participantes a conocer el país de acogida, su cultura y su lengua.',
        },
        {
          title: 'Orientación sobre seguros',
          text: 'Información clara sobre la cobertura de viaje y salud que necesitan los participantes, incluidas las opciones de nuestros socios aseguradores.',
        },
        {
          title: 'Coordinación en destino',
          text: 'Un coordinador bilingüe que recibe a los participantes, hace un seguimiento periódico y está disponible ante cualquier imprevisto.',
        },
      ],
    },
    process: {
      title: 'Cómo trabajamos',
      subtitle: 'Un proceso claro en cuatro pasos, de la primera idea al informe final.',
      cards: [
        {
          title: 'Consulta inicial',
          text: 'Hablamos de las necesidades de su centro, de quién participa y del calendario, y vemos qué acción de Erasmus+ encaja mejor.',
        },
        {
          title: 'Diseño del programa',
          text: 'Elaboramos el plan de movilidad, con socios de acogida, actividades, logística y presupuesto en línea con su solicitud.',
        },
        {
          title: 'Puesta en marcha',
          text: 'Coordinamos transporte, alojamiento y actividades, y acompañamos a los participantes en destino durante toda la movilidad.',
        },
        {
          title: 'Evaluación e informes',
          text: 'Le ayudamos a recoger evidencias del aprendizaje, completar los informes de los participantes y compartir los resultados con su comunidad educativa.',
        },
      ],
    },
    impact: {
      title: 'El impacto de la movilidad',
      subtitle: 'Lo que deja un proyecto Erasmus+ bien gestionado.',
      cards: [
        {
          title: 'Para el alumnado',
          text: 'Más confianza, mejores competencias lingüísticas y un conocimiento de primera mano de otras culturas europeas.',
        },
        {
          title: 'Para el profesorado',
          text: 'Nuevas metodologías, contactos profesionales por toda Europa y energía renovada para llevar al aula.',
        },
        {
          title: 'Para su centro',
          text: 'Una mirada más internacional, alianzas duraderas y una experiencia sobre la que construir futuros proyectos.',
        },
      ],
    },
    cta: {
      title: 'Planifiquemos su proyecto Erasmus+',
      text: 'Tanto si prepara su primera solicitud como su próxima movilidad, escríbanos y le responderemos en menos de 24 horas.',
      button: 'Contacte con nuestro equipo',
    },
  },
}
