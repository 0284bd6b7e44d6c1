import { stageNames, stages, type Stage } from '@/lib/contacts/stages'
import { inLanguage } from '@/lib/i18n/bilingual'
import { type Bound, type Translation } from '../i18n/bind'

/**
 * Every text the staff Dashboard shows, in the admin's two languages (registered with Payload's i18n, see
 * admin-views/i18n). The English notices (title / description pairs) are the exact texts of the agency's spec.
 * Accessible names of per-row buttons start with the visible label, then name the row they act on.
 */
export const dashboardEn = {
  title: 'Dashboard',
  intro: 'Enquiries from the contact forms and the newsletter list.',
  notAllowed: 'You need an admin account to see this dashboard.',

  cards: {
    total: { label: 'Total Submissions', caption: 'All contact forms' },
    school: { label: 'School Groups', caption: 'Educational trip enquiries' },
    erasmus: { label: 'Erasmus+ Programs', caption: 'EU mobility support' },
    newsletter: { label: 'Newsletter Subscribers', caption: 'Email marketing list' },
    overdue: { label: 'Overdue', caption: 'Still New past the 24-hour promise' },
    // Counts after a colon: one wording for one and for many, in both languages.
    openProposals: { label: 'Open Proposals', caption: 'Sent, awaiting the school’s answer: {{count}}' },
    wonProposals: { label: 'Accepted This Month', caption: 'Proposals accepted: {{count}}' },
  },
  /**
   * The median first answer (src/lib/contacts/first-answer.ts): the figure counts business hours, which a reader
   * would otherwise take for hours on the clock.
   */
  medianAnswer: {
    label: 'Median First Answer',
    caption: 'Business hours (Mon–Fri 9–18) from arrival to a reply or to Contacted, last 30 days',
    // The unit in words: "h" after a figure reads as time on the clock ("0.0 business h").
    value: '{{hours}} business hours',
  },

  collections: { title: 'Collections', open: 'Open {{label}}' },

  contacts: {
    title: 'Contact Submissions',
    tabsLabel: 'Filter contact submissions',
    tabs: { all: 'All', school: 'School Groups', erasmus: 'Erasmus+', trash: 'Trash' },
    empty: {
      all: 'No contact submissions yet.',
      school: 'No school group enquiries yet.',
      erasmus: 'No Erasmus+ enquiries yet.',
      trash: 'The trash is empty.',
    },
    /** The table's headers, in order. */
    columns: {
      name: 'Name',
      email: 'Email',
      organization: 'Organization',
      destination: 'Destination',
      programType: 'Program Type',
      date: 'Date',
      status: 'Stage',
      owner: 'Owner',
      actions: 'Actions',
    },
    stageFilter: 'Stage',
    allStages: 'All stages',
    mine: 'Mine',
    mineHint: 'Only enquiries you own',
    filteredEmpty: 'No enquiries match these filters.',
    unassigned: 'Unassigned',
    viewDetails: 'View Details',
    viewDetailsOf: 'View Details – {{name}}',
    trash: 'Trash',
    trashOf: 'Trash – {{name}}',
    restore: 'Restore',
    restoreOf: 'Restore – {{name}}',
  },

  status: { new: 'New', processed: 'Processed', active: 'Active', overdue: 'Overdue' },
  notSpecified: 'Not specified',
  none: '—',

  details: {
    title: 'Contact Details',
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    destination: 'Destination',
    programType: 'Program Type',
    submitted: 'Submitted',
    status: 'Status',
    message: 'Message',
    trip: {
      title: 'Trip request',
      open: 'Open the request to make a proposal',
    },
    consent: {
      title: 'Consent record',
      at: 'Consent given',
      notRecorded: 'Not recorded',
      form: 'Form',
      page: 'Page',
      locale: 'Language',
      privacyVersion: 'Privacy policy version',
    },
    lastContact: 'Last contact',
    lastContactKept: 'Last contact (deleted {{keptFor}} later)',
    inTrash: 'In the trash',
    close: 'Close',
    reply: 'Reply via Email',
    replySubject: 'Re: your enquiry',
    markProcessed: 'Mark as Processed',
    processing: 'Processing...',
    stage: 'Stage',
    owner: 'Owner',
    takeIt: 'Take it',
    nobody: 'Nobody',
    dueBy: 'Answer due by',
    timeline: 'Timeline',
    timelineLoading: 'Loading the timeline…',
    timelineFailed: 'The timeline could not be loaded.',
    related: 'Earlier enquiries from this person or organisation',
    relatedSameEmail: 'same email',
    relatedSameOrganization: 'same organisation',
    open: 'Open {{name}}',
    noteLabel: 'Add a note',
    noteFirst: 'Write a note first',
    noteHint: 'Only staff see notes (up to 10,000 characters).',
    addNote: 'Add Note',
    addingNote: 'Adding...',
    replyTitle: 'Reply by email',
    replyFirst: 'Write the reply first',
    replyHint:
      'Sent to {{email}} from the agency’s address, with your email as Reply-To; the enquiry is quoted below your text.',
    replySubjectLabel: 'Subject',
    replyText: 'Message',
    sendReply: 'Send Reply',
    sendingReply: 'Sending...',
    sendAgain: 'Send again',
    replyInTrash: 'Restore the enquiry to reply from here.',
  },

  timeline: {
    received: 'Received',
    receivedThrough: 'Received through the {{form}}',
    consent: 'Consent to the privacy policy given {{at}}',
    consentVersion: 'Consent to the privacy policy (version {{version}}) given {{at}}',
    note: 'Note',
    stage: 'Stage: {{from}} → {{to}}',
    owner: 'Owner: {{to}}',
    ownerRemoved: 'Owner removed',
    reply: { queued: 'Reply being sent…', sent: 'Reply sent', failed: 'Reply NOT sent' },
    replyError: 'The mail server refused it: {{error}}',
    reminder: 'Overdue reminder sent to {{to}}',
    notification: 'Staff notification sent to {{to}}',
    ownerNotified: 'The new owner was told by mail ({{to}})',
    autoReply: 'Confirmation sent to the sender',
    proposal: {
      sent: 'Proposal sent to {{to}}',
      accepted: 'Proposal accepted by the school',
      changesRequested: 'The school asked for changes to the proposal',
      other: 'Proposal',
    },
    by: 'by {{name}}',
    system: 'automatic',
  },

  team: {
    title: 'Team',
    intro: 'Everyone here can answer enquiries. An invited colleague gets an email with a link to choose a password.',
    name: 'Name',
    email: 'Email',
    invite: 'Invite Colleague',
    inviting: 'Inviting...',
    you: '(you)',
  },

  newsletter: {
    title: 'Newsletter Subscriptions',
    upload: 'Upload CSV',
    chooseFile: 'Choose a CSV file of newsletter subscribers',
    hint: 'CSV needs a column email, optionally name and school; headers are case-sensitive (email, name, school)',
    empty: 'No newsletter subscribers yet.',
    /** The table's headers, in order. */
    columns: {
      email: 'Email',
      name: 'Name',
      school: 'School',
      source: 'Source',
      subscribed: 'Subscribed Date',
      status: 'Status',
      actions: 'Actions',
    },
    delete: 'Delete',
    deleteOf: 'Delete – {{email}}',
    confirmHeading: 'Delete subscription?',
    confirmBody:
      "The newsletter subscription of {{email}} will be deleted, and the address put on the suppression list: no import can add it again, only the person's own sign-up confirmed from their inbox. This cannot be undone.",
    confirmLabel: 'Delete',
    confirmingLabel: 'Deleting...',
    cancelLabel: 'Cancel',
  },

  refreshFailed: 'The lists could not be refreshed. Reload the page to try again.',

  /** The notices (title, description). */
  notices: {
    stageChanged: { title: 'Contact Updated', description: 'Stage: {{stage}}.' },
    ownerChanged: { title: 'Contact Updated', description: 'Owner: {{owner}}.' },
    updateFailed: { title: 'Update Failed', description: 'The enquiry could not be changed. Please try again.' },
    noteAdded: { title: 'Note Added' },
    noteFailed: { title: 'Note Not Added', description: 'The note could not be saved. Please try again.' },
    replyQueued: { title: 'Reply Sending', description: 'It shows on the timeline once the mail server accepts it.' },
    replySent: { title: 'Reply Sent' },
    replyFailed: {
      title: 'Reply Not Sent',
      description: 'The mail server refused it. Your text is kept on the timeline: send it again.',
    },
    replyRefused: { title: 'Reply Not Sent', description: 'The reply could not be sent. Please try again.' },
    invited: { title: 'Colleague Invited', description: 'An invitation was sent to {{email}}.' },
    invitedNoMail: {
      title: 'Colleague Added',
      description:
        'The invitation mail to {{email}} could not be sent: they can use “Forgot password?” on the sign-in page.',
    },
    inviteFailed: { title: 'Invitation Failed', description: 'The colleague could not be invited. Please try again.' },
    processed: { title: 'Contact Updated', description: 'Contact has been marked as processed successfully.' },
    processFailed: { title: 'Update Failed', description: 'Failed to mark contact as processed. Please try again.' },
    trashed: { title: 'Contact Moved to Trash' },
    trashFailed: { title: 'Move to Trash Failed', description: 'Failed to move contact to trash. Please try again.' },
    restored: { title: 'Contact Restored' },
    restoreFailed: { title: 'Restore Failed', description: 'Failed to restore contact from trash. Please try again.' },
    csvUploaded: {
      title: 'CSV Upload Successful',
      // Imported addresses get no confirmation mail: the staff who upload the file vouch for their consent.
      description:
        'Added {{count}} new newsletter subscriptions. Imported addresses are subscribed at once, without a confirmation mail: only import people who agreed to receive the newsletter.',
    },
    csvFailed: {
      title: 'Upload Failed',
      description: 'Failed to upload CSV file. Please check the format and try again.',
    },
    subscriptionDeleted: {
      title: 'Subscription Deleted',
      description: 'Newsletter subscription has been deleted successfully.',
    },
    deleteFailed: {
      title: 'Delete Failed',
      description: 'Failed to delete newsletter subscription. Please try again.',
    },
  },
} as const

