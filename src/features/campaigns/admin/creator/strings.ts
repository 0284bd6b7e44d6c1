import { type Bound, type Translation } from '@/platform/admin/i18n/bind'
import type { SharedText } from '@/platform/admin/ui/strings'

/**
 * Every text the Campaign Creator shows, in the admin's two languages (see src/platform/admin/i18n). The English notices
 * (title / description pairs) are the exact texts of the agency's spec; the field messages come from
 * campaignSchema via i18n/en.json and i18n/es.json.
 */
export const campaignCreatorEn = {
  title: 'Campaign Creator',
  intro:
    'Write the email in English (and in Spanish if you like), check both in the preview and choose the schools it goes to. Each school gets the version of its language.',
  loading: 'Loading campaign creator...',

  form: {
    title: 'Campaign Details',
    name: 'Campaign Name',
    namePlaceholder: 'e.g. Spring 2026 school trips',
    subject: 'Subject Line',
    subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
    content: 'Email Content (HTML)',
    contentHint:
      'The email is sent as written here. Keep the unsubscribe line: {{placeholder}} is filled in when it is sent.',
    mode: 'Editor',
    modes: { visual: 'Visual editor', html: 'HTML' },
    modeHint:
      'The visual editor needs no HTML: the branded header, footer and unsubscribe line are added for you. HTML mode sends your HTML as written.',
    visualHint:
      'Headings, bold, italic, links, lists, images from the media library and buttons: use the toolbar, or type “/”. Placeholders are in the toolbar’s Placeholders menu.',
    textPartHint: 'Optional. Without it, a text version is made from the content.',
    insertPlaceholder: 'Insert placeholder…',
    languages: 'Language versions',
    spanishToggle: 'Add a Spanish version',
    spanishHint:
      'Schools whose language is Spanish get it; every other school, and Spanish schools when there is no Spanish version, get the English one.',
    templates: {
      title: 'Templates',
      choose: 'Start from a template',
      apply: 'Use template',
      applyConfirm: 'Replace the current content with this template?',
      saveName: 'Template name',
      save: 'Save as template',
      saving: 'Saving...',
      saved: { title: 'Template Saved', description: 'You can start new campaigns from it.' },
      failed: { title: 'Saving Failed', description: 'The template could not be saved. Please check the content.' },
    },
    placeholdersTitle: 'Placeholders',
    /** The email editor's Placeholders menu. */
    placeholderNames: { schoolName: 'School name', contactPerson: 'Contact person', country: 'Country', city: 'City' },
    placeholdersHint: 'Use them in the subject and the content; each school gets its own values.',
    placeholders: {
      schoolName: 'school name',
      contactPerson: 'contact person',
      country: 'country',
      city: 'city',
    },
    showPreview: 'Show Preview',
    hidePreview: 'Hide Preview',
    create: 'Create Campaign',
    creating: 'Creating...',
    draftNote: 'The campaign is saved as a draft; nothing is sent yet.',
  },

  preview: {
    title: 'Email Preview',
    intro:
      'With sample values: Sample School, Educator, Spain, Madrid (in Spanish: Centro de ejemplo, docente, España, Madrid).',
    subject: 'Subject',
    noSubject: '(no subject yet)',
    frameTitle: 'Preview of the email content',
    frameTitleEs: 'Preview of the Spanish email content',
    heading: { en: 'English version', es: 'Spanish version' },
    loading: 'Rendering the preview...',
    textPart: 'Text version',
    close: 'Hide Preview',
  },

  versions: {
    en: {
      tab: 'English',
      subject: 'Subject Line',
      subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
      subjectPlaceholders: 'Insert a placeholder into the subject',
      content: 'Email Content',
      html: 'Email Content (HTML)',
      htmlPlaceholders: 'Insert a placeholder into the HTML',
      textPart: 'Text version (optional)',
    },
    es: {
      tab: 'Spanish',
      subject: 'Spanish Subject',
      subjectPlaceholder: 'p. ej. Un viaje escolar a Madrid para -schoolName-',
      subjectPlaceholders: 'Insert a placeholder into the Spanish subject',
      content: 'Spanish Content',
      html: 'Spanish Content (HTML)',
      htmlPlaceholders: 'Insert a placeholder into the Spanish HTML',
      textPart: 'Spanish text version (optional)',
    },
  },

  recipients: {
    title: 'Select Recipients',
    selected: '{{count}} selected',
    country: 'Country',
    labels: 'Labels',
    labelsHint: 'Shows schools with any of the selected labels.',
    showing: 'Showing {{schools}}',
    selectAll: 'Select All',
    deselectAll: 'Deselect All',
    listLabel: 'Schools',
    noMatch: 'No schools match your filters',
    noSchools: 'No schools to send to yet. Add schools on the Email Marketing screen.',
    optedOutNote: 'Schools that unsubscribed are not listed.',
    select: 'Select {{name}}',
  },

  /** The notices (title, description). */
  notices: {
    created: { title: 'Campaign Created!', description: 'Your email campaign has been created successfully.' },
    failed: { title: 'Creation Failed', description: 'Failed to create campaign. Please try again.' },
  },
} as const

