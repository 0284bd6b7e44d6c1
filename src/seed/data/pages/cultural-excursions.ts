import type { PageSeed } from './types'

/** Today's cultural excursions page (four tiles, eight examples, the partner activity platform). */
export const culturalExcursions: PageSeed<'page-cultural-excursions'> = {
  en: {
    hero: {
      title: 'Cultural excursions',
      subtitle:
        'Guided visits, workshops and day trips that turn every destination into a lesson in history, art and everyday life.',
      cta: 'Plan an excursion',
    },
    tiles: {
      eyebrow: 'Inspiration',
      title: 'Experiences your students will remember',
      subtitle: 'A few of the excursions our groups enjoy most.',
      tiles: [
        {
          title: 'Historic Warsaw',
          text: 'Walk through the Old Town, rebuilt after the Second World War and now a UNESCO World Heritage Site, and learn how a city restored its memory.',
          imageAlt: 'Illustration of the colourful townhouses around the Old Town Market Square in Warsaw',
        },
        {
          title: 'Bari markets',
          text: 'Explore the lanes of Bari Vecchia, where local women still make orecchiette pasta by hand, and taste the flavours of Puglia.',
          imageAlt: 'Illustration of a market stall in Bari with fresh produce and handmade pasta',
        },
        {
          title: 'Provence lavender',
          text: 'See the lavender fields of Provence in early summer and find out how the flower becomes essential oils, soaps and perfumes.',
          imageAlt: 'Illustration of rows of lavender in a field in Provence',
        },
        {
          title: 'Flamenco workshop',
          text: 'Learn the basic steps, rhythms and hand-clapping of flamenco with professional dancers, and the story of an art recognised by UNESCO.',
          imageAlt: 'Illustration of a flamenco dancer during a workshop',
        },
      ],
    },
    examples: {
      eyebrow: 'Ideas',
      title: 'Example excursions',
      subtitle:
        "Every excursion is adapted to your group's age, subjects and budget. Here are some ideas to get you started.",
      examples: [
        {
          place: 'Madrid',
          title: 'The Prado Museum and Retiro Park',
          text: 'A guided visit to the masterpieces of Velázquez and Goya, followed by a walk through Retiro Park.',
        },
        {
          place: 'Toledo',
          title: 'Toledo, city of three cultures',
          text: 'A day trip to discover the Christian, Jewish and Muslim heritage of the old imperial city.',
        },
        {
          place: 'Segovia',
          title: "Segovia's aqueduct and Alcázar",
          text: 'Roman engineering and a fairy-tale castle, less than half an hour from Madrid by high-speed train.',
        },
        {
          place: 'Kraków',
          title: 'Wieliczka Salt Mine',
          text: 'An underground visit to chapels and lakes carved out of rock salt over seven centuries of mining.',
        },
        {
          place: 'Porto',
          title: 'Ribeira and the Douro river',
          text: "A walk through the historic riverside district and a boat trip under the city's six bridges.",
        },
        {
          place: 'Lyon',
          title: 'The traboules of Lyon',
          text: 'Follow the hidden passageways once used by silk workers and by the French Resistance.',
        },
        {
          place: 'Prague',
          title: 'Prague Castle and Charles Bridge',
          text: 'A guided walk from the castle district to the Old Town Square and its astronomical clock.',
        },
        {
          place: 'Copenhagen',
          title: 'Copenhagen by bike',
          text: 'Ride the cycle lanes with a local guide and see how a capital became a model of sustainable transport.',
        },
      ],
    },
    options: {
      eyebrow: 'Two ways to explore',
      title: 'Choose how you want to explore',
      subtitle: 'We can organise everything for you, or you can book activities yourselves.',
      curated: {
        title: 'Curated experience',
        text: 'We design the excursion with you and take care of every detail, so you can focus on your students.',
        items: [
          {
            text: "A programme adapted to your curriculum and your students' age",
          },
          {
            text: 'Licensed local guides and bilingual coordinators',
          },
          {
            text: 'Tickets, transport and meals arranged for you',
          },
          {
            text: 'Risk assessment and support throughout the day',
          },
        ],
        cta: 'Plan a curated excursion',
        badge: 'Recommended',
      },
      selfGuided: {
        title: 'Self-guided exploration',
        text: "Prefer to organise your free time yourselves? Browse and book activities directly on our partner's activity platform.",
        items: [
          {
            text: 'Thousands of tours, tickets and activities',
          },
          {
            text: 'Instant booking, with free cancellation on many activities',
          },
          {
            text: 'Reviews from other travellers',
          },
        ],
        cta: 'Browse activities',
        partnerUrl: 'https://www.getyourguide.com/',
        note: 'Bookings are made directly with the platform and its providers, under their own terms and conditions.',
      },
    },
    cta: {
      title: "Let's plan your excursions",
      text: "Tell us your destination and dates, and we'll suggest excursions that fit your programme.",
      button: 'Contact us',
    },
  },
  es: {
    hero: {
      title: 'Excursiones culturales',
      subtitle:
        'Visitas guiadas, talleres y excursiones de un día que convierten cada destino en una lección de historia, arte y vida cotidiana.',
      cta: 'Planifique una excursión',
    },
    tiles: {
      eyebrow: 'Inspiración',
      title: 'Experiencias que su alumnado recordará',
      subtitle: 'Algunas de las excursiones que más disfrutan nuestros grupos.',
      tiles: [
        {
          title: 'Varsovia histórica',
          text: 'Recorra el casco antiguo, reconstruido tras la Segunda Guerra Mundial y hoy Patrimonio de la Humanidad de la UNESCO, y descubra cómo una ciudad recuperó su memoria.',
          imageAlt: 'Ilustración de las casas de colores que rodean la plaza del Mercado del casco antiguo de Varsovia',
        },
        {
          title: 'Mercados de Bari',
          text: 'Pasee por las callejuelas de Bari Vecchia, donde las vecinas aún elaboran a mano la pasta orecchiette, y pruebe los sabores de Apulia.',
          imageAlt: 'Ilustración de un puesto de mercado en Bari con productos frescos y pasta hecha a mano',
        },
        {
          title: 'Lavanda de la Provenza',
          text: 'Contemple los campos de lavanda de la Provenza a comienzos del verano y descubra cómo la flor se convierte en aceites esenciales, jabones y perfumes.',
          imageAlt: 'Ilustración de hileras de lavanda en un campo de la Provenza',
        },
        {
          title: 'Taller de flamenco',
          text: 'Aprenda los pasos básicos, los ritmos y las palmas del flamenco con bailaores profesionales, y la historia de un arte reconocido por la UNESCO.',
          imageAlt: 'Ilustración de una bailaora de flamenco durante un taller',
        },
      ],
    },
    examples: {
      eyebrow: 'Ideas',
      title: 'Ejemplos de excursiones',
      subtitle:
        'Adaptamos cada excursión a la edad, las materias y el presupuesto de su grupo. Aquí tiene algunas ideas para empezar.',
      examples: [
        {
          place: 'Madrid',
          title: 'El Museo del Prado y el Retiro',
          text: 'Visita guiada a las obras maestras de Velázquez y Goya, seguida de un paseo por el parque del Retiro.',
        },
        {
          place: 'Toledo',
          title: 'Toledo, ciudad de las tres culturas',
          text: 'Excursión de un día para descubrir el legado cristiano, judío y musulmán de la antigua ciudad imperial.',
        },
        {
          place: 'Segovia',
          title: 'El acueducto y el Alcázar de Segovia',
          text: 'Ingeniería romana y un castillo de cuento, a menos de media hora de Madrid en tren de alta velocidad.',
        },
        {
          place: 'Cracovia',
          title: 'Mina de sal de Wieliczka',
          text: 'Visita subterránea a capillas y lagos excavados en la sal a lo largo de siete siglos de minería.',
        },
        {
          place: 'Oporto',
          title: 'La Ribeira y el río Duero',
          text: 'Paseo por el histórico barrio ribereño y crucero bajo los seis puentes de la ciudad.',
        },
        {
          place: 'Lyon',
          title: 'Las traboules de Lyon',
          text: 'Siga los pasadizos ocultos que usaban los tejedores de seda y la Resistencia francesa.',
        },
        {
          place: 'Praga',
          title: 'El castillo de Praga y el puente de Carlos',
          text: 'Paseo guiado desde el barrio del castillo hasta la plaza de la Ciudad Vieja y su reloj astronómico.',
        },
        {
          place: 'Copenhague',
          title: 'Copenhague en bicicleta',
          text: 'Recorra los carriles bici con un guía local y descubra cómo una capital se convirtió en un modelo de movilidad sostenible.',
        },
      ],
    },
    options: {
      eyebrow: 'Dos formas de descubrir',
      title: 'Elija cómo quiere explorar',
      subtitle: 'Podemos organizarlo todo por ustedes o pueden reservar las actividades por su cuenta.',
      curated: {
        title: 'Experiencia a medida',
        text: 'Diseñamos la excursión con usted y nos ocupamos de todos los detalles para que pueda centrarse en su alumnado.',
        items: [
          {
            text: 'Un programa adaptado a su currículo y a la edad del alumnado',
          },
          {
            text: 'Guías locales oficiales y coordinadores bilingües',
          },
          {
            text: 'Entradas, transporte y comidas organizados',
          },
          {
            text: 'Evaluación de riesgos y acompañamiento durante toda la jornada',
          },
        ],
        cta: 'Organice una excursión a medida',
        badge: 'Recomendada',
      },
      selfGuided: {
        title: 'Exploración por su cuenta',
        text: '¿Prefiere que el grupo organice su tiempo libre? Consulte y reserve actividades directamente en la plataforma de actividades de nuestro socio.',
        items: [
          {
            text: 'Miles de visitas, entradas y actividades',
          },
          {
            text: 'Reserva inmediata, con cancelación gratuita en muchas actividades',
          },
          {
            text: 'Opiniones de otros viajeros',
          },
        ],
        cta: 'Ver actividades',
        partnerUrl: 'https://www.getyourguide.com/',
        note: 'Las reservas se hacen directamente con la plataforma y sus proveedores, según sus propias condiciones.',
      },
    },
    cta: {
      title: 'Planifiquemos sus excursiones',
      text: 'Cuéntenos su destino y sus fechas y le propondremos excursiones que encajen con su programa.',
      button: 'Contacte con nosotros',
    },
  },
}
