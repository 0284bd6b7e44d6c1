import { type Bound, type Translation } from '../i18n/bind'

/** Texts of the pieces the staff screens share, in the admin's two languages (see src/platform/admin/i18n). */
export const sharedEn = {
  unknownDate: 'Unknown',

  /** CSV uploads: the notice for a file that is not CSV, and the busy button. */
  invalidFile: { title: 'Invalid File', description: 'Please select a valid CSV file.' },
  uploading: 'Uploading...',

  report: {
    title: 'Last upload',
    added: 'Added: {{count}}',
    skipped: 'Skipped: {{count}}',
    rowsTitle: 'Rows not imported',
    row: 'Row {{row}}: {{message}}',
    more: '…and {{count}} more.',
    dismiss: 'Dismiss',
  },

  pagination: {
    label: 'Pages of {{what}}',
    previous: 'Previous',
    next: 'Next',
    range: '{{from}}–{{to}} of {{total}}',
    page: 'Page {{page}} of {{pages}}',
  },

  chips: { all: 'All' },

  /** A school's language (which version of a campaign it gets). */
  languages: { en: 'English', es: 'Spanish' },

  /** "1 school", "2,400 schools". */
  school: '{{count}} school',
  schoolsMany: '{{count}} schools',

  backToEmailMarketing: 'Back to Email Marketing',

  /** The admin header and Logout. */
  header: {
    label: 'Admin Dashboard',
    visitSite: 'Visit Site',
    dashboard: 'Dashboard',
    emailMarketing: 'Email Marketing',
    logout: 'Logout',
    loggedOut: { title: 'Logged Out', description: 'You have been successfully logged out.' },
  },

  nav: {
    group: 'Marketing tools',
    emailMarketing: 'Email Marketing',
    campaignCreator: 'Campaign Creator',
    privacyGroup: 'Privacy',
    privacy: 'Person lookup',
  },

  /** A document's Versions tab: who saved each version, and the version no name was kept for. */
  versions: { author: 'Saved by', noAuthor: 'Not recorded' },

  /** What a screen reader says of the notices' corner and of a notice's close button. */
  toasts: { region: 'Notifications', close: 'Close notice' },
} as const

export const sharedEs: Translation<typeof sharedEn> = {
  unknownDate: 'Desconocida',

  invalidFile: { title: 'Archivo no válido', description: 'Seleccione un archivo CSV válido.' },
  uploading: 'Subiendo...',

  report: {
    title: 'Última subida',
    added: 'Añadidas: {{count}}',
    skipped: 'Omitidas: {{count}}',
    rowsTitle: 'Filas no importadas',
    row: 'Fila {{row}}: {{message}}',
    more: '…y {{count}} más.',
    dismiss: 'Cerrar',
  },

  pagination: {
    label: 'Páginas de {{what}}',
    previous: 'Anterior',
    next: 'Siguiente',
    range: '{{from}}–{{to}} de {{total}}',
    page: 'Página {{page}} de {{pages}}',
  },

  chips: { all: 'Todos' },

  languages: { en: 'Inglés', es: 'Español' },

  school: '{{count}} centro',
  schoolsMany: '{{count}} centros',

  backToEmailMarketing: 'Volver a Email marketing',

  header: {
    label: 'Panel de administración',
    visitSite: 'Ver el sitio',
    dashboard: 'Panel de control',
    emailMarketing: 'Email marketing',
    logout: 'Cerrar sesión',
    loggedOut: { title: 'Sesión cerrada', description: 'Ha cerrado la sesión correctamente.' },
  },

  nav: {
    group: 'Herramientas de marketing',
    emailMarketing: 'Email marketing',
    campaignCreator: 'Creador de campañas',
    privacyGroup: 'Privacidad',
    privacy: 'Buscar a una persona',
  },

  versions: { author: 'Guardada por', noAuthor: 'Sin registrar' },

  toasts: { region: 'Notificaciones', close: 'Cerrar aviso' },
}

/** The shared texts in one language, with the counted ones. */
export function sharedText(bound: Bound<typeof sharedEn>, language: string) {
  const numbers = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US')
  return {
    ...bound,
    schools: (count: number) => (count === 1 ? bound.school : bound.schoolsMany)(numbers.format(count)),
  }
}

export type SharedText = ReturnType<typeof sharedText>
