import type { PageSeed } from './types'

/** Today's travel insurance page (medical caps of €300,000 and €600,000). */
export const travelInsurance: PageSeed<'page-travel-insurance'> = {
  en: {
    hero: {
      title: 'Travel insurance for school groups',
      subtitle:
        'Travel with peace of mind. Through our two partner insurers we help you find the right cover for students and staff, wherever you are going in Europe.',
      cta: 'Compare our partners',
    },
    benefits: {
      eyebrow: 'What cover includes',
      title: 'Protection for every part of the trip',
      subtitle:
        'Every policy is different, but good travel insurance for a school group should cover these four essentials.',
      cards: [
        {
          title: 'Medical coverage',
          text: 'Medical and hospital expenses abroad, emergency dental care and, if needed, medical repatriation.',
        },
        {
          title: 'Trip protection',
          text: 'Cancellation, interruption or delay of the trip, and lost or damaged luggage, depending on the policy you choose.',
        },
        {
          title: '24/7 assistance',
          text: 'A multilingual helpline, available day and night, to arrange medical care and solve problems during the trip.',
        },
        {
          title: 'Group coverage',
          text: 'One policy for the whole group, students and accompanying teachers alike, with a single point of contact.',
        },
      ],
    },
    partners: {
      eyebrow: 'Our partners',
      title: 'Two partners, two options',
      subtitle: 'We work with two specialist insurers. Which one suits you depends on where your travellers live.',
      medicalLabel: 'Medical expenses up to',
      partners: [
        {
          title: 'Partner for EU residents',
          badge: 'All EU residents',
          text: 'A specialist in travel insurance for students and groups, open to travellers resident in any country of the European Union.',
          medicalCap: 300000,
          features: [
            {
              text: 'Over 25 years of experience',
            },
            {
              text: 'Open to residents of any EU country',
            },
            {
              text: 'Well suited to international groups and Erasmus+ mobility',
            },
          ],
        },
        {
          title: 'Partner for Spanish residents',
          badge: 'Spanish residents only',
          text: 'Extended cover for groups whose travellers all live in Spain, with the highest medical expense limit of our two options.',
          medicalCap: 600000,
          features: [
            {
              text: 'Available only to residents of Spain',
            },
            {
              text: 'Our highest medical expense limit',
            },
            {
              text: 'Ideal for Spanish schools travelling around Europe',
            },
          ],
        },
      ],
      disclaimer:
        'Madrid Edu Travel is not an insurer. Policies are issued by our partner insurers; cover, limits and exclusions are set out in the terms of each policy, which we will send you with your quote.',
    },
    why: {
      eyebrow: 'Why it matters',
      title: 'Why travel insurance matters',
      subtitle:
        'An unexpected illness or a cancelled flight can become a serious problem far from home. The right insurance keeps it manageable.',
      groups: [
        {
          title: 'For students',
          items: [
            {
              text: 'Medical care without paying upfront if they fall ill or have an accident',
            },
            {
              text: 'Cover beyond the European Health Insurance Card, which does not include private care or repatriation',
            },
            {
              text: 'Help if they lose their luggage or documents',
            },
            {
              text: 'Peace of mind for their families at home',
            },
          ],
        },
        {
          title: 'For institutions',
          items: [
            {
              text: 'Protection against the cost of cancellations and last-minute changes',
            },
            {
              text: 'Cover for claims from third parties, where the policy includes liability',
            },
            {
              text: 'Meeting the insurance requirements of Erasmus+ mobility and school trips',
            },
            {
              text: 'One contact and a clear procedure in an emergency',
            },
          ],
        },
      ],
    },
    teaser: {
      eyebrow: 'Complete your trip',
      title: 'Cultural excursions',
      text: 'Add guided visits, workshops and day trips to your programme, from historic Warsaw to a flamenco workshop.',
      cta: 'Discover cultural excursions',
    },
    cta: {
      title: 'Get your group insured',
      text: "Tell us where and when you are travelling and how many people are in your group, and we'll send you a quote from the right partner.",
      button: 'Get Quote',
    },
  },
  es: {
    hero: {
      title: 'Seguro de viaje para grupos escolares',
      subtitle:
        'Viaje con tranquilidad. Con nuestras dos aseguradoras colaboradoras le ayudamos a encontrar la cobertura adecuada para alumnado y profesorado, vaya donde vaya en Europa.',
      cta: 'Compare nuestras opciones',
    },
    benefits: {
      eyebrow: 'Qué incluye la cobertura',
      title: 'Protección en cada etapa del viaje',
      subtitle:
        'Cada póliza es distinta, pero un buen seguro de viaje para un grupo escolar debe cubrir estos cuatro aspectos básicos.',
      cards: [
        {
          title: 'Asistencia médica',
          text: 'Gastos médicos y hospitalarios en el extranjero, odontología de urgencia y, si hace falta, repatriación sanitaria.',
        },
        {
          title: 'Protección del viaje',
          text: 'Anulación, interrupción o retraso del viaje, y pérdida o daños del equipaje, según la póliza que elija.',
        },
        {
          title: 'Asistencia 24/7',
          text: 'Un teléfono de asistencia multilingüe, disponible día y noche, para gestionar la atención médica y resolver imprevistos durante el viaje.',
        },
        {
          title: 'Cobertura de grupo',
          text: 'Una sola póliza para todo el grupo, alumnado y profesorado acompañante, con un único interlocutor.',
        },
      ],
    },
    partners: {
      eyebrow: 'Nuestras aseguradoras',
      title: 'Dos aseguradoras, dos opciones',
      subtitle:
        'Trabajamos con dos aseguradoras especializadas. La más adecuada depende de dónde residan los viajeros.',
      medicalLabel: 'Gastos médicos hasta',
      partners: [
        {
          title: 'Aseguradora para residentes en la UE',
          badge: 'Residentes en la UE',
          text: 'Especialista en seguros de viaje para estudiantes y grupos, disponible para viajeros residentes en cualquier país de la Unión Europea.',
          medicalCap: 300000,
          features: [
            {
              text: 'Más de 25 años de experiencia',
            },
            {
              text: 'Para residentes en cualquier país de la UE',
            },
            {
              text: 'Muy adecuada para grupos internacionales y movilidades Erasmus+',
            },
          ],
        },
        {
          title: 'Aseguradora para residentes en España',
          badge: 'Solo residentes en España',
          text: 'Cobertura ampliada para grupos cuyos viajeros residen todos en España, con el límite de gastos médicos más alto de nuestras dos opciones.',
          medicalCap: 600000,
          features: [
            {
              text: 'Solo para residentes en España',
            },
            {
              text: 'Nuestro límite de gastos médicos más alto',
            },
            {
              text: 'Ideal para centros españoles que viajan por Europa',
            },
          ],
        },
      ],
      disclaimer:
        'Madrid Edu Travel no es una aseguradora. Las pólizas las emiten nuestras aseguradoras colaboradoras; las coberturas, los límites y las exclusiones figuran en las condiciones de cada póliza, que le enviaremos junto con el presupuesto.',
    },
    why: {
      eyebrow: 'Por qué es importante',
      title: 'Por qué importa el seguro de viaje',
      subtitle:
        'Una enfermedad inesperada o un vuelo cancelado pueden convertirse en un problema serio lejos de casa. Con el seguro adecuado, todo es más fácil de gestionar.',
      groups: [
        {
          title: 'Para el alumnado',
          items: [
            {
              text: 'Atención médica sin adelantar dinero si enferman o sufren un accidente',
            },
            {
              text: 'Cobertura más allá de la Tarjeta Sanitaria Europea, que no incluye la sanidad privada ni la repatriación',
            },
            {
              text: 'Ayuda si pierden el equipaje o la documentación',
            },
            {
              text: 'Tranquilidad para sus familias',
            },
          ],
        },
        {
          title: 'Para los centros',
          items: [
            {
              text: 'Protección frente al coste de anulaciones y cambios de última hora',
            },
            {
              text: 'Cobertura ante reclamaciones de terceros, si la póliza incluye responsabilidad civil',
            },
            {
              text: 'Cumplimiento de los requisitos de seguro de las movilidades Erasmus+ y los viajes escolares',
            },
            {
              text: 'Un único contacto y un procedimiento claro en caso de emergencia',
            },
          ],
        },
      ],
    },
    teaser: {
      eyebrow: 'Complete su viaje',
      title: 'Excursiones culturales',
      text: 'Añada visitas guiadas, talleres y excursiones de un día a su programa, desde la Varsovia histórica hasta un taller de flamenco.',
      cta: 'Descubra las excursiones culturales',
    },
    cta: {
      title: 'Asegure a su grupo',
      text: 'Cuéntenos adónde y cuándo viajan y cuántas personas forman el grupo, y le enviaremos un presupuesto de la aseguradora más adecuada.',
      button: 'Pida presupuesto',
    },
  },
}
