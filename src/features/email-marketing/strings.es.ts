import type { Translation } from '@/platform/admin/i18n/bind'
import type { emailMarketingEn } from './strings'

/** The Email Marketing screen's texts in Spain's Spanish (usted), key for key the English ones in ./strings.ts. */
export const emailMarketingEs: Translation<typeof emailMarketingEn> = {
  title: 'Email marketing',
  intro: 'Su base de datos de centros educativos, sus campañas y sus resultados.',
  loading: 'Cargando el panel de email marketing...',

  cards: {
    schools: { label: 'Total de centros', caption: 'En su base de datos' },
    active: { label: 'Campañas activas', caption: 'Enviándose o programadas' },
    campaigns: { label: 'Total de campañas', caption: 'Todas las campañas' },
    sent: { label: 'Correos enviados', caption: 'Este mes' },
  },

  tabsLabel: 'Secciones de email marketing',
  tabs: { overview: 'Resumen', schools: 'Base de datos de centros', campaigns: 'Campañas', analytics: 'Analítica' },

  overview: {
    quickActions: 'Acciones rápidas',
    importTitle: 'Importar centros',
    upload: 'Subir CSV de centros',
    chooseFile: 'Elija un archivo CSV de centros',
    hint: 'Columnas: name, email, country, city, contact_person, phone, website, labels (separe las etiquetas con ;), language (en o es; vacía: es para los centros de España, en para los demás), open_tracking_consent (yes solo si el centro ha aceptado que nuestros correos cuenten las aperturas; vacía: no)',
    serverSaid: 'Se rechazó la última subida: {{message}}',
    campaignTitle: 'Campañas',
    campaignHint: 'Escriba un correo y elija los centros a los que se envía.',
    createCampaign: 'Crear una campaña',
    recentActivity: 'Actividad reciente',
    noCampaigns: 'Todavía no hay campañas',
    created: 'Creada el {{date}}',
  },

  schools: {
    title: 'Base de datos de centros',
    filter: 'Filtrar',
    filterActive: 'Filtrar ({{count}})',
    addSchool: 'Añadir centro',
    filtersLabel: 'Filtrar centros',
    search: 'Buscar',
    searchPlaceholder: 'Nombre, correo, ciudad o persona de contacto',
    country: 'País',
    allCountries: 'Todos los países',
    labels: 'Etiquetas',
    labelsHint: 'Muestra los centros con cualquiera de las etiquetas elegidas.',
    noLabels: 'Todavía no se usa ninguna etiqueta.',
    clearFilters: 'Quitar filtros',
    showingAll: 'Se muestran {{schools}}',
    showingSome: 'Se muestran {{shown}} de {{schools}}',
    columns: {
      name: 'Nombre del centro',
      email: 'Correo electrónico',
      country: 'País',
      language: 'Idioma',
      contactPerson: 'Persona de contacto',
      labels: 'Etiquetas',
      lastContacted: 'Último contacto',
    },
    never: 'Nunca',
    none: '—',
    optedOut: 'Baja voluntaria',
    bounced: 'Rebote definitivo',
    openTracking: 'Aperturas: aceptado',
    openTrackingSince: 'Aceptó el {{when}} que nuestros correos de campaña cuenten las aperturas',
    bouncedOnly: 'Solo centros con rebote definitivo (las campañas los omiten hasta que se borre)',
    empty: { title: 'Todavía no hay centros en la base de datos', text: 'Suba un archivo CSV para empezar' },
    noMatch: 'Ningún centro coincide con sus filtros',
  },

  addSchool: {
    title: 'Añadir centro',
    intro: 'El centro se añade a su base de datos en el acto; los campos marcados con * son obligatorios.',
    fields: {
      name: 'Nombre del centro',
      email: 'Correo electrónico',
      country: 'País',
      city: 'Ciudad',
      contact_person: 'Persona de contacto',
      phone: 'Teléfono',
      website: 'Sitio web',
      labels: 'Etiquetas',
    },
    labelsHint: 'Separe las etiquetas con ; (por ejemplo: erasmus; secundaria)',
    language: 'Idioma',
    languageHint:
      'Las campañas envían la versión de este idioma. Sigue al país hasta que usted elija: español para España.',
    openTracking: 'Aceptó el seguimiento de aperturas',
    openTrackingHint:
      'Márquelo solo si el centro nos ha dicho que acepta que nuestros correos de campaña cuenten si se abren.',
    submit: 'Añadir centro',
    submitting: 'Añadiendo...',
    cancel: 'Cancelar',
  },

  campaigns: {
    title: 'Campañas',
    columns: {
      name: 'Nombre de la campaña',
      subject: 'Asunto',
      status: 'Estado',
      recipients: 'Destinatarios',
      sentDate: 'Fecha de envío',
      actions: 'Acciones',
    },
    selected: '{{count}} seleccionados',
    notSent: '-',
    view: 'Ver',
    viewOf: 'Ver – {{name}}',
    empty: 'Todavía no se ha creado ninguna campaña',
  },

  status: {
    draft: 'Borrador',
    scheduled: 'Programada',
    sending: 'Enviándose',
    paused: 'En pausa',
    sent: 'Enviada',
    cancelled: 'Cancelada',
  },

  analytics: {
    title: 'Analítica',
    rates: {
      openRate: {
        label: 'Tasa de apertura',
        caption: '{{opens}} aperturas en {{tracked}} correos con la imagen de aperturas',
        off: 'El recuento de aperturas está desactivado (Datos de la empresa › Correos de campaña)',
        noConsent:
          'Ningún correo ha llevado aún la imagen de aperturas: solo la reciben los centros que aceptaron el seguimiento de aperturas',
      },
      clickRate: {
        label: 'Tasa de clics',
        caption: 'Clics en enlaces: {{clicks}} en {{sent}} correos enviados',
        off: 'El recuento de clics está desactivado (Datos de la empresa › Correos de campaña)',
      },
      bounceRate: {
        label: 'Tasa de rebote',
        caption: '{{hard}} rebotes definitivos y {{soft}} temporales en {{mailed}} correos',
        nothingYet: 'Aún no se ha enviado nada',
      },
      notMeasured: 'Sin medir',
    },
    placeholder: 'La analítica de las campañas aparecerá aquí cuando empiece a enviar correos.',
    real: {
      sent: { label: 'Correos entregados', caption: 'Aceptados por el servidor de correo' },
      hardBounces: { label: 'Rebotes definitivos', caption: 'Rechazados definitivamente (5xx)' },
      softBounces: { label: 'Rebotes temporales', caption: 'Rechazados temporalmente (4xx) en todos los intentos' },
      unsubscribed: { label: 'Bajas', caption: 'Desde los enlaces de las campañas' },
      complaints: {
        label: 'Quejas',
        value: 'No notificadas',
        caption:
          'El servidor de envío no las notifica: nuestro relé SMTP no transmite las quejas por correo no deseado',
      },
      rateOf: '{{percent}} % de los correos',
      perLanguage: 'Por idioma',
      languageColumns: ['Idioma', 'Enviados', 'Rebotes definitivos', 'Rebotes temporales', 'Bajas'],
      perCampaign: 'Por campaña',
      columns: [
        'Campaña',
        'Estado',
        'Enviados',
        'Rebotes definitivos',
        'Rebotes temporales',
        'Bajas',
        'Clics',
        'Aperturas',
        'Fecha de envío',
      ],
      perMonth: 'Por mes',
      monthColumns: ['Mes', 'Enviados', 'Rebotes definitivos', 'Rebotes temporales', 'Bajas', 'Clics', 'Aperturas'],
      note: 'Los clics se cuentan por enlace y por mes, y las aperturas por campaña y por mes, nunca por persona: si un lector hace clic dos veces, o un analizador de correo abre los enlaces o las imágenes, cuenta cada vez. Las aperturas solo se cuentan mientras Datos de la empresa › Correos de campaña lo indique, y solo en los correos a centros marcados con «Aceptó el seguimiento de aperturas». Nuestro relé SMTP no notifica las quejas.',
    },
  },

  refreshFailed: 'No se ha podido actualizar la lista de centros. Vuelva a cargar la página para intentarlo de nuevo.',

  clearBounce: {
    clear: 'Borrar el rebote',
    confirm: '¿Borrar el rebote definitivo? Las próximas campañas volverán a escribir a esta dirección.',
    cleared: { title: 'Rebote borrado', description: 'Las próximas campañas volverán a escribir a este centro.' },
    failed: 'No se ha podido borrar el rebote. Inténtelo de nuevo.',
  },

  notices: {
    csvUploaded: {
      title: 'CSV subido correctamente',
      description: 'Se han añadido {{count}} centros a su base de datos.',
    },
    csvFailed: { title: 'Error al subir', description: 'Compruebe el formato de su CSV e inténtelo de nuevo.' },
    schoolAdded: { title: 'Centro añadido', description: '{{name}} se ha añadido a su base de datos.' },
    schoolFailed: { title: 'Centro no añadido', description: 'Revise el formulario e inténtelo de nuevo.' },
  },
}
