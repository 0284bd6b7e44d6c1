import type { Locale } from '@i18n/locales'

type Labelled = Record<Locale, string>

/**
 * The enquiry form's last destination option. The others are the destinations editors publish
 * (collection `destinations`, read by src/features/content/destinations.ts), labelled "city – theme".
 */
export const otherDestination: Labelled = { en: 'Other / not sure yet', es: 'Otro / aún no lo sé' }

/** Erasmus+ programme types (docs/product.md › Contact form). */
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
