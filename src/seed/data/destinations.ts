import type { SeedDestination } from '@/seed/types'

/** Today’s destinations (docs/editing.md › Destinations): the school-trip cards, the Erasmus+ city tiles and the enquiry form’s options. */
export const destinations: SeedDestination[] = [
  {
    code: 'madrid',
    order: 10,
    showOn: ['school-trips', 'erasmus-spain', 'enquiry-form'],
    isNew: false,
    minDays: 7,
    maxDays: 14,
    city: {
      en: 'Madrid',
      es: 'Madrid',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    theme: {
      en: 'Art, history and Spanish language',
      es: 'Arte, historia y lengua española',
    },
    description: {
      en: 'Spain’s capital brings art, history and language together: world-class museums, royal heritage and everyday Spanish on every street corner.',
      es: 'La capital reúne arte, historia y lengua: museos de primer nivel mundial, patrimonio de la Corona y español vivo en cada esquina.',
    },
    features: [
      {
        en: 'Guided visits to the Prado and Reina Sofía museums',
        es: 'Visitas guiadas al Museo del Prado y al Museo Reina Sofía',
      },
      {
        en: 'The Royal Palace and historic Habsburg Madrid',
        es: 'El Palacio Real y el Madrid de los Austrias',
      },
      {
        en: 'Spanish language workshops built into the itinerary',
        es: 'Talleres de lengua española integrados en el itinerario',
      },
      {
        en: 'Day trip to Toledo or Segovia',
        es: 'Excursión de un día a Toledo o Segovia',
      },
    ],
    imageAlt: {
      en: 'Illustration of Madrid',
      es: 'Ilustración de Madrid',
    },
  },
  {
    code: 'valladolid',
    order: 20,
    showOn: ['school-trips', 'erasmus-spain', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 15,
    city: {
      en: 'Valladolid',
      es: 'Valladolid',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    theme: {
      en: 'Castilian heritage',
      es: 'Patrimonio castellano',
    },
    description: {
      en: 'A lively university city in the heart of Castile, often praised for the clarity of its Spanish and home to an outstanding collection of religious sculpture.',
      es: 'Una ciudad universitaria llena de vida en el corazón de Castilla, conocida por la claridad de su español y por una colección extraordinaria de escultura religiosa.',
    },
    features: [
      {
        en: 'Spanish language immersion in a historic university city',
        es: 'Inmersión lingüística en una ciudad universitaria histórica',
      },
      {
        en: 'National Museum of Sculpture',
        es: 'Museo Nacional de Escultura',
      },
      {
        en: 'Cervantes House Museum',
        es: 'Museo Casa de Cervantes',
      },
      {
        en: 'Day trip to Segovia’s Roman aqueduct and Alcázar',
        es: 'Excursión a Segovia: el acueducto romano y el Alcázar',
      },
    ],
    imageAlt: {
      en: 'Illustration of Valladolid',
      es: 'Ilustración de Valladolid',
    },
  },
  {
    code: 'malaga',
    order: 30,
    showOn: ['school-trips', 'erasmus-spain', 'enquiry-form'],
    isNew: false,
    minDays: 9,
    maxDays: 16,
    city: {
      en: 'Málaga',
      es: 'Málaga',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    theme: {
      en: 'Picasso and the Mediterranean',
      es: 'Picasso y el Mediterráneo',
    },
    description: {
      en: 'Picasso’s birthplace on the Costa del Sol, where a Moorish fortress, a Roman theatre and modern museums sit side by side beside the Mediterranean.',
      es: 'La ciudad natal de Picasso, en la Costa del Sol, donde una fortaleza andalusí, un teatro romano y museos modernos conviven junto al Mediterráneo.',
    },
    features: [
      {
        en: 'Picasso Museum and the artist’s birthplace',
        es: 'Museo Picasso Málaga y la casa natal del artista',
      },
      {
        en: 'The Alcazaba fortress and the Roman Theatre',
        es: 'La Alcazaba y el Teatro Romano',
      },
      {
        en: 'Coastal and marine environment activities',
        es: 'Actividades sobre el litoral y el medio marino',
      },
      {
        en: 'Day trip to Granada and the Alhambra',
        es: 'Excursión a Granada y la Alhambra',
      },
    ],
    imageAlt: {
      en: 'Illustration of Málaga',
      es: 'Ilustración de Málaga',
    },
  },
  {
    code: 'alicante',
    order: 40,
    showOn: ['school-trips', 'erasmus-spain', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 14,
    city: {
      en: 'Alicante',
      es: 'Alicante',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    theme: {
      en: 'Coast and culture',
      es: 'Costa y cultura',
    },
    description: {
      en: 'A bright Mediterranean city with a hilltop castle, an award-winning archaeology museum and a protected marine reserve just a boat ride away.',
      es: 'Una ciudad mediterránea y luminosa, con un castillo en lo alto del monte Benacantil, un museo arqueológico premiado y una reserva marina a un paseo en barco.',
    },
    features: [
      {
        en: 'Santa Bárbara Castle and views over the bay',
        es: 'Castillo de Santa Bárbara y vistas sobre la bahía',
      },
      {
        en: 'MARQ Archaeological Museum',
        es: 'MARQ, Museo Arqueológico de Alicante',
      },
      {
        en: 'Boat trip to the Tabarca Island marine reserve',
        es: 'Excursión en barco a la reserva marina de la isla de Tabarca',
      },
      {
        en: 'The Palm Grove of Elche, a UNESCO World Heritage Site',
        es: 'El Palmeral de Elche, Patrimonio Mundial de la UNESCO',
      },
    ],
    imageAlt: {
      en: 'Illustration of Alicante',
      es: 'Ilustración de Alicante',
    },
  },
  {
    code: 'gijon',
    order: 50,
    showOn: ['school-trips', 'erasmus-spain', 'enquiry-form'],
    isNew: false,
    minDays: 7,
    maxDays: 13,
    city: {
      en: 'Gijón',
      es: 'Gijón',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    theme: {
      en: 'Asturian nature and industry',
      es: 'Naturaleza e industria asturianas',
    },
    description: {
      en: 'Green Spain at its best: an Asturian seaside city with Roman baths, industrial heritage and the Picos de Europa within easy reach.',
      es: 'La España verde en estado puro: una ciudad asturiana junto al mar, con termas romanas, patrimonio industrial y los Picos de Europa muy cerca.',
    },
    features: [
      {
        en: 'The Cimadevilla quarter and the Roman baths of Campo Valdés',
        es: 'El barrio de Cimadevilla y las termas romanas de Campo Valdés',
      },
      {
        en: 'Atlantic Botanical Garden',
        es: 'Jardín Botánico Atlántico',
      },
      {
        en: 'A day in the Picos de Europa National Park',
        es: 'Una jornada en el Parque Nacional de los Picos de Europa',
      },
      {
        en: 'Laboral City of Culture and Asturian traditions',
        es: 'Laboral Ciudad de la Cultura y tradiciones asturianas',
      },
    ],
    imageAlt: {
      en: 'Illustration of Gijón',
      es: 'Ilustración de Gijón',
    },
  },
  {
    code: 'seville',
    order: 60,
    showOn: ['erasmus-spain'],
    isNew: true,
    city: {
      en: 'Seville',
      es: 'Sevilla',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
  },
  {
    code: 'bilbao',
    order: 70,
    showOn: ['erasmus-spain'],
    isNew: true,
    city: {
      en: 'Bilbao',
      es: 'Bilbao',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
  },
  {
    code: 'granada',
    order: 80,
    showOn: ['erasmus-spain'],
    isNew: true,
    city: {
      en: 'Granada',
      es: 'Granada',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
  },
  {
    code: 'valencia',
    order: 90,
    showOn: ['erasmus-spain'],
    isNew: true,
    city: {
      en: 'Valencia',
      es: 'Valencia',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
  },
  {
    code: 'santiago',
    order: 100,
    showOn: ['erasmus-spain'],
    isNew: true,
    city: {
      en: 'Santiago de Compostela',
      es: 'Santiago de Compostela',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
  },
  {
    code: 'porto',
    order: 110,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 15,
    city: {
      en: 'Porto',
      es: 'Oporto',
    },
    country: {
      en: 'Portugal',
      es: 'Portugal',
    },
    theme: {
      en: 'River, port and azulejos',
      es: 'Río, puerto y azulejos',
    },
    description: {
      en: 'Portugal’s second city, rising in terraces above the Douro, with a UNESCO-listed centre, tiled façades and a proud maritime history.',
      es: 'La segunda ciudad de Portugal, escalonada sobre el Duero, con un centro histórico declarado Patrimonio Mundial, fachadas de azulejos y una gran tradición marinera.',
    },
    features: [
      {
        en: 'Historic centre, a UNESCO World Heritage Site',
        es: 'Centro histórico, Patrimonio Mundial de la UNESCO',
      },
      {
        en: 'Boat trip under the bridges of the Douro',
        es: 'Paseo en barco bajo los puentes del Duero',
      },
      {
        en: 'The azulejo tiles of São Bento station',
        es: 'Los azulejos de la estación de São Bento',
      },
      {
        en: 'Serralves Museum of Contemporary Art and park',
        es: 'Museo de Arte Contemporáneo y parque de Serralves',
      },
    ],
    imageAlt: {
      en: 'Illustration of Porto',
      es: 'Ilustración de Oporto',
    },
  },
  {
    code: 'bari',
    order: 120,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 9,
    maxDays: 16,
    city: {
      en: 'Bari',
      es: 'Bari',
    },
    country: {
      en: 'Italy',
      es: 'Italia',
    },
    theme: {
      en: 'Puglia and the Adriatic',
      es: 'Apulia y el Adriático',
    },
    description: {
      en: 'The capital of Puglia on the Adriatic: a maze-like old town, Romanesque churches and two UNESCO World Heritage Sites within easy reach.',
      es: 'La capital de Apulia, a orillas del Adriático: un casco antiguo laberíntico, iglesias románicas y dos enclaves Patrimonio Mundial a poca distancia.',
    },
    features: [
      {
        en: 'Bari Vecchia and the Basilica of San Nicola',
        es: 'Bari Vecchia y la basílica de San Nicolás',
      },
      {
        en: 'Fresh pasta traditions in the old town',
        es: 'La tradición de la pasta fresca en el casco antiguo',
      },
      {
        en: 'The trulli of Alberobello',
        es: 'Los trulli de Alberobello',
      },
      {
        en: 'Day trip to the Sassi of Matera',
        es: 'Excursión a los Sassi de Matera',
      },
    ],
    imageAlt: {
      en: 'Illustration of Bari',
      es: 'Ilustración de Bari',
    },
  },
  {
    code: 'catania',
    order: 130,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 10,
    maxDays: 17,
    city: {
      en: 'Catania',
      es: 'Catania',
    },
    country: {
      en: 'Italy',
      es: 'Italia',
    },
    theme: {
      en: 'Etna and Sicilian history',
      es: 'El Etna y la historia siciliana',
    },
    description: {
      en: 'Sicily’s second city, rebuilt in Baroque style after the earthquake of 1693 and set at the foot of Mount Etna, Europe’s highest active volcano.',
      es: 'La segunda ciudad de Sicilia, reconstruida en estilo barroco tras el terremoto de 1693 y situada a los pies del Etna, el volcán activo más alto de Europa.',
    },
    features: [
      {
        en: 'Guided excursion on the slopes of Mount Etna',
        es: 'Excursión guiada por las laderas del Etna',
      },
      {
        en: 'Baroque old town, part of a UNESCO World Heritage Site',
        es: 'Casco antiguo barroco, parte de un conjunto Patrimonio Mundial',
      },
      {
        en: 'The Roman theatre and the historic fish market',
        es: 'El teatro romano y el histórico mercado del pescado',
      },
      {
        en: 'Day trip to Syracuse or Taormina',
        es: 'Excursión a Siracusa o Taormina',
      },
    ],
    imageAlt: {
      en: 'Illustration of Catania',
      es: 'Ilustración de Catania',
    },
  },
  {
    code: 'budapest',
    order: 140,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 15,
    city: {
      en: 'Budapest',
      es: 'Budapest',
    },
    country: {
      en: 'Hungary',
      es: 'Hungría',
    },
    theme: {
      en: 'Danube and Central Europe',
      es: 'El Danubio y Europa Central',
    },
    description: {
      en: 'Two historic cities joined by the Danube, with grand architecture, thermal springs and powerful lessons in twentieth-century history.',
      es: 'Dos ciudades históricas unidas por el Danubio, con arquitectura monumental, aguas termales y lecciones imprescindibles sobre la historia del siglo XX.',
    },
    features: [
      {
        en: 'The Hungarian Parliament and Buda Castle',
        es: 'El Parlamento húngaro y el castillo de Buda',
      },
      {
        en: 'A walk or boat trip along the Danube',
        es: 'Paseo a pie o en barco por las orillas del Danubio',
      },
      {
        en: 'A visit to one of the city’s thermal baths',
        es: 'Visita a uno de los balnearios termales de la ciudad',
      },
      {
        en: 'Museums and memorials of twentieth-century history',
        es: 'Museos y memoriales sobre la historia del siglo XX',
      },
    ],
    imageAlt: {
      en: 'Illustration of Budapest',
      es: 'Ilustración de Budapest',
    },
  },
  {
    code: 'prague',
    order: 150,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 7,
    maxDays: 14,
    city: {
      en: 'Prague',
      es: 'Praga',
    },
    country: {
      en: 'Czechia',
      es: 'Chequia',
    },
    theme: {
      en: 'Medieval and modern Europe',
      es: 'Europa medieval y moderna',
    },
    description: {
      en: 'A remarkably well-preserved historic centre, from Gothic spires to the Astronomical Clock, at the heart of Central European history.',
      es: 'Un centro histórico extraordinariamente bien conservado, de las agujas góticas al Reloj Astronómico, en pleno corazón de la historia de Europa central.',
    },
    features: [
      {
        en: 'Prague Castle and St Vitus Cathedral',
        es: 'El Castillo de Praga y la catedral de San Vito',
      },
      {
        en: 'Charles Bridge and Old Town Square',
        es: 'El puente de Carlos y la plaza de la Ciudad Vieja',
      },
      {
        en: 'The Jewish Quarter and its synagogues',
        es: 'El barrio judío y sus sinagogas',
      },
      {
        en: 'Day trip to Kutná Hora',
        es: 'Excursión a Kutná Hora',
      },
    ],
    imageAlt: {
      en: 'Illustration of Prague',
      es: 'Ilustración de Praga',
    },
  },
  {
    code: 'poznan',
    order: 160,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 14,
    city: {
      en: 'Poznań',
      es: 'Poznań',
    },
    country: {
      en: 'Poland',
      es: 'Polonia',
    },
    theme: {
      en: 'Polish culture and innovation',
      es: 'Cultura e innovación polacas',
    },
    description: {
      en: 'One of Poland’s oldest cities, closely linked to the birth of the Polish state and today a young, dynamic university city with a colourful market square.',
      es: 'Una de las ciudades más antiguas de Polonia, ligada al nacimiento del Estado polaco y hoy ciudad universitaria joven y dinámica, con una plaza del mercado llena de color.',
    },
    features: [
      {
        en: 'Old Market Square and the Town Hall goats at noon',
        es: 'La plaza del Mercado Viejo y las cabras del Ayuntamiento a mediodía',
      },
      {
        en: 'Cathedral Island, the cradle of the Polish state',
        es: 'La isla de la Catedral, cuna del Estado polaco',
      },
      {
        en: 'A St Martin’s croissant workshop',
        es: 'Taller del tradicional cruasán de San Martín',
      },
      {
        en: 'The Imperial Castle and the city’s twentieth-century history',
        es: 'El Castillo Imperial y la historia de la ciudad en el siglo XX',
      },
    ],
    imageAlt: {
      en: 'Illustration of Poznań',
      es: 'Ilustración de Poznań',
    },
  },
  {
    code: 'warsaw',
    order: 170,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 9,
    maxDays: 16,
    city: {
      en: 'Warsaw',
      es: 'Varsovia',
    },
    country: {
      en: 'Poland',
      es: 'Polonia',
    },
    theme: {
      en: '20th-century history',
      es: 'Historia del siglo XX',
    },
    description: {
      en: 'A capital rebuilt from the ruins of the Second World War, ideal for exploring modern European history, science and culture.',
      es: 'Una capital reconstruida sobre las ruinas de la Segunda Guerra Mundial, ideal para estudiar la historia europea contemporánea, la ciencia y la cultura.',
    },
    features: [
      {
        en: 'The Old Town, rebuilt after 1945 and listed by UNESCO',
        es: 'El casco antiguo, reconstruido después de 1945 y Patrimonio Mundial',
      },
      {
        en: 'Warsaw Rising Museum',
        es: 'Museo del Levantamiento de Varsovia',
      },
      {
        en: 'POLIN Museum of the History of Polish Jews',
        es: 'Museo POLIN de Historia de los Judíos Polacos',
      },
      {
        en: 'Copernicus Science Centre',
        es: 'Centro de Ciencia Copérnico',
      },
    ],
    imageAlt: {
      en: 'Illustration of Warsaw',
      es: 'Ilustración de Varsovia',
    },
  },
  {
    code: 'krakow',
    order: 180,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 15,
    city: {
      en: 'Kraków',
      es: 'Cracovia',
    },
    country: {
      en: 'Poland',
      es: 'Polonia',
    },
    theme: {
      en: 'Royal city and memory',
      es: 'Ciudad real y memoria',
    },
    description: {
      en: 'Poland’s royal capital for centuries, with an intact medieval centre, a historic Jewish quarter and essential sites of European memory.',
      es: 'Capital real de Polonia durante siglos, con un centro medieval intacto, un barrio judío histórico y lugares esenciales de la memoria europea.',
    },
    features: [
      {
        en: 'Wawel Royal Castle and Cathedral',
        es: 'El castillo y la catedral de Wawel',
      },
      {
        en: 'The Main Market Square and Kazimierz',
        es: 'La plaza del Mercado y el barrio de Kazimierz',
      },
      {
        en: 'Wieliczka Salt Mine',
        es: 'Mina de sal de Wieliczka',
      },
      {
        en: 'A carefully prepared, age-appropriate visit to the Auschwitz-Birkenau Memorial and Museum',
        es: 'Visita preparada y adaptada a la edad del alumnado al Memorial y Museo de Auschwitz-Birkenau',
      },
    ],
    imageAlt: {
      en: 'Illustration of Kraków',
      es: 'Ilustración de Cracovia',
    },
  },
  {
    code: 'copenhagen',
    order: 190,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 7,
    maxDays: 14,
    city: {
      en: 'Copenhagen',
      es: 'Copenhague',
    },
    country: {
      en: 'Denmark',
      es: 'Dinamarca',
    },
    theme: {
      en: 'Sustainability and design',
      es: 'Sostenibilidad y diseño',
    },
    description: {
      en: 'A world reference for sustainable cities, cycling and design, with royal palaces and a relaxed harbourside way of life.',
      es: 'Referente mundial en ciudades sostenibles, bicicleta y diseño, con palacios reales y un ritmo de vida tranquilo junto al puerto.',
    },
    features: [
      {
        en: 'Urban sustainability tour by bike or on foot',
        es: 'Ruta de sostenibilidad urbana en bicicleta o a pie',
      },
      {
        en: 'Designmuseum Danmark',
        es: 'Museo del Diseño de Dinamarca',
      },
      {
        en: 'Experimentarium science centre',
        es: 'Centro de ciencia Experimentarium',
      },
      {
        en: 'Rosenborg Castle and the Danish crown jewels',
        es: 'El castillo de Rosenborg y las joyas de la Corona danesa',
      },
    ],
    imageAlt: {
      en: 'Illustration of Copenhagen',
      es: 'Ilustración de Copenhague',
    },
  },
  {
    code: 'lyon',
    order: 200,
    showOn: ['school-trips', 'erasmus-eu', 'enquiry-form'],
    isNew: false,
    minDays: 8,
    maxDays: 16,
    city: {
      en: 'Lyon',
      es: 'Lyon',
    },
    country: {
      en: 'France',
      es: 'Francia',
    },
    theme: {
      en: 'Gastronomy and science',
      es: 'Gastronomía y ciencia',
    },
    description: {
      en: 'France’s capital of gastronomy and the birthplace of cinema, with Roman theatres, Renaissance lanes and a UNESCO-listed historic site.',
      es: 'Capital francesa de la gastronomía y cuna del cine, con teatros romanos, callejuelas renacentistas y un sitio histórico declarado Patrimonio Mundial.',
    },
    features: [
      {
        en: 'Vieux Lyon and its hidden traboules',
        es: 'El Viejo Lyon y sus traboules escondidas',
      },
      {
        en: 'The Roman theatres of Fourvière',
        es: 'Los teatros romanos de Fourvière',
      },
      {
        en: 'Institut Lumière, where cinema was born',
        es: 'El Instituto Lumière, donde nació el cine',
      },
      {
        en: 'Musée des Confluences, a museum of science and societies',
        es: 'El Musée des Confluences, de ciencias y sociedades',
      },
    ],
    imageAlt: {
      en: 'Illustration of Lyon',
      es: 'Ilustración de Lyon',
    },
  },
  {
    code: 'camino',
    order: 210,
    showOn: ['school-trips'],
    isNew: false,
    minDays: 10,
    maxDays: 21,
    city: {
      en: 'Camino de Santiago',
      es: 'Camino de Santiago',
    },
    country: {
      en: 'Spain',
      es: 'España',
    },
    description: {
      en: 'Walk part of Europe’s most famous pilgrimage route to Santiago de Compostela: a shared challenge that builds teamwork, resilience and a love of the outdoors.',
      es: 'Recorra parte de la ruta de peregrinación más famosa de Europa hasta Santiago de Compostela: un reto compartido que fomenta el trabajo en equipo, la constancia y el gusto por la naturaleza.',
    },
    features: [
      {
        en: 'Walking stages through the Galician countryside',
        es: 'Etapas a pie por los paisajes rurales de Galicia',
      },
      {
        en: 'Pilgrim credential and the Compostela certificate',
        es: 'Credencial del peregrino y certificado de la Compostela',
      },
      {
        en: 'The cathedral and old town of Santiago de Compostela',
        es: 'La catedral y el casco histórico de Santiago de Compostela',
      },
      {
        en: 'Luggage transfers between stages',
        es: 'Transporte de equipaje entre etapas',
      },
    ],
    imageAlt: {
      en: 'Illustration of the Camino de Santiago',
      es: 'Ilustración del Camino de Santiago',
    },
  },
]
