import { type Bound, type Translation } from '@/platform/admin/i18n/bind'

/**
 * Every text the Privacy screen shows, in the admin's two languages (see src/platform/admin/i18n); validation messages
 * come from the shared schemas via i18n/en.json and i18n/es.json.
 */
export const privacyEn = {
  title: 'Privacy',
  intro:
    'One person, one place: search an email address to see every record that concerns it, export it all, or erase it.',
  loading: 'Loading the privacy screen...',

  search: {
    title: 'Find a person',
    label: 'Email address',
    hint: 'The exact address, any case. It is sent in the request body and never stored by the search.',
    submit: 'Search',
    searching: 'Searching...',
  },

  result: {
    title: 'Records of {{email}}',
    none: 'No records with this address.',
    one: '1 record',
    many: '{{count}} records',
    suppressed: 'On the suppression list ({{reason}}) since {{date}}: never added or mailed again.',
    notSuppressed: 'Not on the suppression list.',
    open: 'Open in the admin',
    openOf: 'Open in the admin – {{label}} #{{id}}',
    inTrash: 'In the trash',
    history: 'Staff actions concerning this person',
    noHistory: 'No staff actions recorded for this address.',
    historyColumns: { when: 'When', action: 'Action', who: 'Staff member', summary: 'What' },
    system: 'System',
  },

  actions: {
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    erase: 'Erase all',
    eraseHeading: 'Erase this person?',
    eraseBody:
      'Every record of {{email}} ({{records}} in all: enquiries, subscription, school contact…) will be deleted in one go, and the address will be kept only as a keyed hash on the suppression list, so it is never added or mailed again. This cannot be undone. Export the data first if the person asked for a copy.',
    eraseConfirm: 'Erase',
    erasing: 'Erasing...',
    cancel: 'Cancel',
  },

  recent: {
    title: 'Recent activity in the audit trail',
    empty: 'Nothing recorded yet.',
    all: 'Open the whole audit trail',
  },

  notices: {
    searchFailed: { title: 'Search Failed', description: 'The records could not be read. Please try again.' },
    exported: { title: 'Export Ready', description: 'The file has been downloaded.' },
    exportFailed: { title: 'Export Failed', description: 'The export could not be made. Please try again.' },
    erased: {
      title: 'Person Erased',
      description: '{{count}} records removed; the address is on the suppression list.',
    },
    eraseFailed: { title: 'Erase Failed', description: 'Nothing was erased. Please try again.' },
  },
} as const

export const privacyEs: Translation<typeof privacyEn> = {
  title: 'Privacidad',
  intro:
    'Una persona, un solo lugar: busque una dirección de correo para ver todos los registros que la afectan, exportarlos o borrarlos.',
  loading: 'Cargando la pantalla de privacidad...',

  search: {
    title: 'Buscar a una persona',
    label: 'Dirección de correo',
    hint: 'La dirección exacta, sin importar mayúsculas. Se envía en el cuerpo de la petición y la búsqueda nunca la guarda.',
    submit: 'Buscar',
    searching: 'Buscando...',
  },

  result: {
    title: 'Registros de {{email}}',
    none: 'No hay registros con esta dirección.',
    one: '1 registro',
    many: '{{count}} registros',
    suppressed: 'En la lista de exclusión ({{reason}}) desde el {{date}}: nunca se vuelve a añadir ni a escribir.',
    notSuppressed: 'No está en la lista de exclusión.',
    open: 'Abrir en la administración',
    openOf: 'Abrir en la administración – {{label}} #{{id}}',
    inTrash: 'En la papelera',
    history: 'Acciones del equipo relativas a esta persona',
    noHistory: 'No hay acciones del equipo registradas para esta dirección.',
    historyColumns: { when: 'Cuándo', action: 'Acción', who: 'Miembro del equipo', summary: 'Qué' },
    system: 'Sistema',
  },

  actions: {
    exportJson: 'Exportar JSON',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    erase: 'Borrar todo',
    eraseHeading: '¿Borrar a esta persona?',
    eraseBody:
      'Todos los registros de {{email}} ({{records}} en total: consultas, suscripción, contacto de centro…) se eliminarán de una vez, y la dirección solo se conservará como hash con clave en la lista de exclusión, para que nunca se vuelva a añadir ni a escribir. Esta acción no se puede deshacer. Exporte antes los datos si la persona pidió una copia.',
    eraseConfirm: 'Borrar',
    erasing: 'Borrando...',
    cancel: 'Cancelar',
  },

  recent: {
    title: 'Actividad reciente en el registro de auditoría',
    empty: 'Todavía no hay nada registrado.',
    all: 'Abrir todo el registro de auditoría',
  },

  notices: {
    searchFailed: {
      title: 'Error en la búsqueda',
      description: 'No se han podido leer los registros. Inténtelo de nuevo.',
    },
    exported: { title: 'Exportación lista', description: 'El archivo se ha descargado.' },
    exportFailed: {
      title: 'Error al exportar',
      description: 'No se ha podido hacer la exportación. Inténtelo de nuevo.',
    },
    erased: {
      title: 'Persona borrada',
      description: 'Se han eliminado {{count}} registros; la dirección está en la lista de exclusión.',
    },
    eraseFailed: { title: 'Error al borrar', description: 'No se ha borrado nada. Inténtelo de nuevo.' },
  },
}

/** The Privacy screen's texts in one language, with the counted ones. */
export function privacyText(bound: Bound<typeof privacyEn>, language: string) {
  const { result } = bound
  return { ...bound, language, result: { ...result, count: (n: number) => (n === 1 ? result.one : result.many(n)) } }
}