export const dashboardEs: Translation<typeof dashboardEn> = {
  title: 'Panel de control',
  intro: 'Consultas de los formularios de contacto y la lista del boletín.',
  notAllowed: 'Necesita una cuenta de administración para ver este panel.',

  cards: {
    total: { label: 'Total de solicitudes', caption: 'Todos los formularios de contacto' },
    school: { label: 'Grupos escolares', caption: 'Consultas de viajes educativos' },
    erasmus: { label: 'Programas Erasmus+', caption: 'Apoyo a la movilidad europea' },
    newsletter: { label: 'Suscriptores del boletín', caption: 'Lista de email marketing' },
    overdue: { label: 'Vencidas', caption: 'Siguen en Nueva pasadas las 24 horas prometidas' },
    openProposals: {
      label: 'Propuestas abiertas',
      caption: 'Enviadas, a la espera de la respuesta del centro: {{count}}',
    },
    wonProposals: { label: 'Aceptadas este mes', caption: 'Propuestas aceptadas: {{count}}' },
  },
  medianAnswer: {
    label: 'Mediana de primera respuesta',
    caption:
      'Horas laborables (lun–vie 9–18) desde la llegada hasta la respuesta o el paso a Contactada, últimos 30 días',
    value: '{{hours}} horas laborables',
  },

  collections: { title: 'Colecciones', open: 'Abrir {{label}}' },

  contacts: {
    title: 'Solicitudes de contacto',
    tabsLabel: 'Filtrar solicitudes de contacto',
    tabs: { all: 'Todas', school: 'Grupos escolares', erasmus: 'Erasmus+', trash: 'Papelera' },
    empty: {
      all: 'Todavía no hay solicitudes de contacto.',
      school: 'Todavía no hay consultas de grupos escolares.',
      erasmus: 'Todavía no hay consultas de Erasmus+.',
      trash: 'La papelera está vacía.',
    },
    columns: {
      name: 'Nombre',
      email: 'Correo electrónico',
      organization: 'Organización',
      destination: 'Destino',
      programType: 'Tipo de programa',
      date: 'Fecha',
      status: 'Etapa',
      owner: 'Responsable',
      actions: 'Acciones',
    },
    stageFilter: 'Etapa',
    allStages: 'Todas las etapas',
    mine: 'Mías',
    mineHint: 'Solo las consultas de las que usted es responsable',
    filteredEmpty: 'Ninguna consulta coincide con estos filtros.',
    unassigned: 'Sin asignar',
    viewDetails: 'Ver detalles',
    viewDetailsOf: 'Ver detalles – {{name}}',
    trash: 'Papelera',
    trashOf: 'Papelera – {{name}}',
    restore: 'Restaurar',
    restoreOf: 'Restaurar – {{name}}',
  },

  status: { new: 'Nueva', processed: 'Procesada', active: 'Activo', overdue: 'Vencida' },
  notSpecified: 'Sin especificar',
  none: '—',

  details: {
    title: 'Detalles del contacto',
    name: 'Nombre',
    email: 'Correo electrónico',
    organization: 'Organización',
    destination: 'Destino',
    programType: 'Tipo de programa',
    submitted: 'Enviada',
    status: 'Estado',
    message: 'Mensaje',
    trip: {
      title: 'Solicitud de viaje',
      open: 'Abrir la solicitud para preparar una propuesta',
    },
    consent: {
      title: 'Registro del consentimiento',
      at: 'Consentimiento dado',
      notRecorded: 'No registrado',
      form: 'Formulario',
      page: 'Página',
      locale: 'Idioma',
      privacyVersion: 'Versión de la política de privacidad',
    },
    lastContact: 'Último contacto',
    lastContactKept: 'Último contacto (se elimina {{keptFor}} después)',
    inTrash: 'En la papelera',
    close: 'Cerrar',
    reply: 'Responder por correo',
    replySubject: 'Re: su consulta',
    markProcessed: 'Marcar como procesada',
    processing: 'Procesando...',
    stage: 'Etapa',
    owner: 'Responsable',
    takeIt: 'Asignármela',
    nobody: 'Nadie',
    dueBy: 'Responder antes de',
    timeline: 'Historial',
    timelineLoading: 'Cargando el historial…',
    timelineFailed: 'No se ha podido cargar el historial.',
    related: 'Consultas anteriores de esta persona u organización',
    relatedSameEmail: 'mismo correo',
    relatedSameOrganization: 'misma organización',
    open: 'Abrir {{name}}',
    noteLabel: 'Añadir una nota',
    noteFirst: 'Escriba primero una nota',
    noteHint: 'Solo el equipo ve las notas (hasta 10.000 caracteres).',
    addNote: 'Añadir nota',
    addingNote: 'Añadiendo...',
    replyTitle: 'Responder por correo',
    replyFirst: 'Escriba primero la respuesta',
    replyHint:
      'Se envía a {{email}} desde la dirección de la agencia, con su correo como Reply-To; la consulta se cita debajo de su texto.',
    replySubjectLabel: 'Asunto',
    replyText: 'Mensaje',
    sendReply: 'Enviar respuesta',
    sendingReply: 'Enviando...',
    sendAgain: 'Enviar de nuevo',
    replyInTrash: 'Restaure la consulta para responder desde aquí.',
  },

  timeline: {
    received: 'Recibida',
    receivedThrough: 'Recibida a través de: {{form}}',
    consent: 'Consentimiento a la política de privacidad dado el {{at}}',
    consentVersion: 'Consentimiento a la política de privacidad (versión {{version}}) dado el {{at}}',
    note: 'Nota',
    stage: 'Etapa: {{from}} → {{to}}',
    owner: 'Responsable: {{to}}',
    ownerRemoved: 'Responsable retirado',
    reply: { queued: 'Enviando la respuesta…', sent: 'Respuesta enviada', failed: 'Respuesta NO enviada' },
    replyError: 'El servidor de correo la rechazó: {{error}}',
    reminder: 'Aviso de consulta vencida enviado a {{to}}',
    notification: 'Aviso al equipo enviado a {{to}}',
    ownerNotified: 'Se avisó por correo a la nueva persona responsable ({{to}})',
    autoReply: 'Confirmación enviada al remitente',
    proposal: {
      sent: 'Propuesta enviada a {{to}}',
      accepted: 'El centro ha aceptado la propuesta',
      changesRequested: 'El centro ha pedido cambios en la propuesta',
      other: 'Propuesta',
    },
    by: 'por {{name}}',
    system: 'automático',
  },

  team: {
    title: 'Equipo',
    intro:
      'Todas estas personas pueden responder consultas. Quien reciba una invitación recibe un correo con un enlace para elegir su contraseña.',
    name: 'Nombre',
    email: 'Correo electrónico',
    invite: 'Invitar a un compañero',
    inviting: 'Invitando...',
    you: '(usted)',
  },

  newsletter: {
    title: 'Suscripciones al boletín',
    upload: 'Subir CSV',
    chooseFile: 'Elija un archivo CSV de suscriptores del boletín',
    hint: 'El CSV necesita una columna email y, si lo desea, name y school; los encabezados distinguen mayúsculas (email, name, school)',
    empty: 'Todavía no hay suscriptores del boletín.',
    columns: {
      email: 'Correo electrónico',
      name: 'Nombre',
      school: 'Centro educativo',
      source: 'Origen',
      subscribed: 'Fecha de suscripción',
      status: 'Estado',
      actions: 'Acciones',
    },
    delete: 'Eliminar',
    deleteOf: 'Eliminar – {{email}}',
    confirmHeading: '¿Eliminar la suscripción?',
    confirmBody:
      'Se eliminará la suscripción al boletín de {{email}} y la dirección pasará a la lista de exclusión: ninguna importación podrá volver a añadirla, solo una nueva suscripción de la propia persona confirmada desde su correo. Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar',
    confirmingLabel: 'Eliminando...',
    cancelLabel: 'Cancelar',
  },

  refreshFailed: 'No se han podido actualizar las listas. Vuelva a cargar la página para intentarlo de nuevo.',

  notices: {
    stageChanged: { title: 'Contacto actualizado', description: 'Etapa: {{stage}}.' },
    ownerChanged: { title: 'Contacto actualizado', description: 'Responsable: {{owner}}.' },
    updateFailed: {
      title: 'Error al actualizar',
      description: 'No se ha podido cambiar la consulta. Inténtelo de nuevo.',
    },
    noteAdded: { title: 'Nota añadida' },
    noteFailed: { title: 'Nota no añadida', description: 'No se ha podido guardar la nota. Inténtelo de nuevo.' },
    replyQueued: {
      title: 'Enviando la respuesta',
      description: 'Aparecerá en el historial cuando el servidor de correo la acepte.',
    },
    replySent: { title: 'Respuesta enviada' },
    replyFailed: {
      title: 'Respuesta no enviada',
      description: 'El servidor de correo la rechazó. Su texto se conserva en el historial: envíelo de nuevo.',
    },
    replyRefused: {
      title: 'Respuesta no enviada',
      description: 'No se ha podido enviar la respuesta. Inténtelo de nuevo.',
    },
    invited: { title: 'Compañero invitado', description: 'Se ha enviado una invitación a {{email}}.' },
    invitedNoMail: {
      title: 'Compañero añadido',
      description:
        'No se ha podido enviar la invitación a {{email}}: puede usar «¿Olvidó su contraseña?» en la página de acceso.',
    },
    inviteFailed: {
      title: 'Invitación fallida',
      description: 'No se ha podido invitar al compañero. Inténtelo de nuevo.',
    },
    processed: { title: 'Contacto actualizado', description: 'El contacto se ha marcado como procesado.' },
    processFailed: {
      title: 'Error al actualizar',
      description: 'No se ha podido marcar el contacto como procesado. Inténtelo de nuevo.',
    },
    trashed: { title: 'Contacto movido a la papelera' },
    trashFailed: {
      title: 'Error al mover a la papelera',
      description: 'No se ha podido mover el contacto a la papelera. Inténtelo de nuevo.',
    },
    restored: { title: 'Contacto restaurado' },
    restoreFailed: {
      title: 'Error al restaurar',
      description: 'No se ha podido restaurar el contacto de la papelera. Inténtelo de nuevo.',
    },
    csvUploaded: {
      title: 'CSV subido correctamente',
      description:
        'Se han añadido {{count}} suscripciones nuevas al boletín. Las direcciones importadas quedan suscritas de inmediato, sin correo de confirmación: importe solo a personas que hayan aceptado recibir el boletín.',
    },
    csvFailed: {
      title: 'Error al subir',
      description: 'No se ha podido subir el archivo CSV. Compruebe el formato e inténtelo de nuevo.',
    },
    subscriptionDeleted: {
      title: 'Suscripción eliminada',
      description: 'La suscripción al boletín se ha eliminado correctamente.',
    },
    deleteFailed: {
      title: 'Error al eliminar',
      description: 'No se ha podido eliminar la suscripción al boletín. Inténtelo de nuevo.',
    },
  },
}

