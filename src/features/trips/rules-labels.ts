import type { Bilingual } from '@/platform/i18n/bilingual'

/** The months as the price rules' season pickers name them. */
export const monthNames: Bilingual[] = [
  { en: 'January', es: 'enero' },
  { en: 'February', es: 'febrero' },
  { en: 'March', es: 'marzo' },
  { en: 'April', es: 'abril' },
  { en: 'May', es: 'mayo' },
  { en: 'June', es: 'junio' },
  { en: 'July', es: 'julio' },
  { en: 'August', es: 'agosto' },
  { en: 'September', es: 'septiembre' },
  { en: 'October', es: 'octubre' },
  { en: 'November', es: 'noviembre' },
  { en: 'December', es: 'diciembre' },
]

/** How an add-on is charged. */
export const addOnUnits = {
  person: { en: 'Per person', es: 'Por persona' },
  group: { en: 'Per group', es: 'Por grupo' },
} as const satisfies Record<string, Bilingual>

/** The price rules' validation messages, in the editor's language. */
export const ruleMessages = {
  whole: (floor: number): Bilingual => ({
    en: `A whole number, ${floor} or more.`,
    es: `Un número entero, ${floor} o más.`,
  }),
  maxBelowMin: {
    en: 'The largest group cannot be smaller than the smallest.',
    es: 'El grupo máximo no puede ser menor que el mínimo.',
  },
  codeRepeated: {
    en: 'Each add-on needs a code of its own: trip requests name add-ons by it.',
    es: 'Cada extra necesita un código propio: las solicitudes de viaje lo identifican por él.',
  },
  code: {
    en: 'Lower-case letters, digits and hyphens only (at most 40).',
    es: 'Solo minúsculas, cifras y guiones (40 como máximo).',
  },
} satisfies Record<string, Bilingual | ((floor: number) => Bilingual)>