export const campaignCreatorEs: Translation<typeof campaignCreatorEn> = {
  title: 'Creador de campañas',
  intro:
    'Escriba el correo en inglés (y en español si lo desea), revise ambos en la vista previa y elija los centros a los que se envía. Cada centro recibe la versión de su idioma.',
  loading: 'Cargando el creador de campañas...',

  form: {
    title: 'Datos de la campaña',
    name: 'Nombre de la campaña',
    namePlaceholder: 'p. ej. Viajes escolares primavera 2026',
    subject: 'Asunto',
    subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
    content: 'Contenido del correo (HTML)',
    contentHint:
      'El correo se envía tal como se escribe aquí. Mantenga la línea para darse de baja: {{placeholder}} se completa al enviarlo.',
    mode: 'Editor',
    modes: { visual: 'Editor visual', html: 'HTML' },
    modeHint:
      'El editor visual no necesita HTML: la cabecera, el pie y la línea para darse de baja se añaden solos. El modo HTML envía su HTML tal como está escrito.',
    visualHint:
      'Títulos, negrita, cursiva, enlaces, listas, imágenes de la biblioteca de medios y botones: use la barra de herramientas o escriba «/». Los marcadores están en el menú Marcadores de la barra.',
    textPartHint: 'Opcional. Si no la escribe, se genera una versión de texto a partir del contenido.',
    insertPlaceholder: 'Insertar marcador…',
    languages: 'Versiones por idioma',
    spanishToggle: 'Añadir una versión en español',
    spanishHint:
      'La reciben los centros cuyo idioma es el español; todos los demás, y también los centros españoles cuando no hay versión en español, reciben la inglesa.',
    templates: {
      title: 'Plantillas',
      choose: 'Partir de una plantilla',
      apply: 'Usar plantilla',
      applyConfirm: '¿Sustituir el contenido actual por esta plantilla?',
      saveName: 'Nombre de la plantilla',
      save: 'Guardar como plantilla',
      saving: 'Guardando...',
      saved: { title: 'Plantilla guardada', description: 'Puede crear nuevas campañas a partir de ella.' },
      failed: {
        title: 'Error al guardar',
        description: 'No se ha podido guardar la plantilla. Revise el contenido.',
      },
    },
    placeholdersTitle: 'Marcadores',
    placeholderNames: {
      schoolName: 'Nombre del centro',
      contactPerson: 'Persona de contacto',
      country: 'País',
      city: 'Ciudad',
    },
    placeholdersHint: 'Úselos en el asunto y en el contenido; cada centro recibe sus propios datos.',
    placeholders: {
      schoolName: 'nombre del centro',
      contactPerson: 'persona de contacto',
      country: 'país',
      city: 'ciudad',
    },
    showPreview: 'Mostrar vista previa',
    hidePreview: 'Ocultar vista previa',
    create: 'Crear campaña',
    creating: 'Creando...',
    draftNote: 'La campaña se guarda como borrador; todavía no se envía nada.',
  },

  preview: {
    title: 'Vista previa del correo',
    intro:
      'Con datos de ejemplo: Sample School, Educator, Spain, Madrid (en español: Centro de ejemplo, docente, España, Madrid).',
    subject: 'Asunto',
    noSubject: '(todavía sin asunto)',
    frameTitle: 'Vista previa del contenido del correo',
    frameTitleEs: 'Vista previa del contenido del correo en español',
    heading: { en: 'Versión en inglés', es: 'Versión en español' },
    loading: 'Generando la vista previa...',
    textPart: 'Versión de texto',
    close: 'Ocultar vista previa',
  },

  versions: {
    en: {
      tab: 'Inglés',
      subject: 'Asunto',
      subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
      subjectPlaceholders: 'Insertar un marcador en el asunto',
      content: 'Contenido del correo',
      html: 'Contenido del correo (HTML)',
      htmlPlaceholders: 'Insertar un marcador en el HTML',
      textPart: 'Versión de texto (opcional)',
    },
    es: {
      tab: 'Español',
      subject: 'Asunto en español',
      subjectPlaceholder: 'p. ej. Un viaje escolar a Madrid para -schoolName-',
      subjectPlaceholders: 'Insertar un marcador en el asunto en español',
      content: 'Contenido en español',
      html: 'Contenido en español (HTML)',
      htmlPlaceholders: 'Insertar un marcador en el HTML en español',
      textPart: 'Versión de texto en español (opcional)',
    },
  },

  recipients: {
    title: 'Elegir destinatarios',
    selected: '{{count}} seleccionados',
    country: 'País',
    labels: 'Etiquetas',
    labelsHint: 'Muestra los centros con cualquiera de las etiquetas elegidas.',
    showing: 'Se muestran {{schools}}',
    selectAll: 'Seleccionar todos',
    deselectAll: 'Quitar la selección',
    listLabel: 'Centros',
    noMatch: 'Ningún centro coincide con sus filtros',
    noSchools: 'Todavía no hay centros a los que enviar. Añada centros en la pantalla Email marketing.',
    optedOutNote: 'No se muestran los centros que se dieron de baja.',
    select: 'Seleccionar {{name}}',
  },

  notices: {
    created: { title: '¡Campaña creada!', description: 'Su campaña de correo se ha creado correctamente.' },
    failed: { title: 'Error al crear', description: 'No se ha podido crear la campaña. Inténtelo de nuevo.' },
  },
}

/** The Campaign Creator's texts in one language, with the counted ones. */
export function campaignCreatorText(bound: Bound<typeof campaignCreatorEn>, shared: SharedText, language: string) {
  const numbers = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US')
  const { form, recipients } = bound
  return {
    ...bound,
    language,
    form: { ...form, contentHint: form.contentHint('{{unsubscribeUrl}}') },
    recipients: {
      ...recipients,
      selected: (count: number) => recipients.selected(numbers.format(count)),
      showing: (count: number) => recipients.showing(shared.schools(count)),
    },
  }
}