/** The Dashboard's texts in one language, with the few that choose between two wordings. */
export function dashboardText(bound: Bound<typeof dashboardEn>, language: string) {
  const { details, timeline, notices, medianAnswer } = bound
  return {
    ...bound,
    language,
    /** The follow-up stages' names (the same as the contacts collection shows). */
    stages: Object.fromEntries(stages.map((stage) => [stage, inLanguage(language, stageNames[stage])])) as Record<
      Stage,
      string
    >,
    medianAnswer: {
      ...medianAnswer,
      value: (value: number | null) => (value === null ? '—' : medianAnswer.value(roundHours(value, language))),
    },
    details: {
      ...details,
      lastContact: (keptFor: string | null) => (keptFor ? details.lastContactKept(keptFor) : details.lastContact),
    },
    timeline: {
      ...timeline,
      received: (form: string | null) => (form ? timeline.receivedThrough(form) : timeline.received),
      consent: (at: string, version: string | null) =>
        version ? timeline.consentVersion(at, version) : timeline.consent(at),
      owner: (to: string | null) => (to ? timeline.owner(to) : timeline.ownerRemoved),
    },
    notices: {
      ...notices,
      stageChanged: (stage: string) => ({
        ...notices.stageChanged,
        description: notices.stageChanged.description(stage),
      }),
      ownerChanged: (owner: string) => ({
        ...notices.ownerChanged,
        description: notices.ownerChanged.description(owner),
      }),
      invited: (email: string) => ({ ...notices.invited, description: notices.invited.description(email) }),
      invitedNoMail: (email: string) => ({
        ...notices.invitedNoMail,
        description: notices.invitedNoMail.description(email),
      }),
    },
  }
}

export type DashboardText = ReturnType<typeof dashboardText>

/** "3.5" under 10 hours (one decimal, "0.0" included), whole hours above; in the language's own decimal mark. */
function roundHours(hours: number, language: string): string {
  const digits = hours < 10 ? 1 : 0
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(hours)
}
