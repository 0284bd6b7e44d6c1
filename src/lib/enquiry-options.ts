import type { Locale } from '@i18n/locales'

type Labelled = Record<Locale, string>

/** Destination codes of the school enquiry form (SPEC §3), labelled "city – theme". */
export const destinations = {
  madrid: { en: 'Madrid – Art, history and Spanish language', es: 'Madrid – Arte, historia y lengua española' },
  valladolid: { en: 'Valladolid – Castilian heritage', es: 'Valladolid – Patrimonio castellano' },
  malaga: { en: 'Málaga – Picasso and the Mediterranean', es: 'Málaga – Picasso y el Mediterráneo' },
  alicante: { en: 'Alicante – Coast and culture', es: 'Alicante – Costa y cultura' },
  gijon: { en: 'Gijón – Asturian nature and industry', es: 'Gijón – Naturaleza e industria asturianas' },
  porto: { en: 'Porto – River, port and azulejos', es: 'Oporto – Río, puerto y azulejos' },
  bari: { en: 'Bari – Puglia and the Adriatic', es: 'Bari – Apulia y el Adriático' },
  catania: { en: 'Catania – Etna and Sicilian history', es: 'Catania – El Etna y la historia siciliana' },
  budapest: { en: 'Budapest – Danube and Central Europe', es: 'Budapest – El Danubio y Europa Central' },
  prague: { en: 'Prague – Medieval and modern Europe', es: 'Praga – Europa medieval y moderna' },
  poznan: { en: 'Poznań – Polish culture and innovation', es: 'Poznań – Cultura e innovación polacas' },
  warsaw: { en: 'Warsaw – 20th-century history', es: 'Varsovia – Historia del siglo XX' },
  krakow: { en: 'Kraków – Royal city and memory', es: 'Cracovia – Ciudad real y memoria' },
  copenhagen: { en: 'Copenhagen – Sustainability and design', es: 'Copenhague – Sostenibilidad y diseño' },
  lyon: { en: 'Lyon – Gastronomy and science', es: 'Lyon – Gastronomía y ciencia' },
  other: { en: 'Other / not sure yet', es: 'Otro / aún no lo sé' },
} as const satisfies Record<string, Labelled>

export type Destination = keyof typeof destinations
export const destinationValues = Object.keys(destinations) as Destination[]

/** Erasmus+ programme types (SPEC §3). */
export const programTypes = {
  ka1: { en: 'KA1 Learning Mobility', es: 'Movilidad de aprendizaje KA1' },
  teacher: { en: 'Teacher training programmes', es: 'Programas de formación del profesorado' },
  consultation: { en: 'General Consultation', es: 'Consulta general' },
} as const satisfies Record<string, Labelled>

export type ProgramType = keyof typeof programTypes
export const programTypeValues = Object.keys(programTypes) as ProgramType[]

export const contactTypes = {
  school: { en: 'School Group', es: 'Grupo escolar' },
  erasmus: { en: 'Erasmus+', es: 'Erasmus+' },
} as const satisfies Record<string, Labelled>

export type ContactType = keyof typeof contactTypes
export const contactTypeValues = Object.keys(contactTypes) as ContactType[]

/** The longest name, organisation and message an enquiry takes: the schema's ceilings and the form's maxlength. */
export const enquiryLimits = { name: 100, organization: 200, message: 5000 } as const
