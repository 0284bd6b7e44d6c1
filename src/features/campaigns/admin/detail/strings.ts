import { type Bound, type Translation } from '@/platform/admin/i18n/bind'
import type { SharedText } from '@/platform/admin/ui/strings'
import type { DeliveryStatus } from '@/features/campaigns/status'

/** Every text the campaign detail screen shows, in the admin's two languages (see src/platform/admin/i18n). */
export const campaignDetailEn = {
  /** The browser tab's title. */
  title: 'Campaign',
  loading: 'Loading campaign...',
  intro: 'What this campaign says, who it goes to and how its sending is going.',
  notFound: 'This campaign does not exist (any more).',
  progress: {
    title: 'Delivery',
    sent: 'Sent',
    failed: 'Soft bounces',
    bounced: 'Hard bounces',
    remaining: 'Remaining',
    skipped: 'Skipped',
    unsubscribed: 'Unsubscribed',
    captions: {
      sent: 'Accepted by the mail server',
      failed: 'Refused for now (4xx) on every attempt',
      bounced: 'Address refused for good (5xx)',
      remaining: 'Queued or being sent',
      skipped: 'Opted out or cancelled',
      unsubscribed: 'Through this campaign',
    },
    bar: '{{done}} of {{total}} done.',
    /** Before any recipient was queued, by the campaign's status (no other status can have none). */
    notStarted: {
      draft: 'Nothing has been sent yet. Send now, or schedule it for later.',
      scheduled: 'Nothing has been sent yet: it goes out at the scheduled time. Cancel it if it should not go out.',
      cancelled: 'Cancelled before anything was sent: nobody received it.',
    },
    live: 'Updating live while the campaign is sending.',
    paused: 'Paused: nobody more is mailed until you resume.',
  },
  byLanguage: {
    title: 'Delivery by language',
    caption: 'By the version each school gets: Spanish for Spanish schools when there is a Spanish version.',
    columns: ['Language', 'Recipients', 'Sent', 'Hard bounces', 'Soft bounces', 'Unsubscribed'],
  },
  actions: {
    title: 'Actions',
    sendNow: 'Send now',
    sending: 'Starting...',
    schedule: 'Schedule',
    scheduleAt: 'Send at',
    cancel: 'Cancel campaign',
    pause: 'Pause',
    resume: 'Resume',
    confirmCancel: 'Cancel this campaign? Recipients not mailed yet will not receive it.',
    confirmSend: 'Send this campaign to {{count}} schools now?',
    scheduledFor: 'Scheduled for {{date}}.',
    final: 'This campaign is finished; it can no longer be sent or changed.',
  },
  notices: {
    started: { title: 'Sending Started', description: 'The campaign is being sent.' },
    scheduled: { title: 'Campaign Scheduled', description: 'It will be sent at the chosen time.' },
    cancelled: { title: 'Campaign Cancelled', description: 'Nothing more will be sent.' },
    paused: { title: 'Campaign Paused', description: 'Nobody more is mailed until you resume it.' },
    resumed: { title: 'Sending Resumed', description: 'The campaign carries on where it stopped.' },
    failed: { title: 'Action Failed', description: 'The campaign could not be changed. Please try again.' },
  },
  content: {
    title: 'Content',
    subject: 'Subject',
    preview: 'Email preview with sample values',
    text: 'Plain-text version',
    textGenerated: 'Generated from the HTML when it is sent.',
  },
  links: {
    title: 'Link clicks',
    link: 'Link',
    clicks: 'Clicks',
    none: 'No clicks counted yet. Links are counted when Company details › Campaign mails says so.',
  },
  recipients: {
    title: 'Recipients',
    empty: 'No schools were selected for this campaign.',
    columns: ['School', 'Email', 'Country', 'Status', 'Attempts', 'Last error', 'Sent'],
    status: {
      queued: 'Queued',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Soft bounce',
      bounced: 'Hard bounce',
      cancelled: 'Cancelled',
      skipped: 'Skipped',
    } satisfies Record<DeliveryStatus, string>,
    notQueued: 'Selected',
  },

  test: {
    title: 'Send test',
    intro:
      'Mail this campaign to yourself before sending it. With sample values you get every language version; with a school, the version of its language with its details. Subjects start with [TEST]; nothing about the campaign changes.',
    emails: 'Send to',
    emailsHint: 'One or more addresses, separated by commas.',
    search: 'Find a school',
    searchHint: 'Type part of a recipient school’s name or address to offer it below.',
    noMatch: 'No recipient school matches.',
    school: 'Render for',
    sample: 'Sample values (every language)',
    send: 'Send test',
    sending: 'Sending test...',
    needEmail: 'Enter at least one email address',
    invalidEmail: 'Please enter a valid email address',
    sent: {
      title: 'Test Sent',
      one: 'One test mail sent. Check your inbox.',
      many: '{{count}} test mails sent. Check your inbox.',
      skipped: 'Not sent to {{emails}}: on the suppression list (unsubscribed or removed).',
    },
    failed: { title: 'Test Failed', description: 'The test could not be sent. Please try again.' },
  },

  spanish: {
    title: 'Spanish version',
    none: 'No Spanish version: schools whose language is Spanish get the English one.',
    preview: 'Preview of the Spanish email content',
  },

  /**
   * Why the sender paused a campaign by itself: it asks staff to act, and the relay's settings are a technical
   * matter a Spanish-speaking colleague may be the one to fix.
   */
  pause: {
    title: 'Paused by the system',
    why: {
      auth: 'The mail server (SMTP relay) refused our login. Check SMTP_USER and SMTP_PASSWORD of the job workers, then resume the campaign.',
      relay:
        'The mail server (SMTP relay) kept failing for minutes without accepting a single mail: it refused or reset the connection, timed out, or refused the sender address (MAIL_FROM). Once it works again, resume the campaign.',
    },
    reply: "The server's last answer:",
  },
} as const

export const campaignDetailEs: Translation<typeof campaignDetailEn> = {
  title: 'Campaña',
  loading: 'Cargando la campaña...',
  intro: 'Qué dice esta campaña, a quién se envía y cómo va el envío.',
  notFound: 'Esta campaña no existe (o ya no existe).',
  progress: {
    title: 'Entrega',
    sent: 'Enviados',
    failed: 'Rebotes temporales',
    bounced: 'Rebotes definitivos',
    remaining: 'Pendientes',
    skipped: 'Omitidos',
    unsubscribed: 'Bajas',
    captions: {
      sent: 'Aceptados por el servidor de correo',
      failed: 'Rechazados temporalmente (4xx) en todos los intentos',
      bounced: 'Dirección rechazada definitivamente (5xx)',
      remaining: 'En cola o enviándose',
      skipped: 'Dados de baja o cancelados',
      unsubscribed: 'Desde esta campaña',
    },
    bar: '{{done}} de {{total}} hechos.',
    notStarted: {
      draft: 'Todavía no se ha enviado nada. Envíela ahora o prográmela para más tarde.',
      scheduled: 'Todavía no se ha enviado nada: saldrá a la hora programada. Cancélela si no debe salir.',
      cancelled: 'Se canceló antes de enviar nada: nadie la ha recibido.',
    },
    live: 'Se actualiza en directo mientras la campaña se envía.',
    paused: 'En pausa: no se envía a nadie más hasta que la reanude.',
  },
  byLanguage: {
    title: 'Entrega por idioma',
    caption: 'Según la versión que recibe cada centro: la española para los centros españoles cuando la hay.',
    columns: ['Idioma', 'Destinatarios', 'Enviados', 'Rebotes definitivos', 'Rebotes temporales', 'Bajas'],
  },
  actions: {
    title: 'Acciones',
    sendNow: 'Enviar ahora',
    sending: 'Iniciando...',
    schedule: 'Programar',
    scheduleAt: 'Enviar el',
    cancel: 'Cancelar la campaña',
    pause: 'Pausar',
    resume: 'Reanudar',
    confirmCancel: '¿Cancelar esta campaña? Los destinatarios que aún no la han recibido no la recibirán.',
    confirmSend: '¿Enviar ahora esta campaña a {{count}} centros?',
    scheduledFor: 'Programada para el {{date}}.',
    final: 'Esta campaña ha terminado; ya no se puede enviar ni cambiar.',
  },
  notices: {
    started: { title: 'Envío iniciado', description: 'La campaña se está enviando.' },
    scheduled: { title: 'Campaña programada', description: 'Se enviará a la hora elegida.' },
    cancelled: { title: 'Campaña cancelada', description: 'No se enviará nada más.' },
    paused: { title: 'Campaña en pausa', description: 'No se envía a nadie más hasta que la reanude.' },
    resumed: { title: 'Envío reanudado', description: 'La campaña continúa donde se detuvo.' },
    failed: { title: 'Acción fallida', description: 'No se ha podido cambiar la campaña. Inténtelo de nuevo.' },
  },
  content: {
    title: 'Contenido',
    subject: 'Asunto',
    preview: 'Vista previa del correo con datos de ejemplo',
    text: 'Versión de texto sin formato',
    textGenerated: 'Se genera a partir del HTML al enviarla.',
  },
  links: {
    title: 'Clics en enlaces',
    link: 'Enlace',
    clicks: 'Clics',
    none: 'Todavía no se ha contado ningún clic. Los enlaces se cuentan si así lo indica Datos de la empresa › Correos de campaña.',
  },
  recipients: {
    title: 'Destinatarios',
    empty: 'No se eligió ningún centro para esta campaña.',
    columns: ['Centro', 'Correo electrónico', 'País', 'Estado', 'Intentos', 'Último error', 'Enviado'],
    status: {
      queued: 'En cola',
      sending: 'Enviándose',
      sent: 'Enviado',
      failed: 'Rebote temporal',
      bounced: 'Rebote definitivo',
      cancelled: 'Cancelado',
      skipped: 'Omitido',
    },
    notQueued: 'Seleccionado',
  },

  test: {
    title: 'Enviar prueba',
    intro:
      'Envíese esta campaña antes de enviarla. Con datos de ejemplo recibe todas las versiones de idioma; con un centro, la versión de su idioma con sus datos. Los asuntos empiezan por [TEST]; la campaña no cambia en nada.',
    emails: 'Enviar a',
    emailsHint: 'Una o varias direcciones, separadas por comas.',
    search: 'Buscar un centro',
    searchHint: 'Escriba parte del nombre o de la dirección de un centro destinatario para ofrecerlo abajo.',
    noMatch: 'Ningún centro destinatario coincide.',
    school: 'Generar para',
    sample: 'Datos de ejemplo (todos los idiomas)',
    send: 'Enviar prueba',
    sending: 'Enviando la prueba...',
    needEmail: 'Introduzca al menos una dirección de correo',
    invalidEmail: 'Introduzca una dirección de correo válida',
    sent: {
      title: 'Prueba enviada',
      one: 'Se ha enviado un correo de prueba. Revise su bandeja de entrada.',
      many: 'Se han enviado {{count}} correos de prueba. Revise su bandeja de entrada.',
      skipped: 'No se ha enviado a {{emails}}: están en la lista de exclusión (dados de baja o eliminados).',
    },
    failed: { title: 'Prueba fallida', description: 'No se ha podido enviar la prueba. Inténtelo de nuevo.' },
  },

  spanish: {
    title: 'Versión en español',
    none: 'Sin versión en español: los centros cuyo idioma es el español reciben la inglesa.',
    preview: 'Vista previa del contenido del correo en español',
  },

  pause: {
    title: 'Pausada por el sistema',
    why: {
      auth: 'El servidor de correo (relay SMTP) ha rechazado el inicio de sesión. Revise SMTP_USER y SMTP_PASSWORD de los procesos de envío y después reanude la campaña.',
      relay:
        'El servidor de correo (relay SMTP) ha fallado durante varios minutos sin aceptar ni un solo correo: ha rechazado o cortado la conexión, no ha respondido a tiempo o ha rechazado la dirección del remitente (MAIL_FROM). Cuando vuelva a funcionar, reanude la campaña.',
    },
    reply: 'Última respuesta del servidor:',
  },
}

/** The campaign detail's texts in one language, with the counted ones. */
export function campaignDetailText(bound: Bound<typeof campaignDetailEn>, shared: SharedText, language: string) {
  const numbers = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US')
  const { progress, byLanguage, actions, test } = bound
  return {
    ...bound,
    language,
    progress: {
      ...progress,
      bar: (done: number, total: number) => progress.bar(numbers.format(done), numbers.format(total)),
    },
    byLanguage: { ...byLanguage, languages: shared.languages },
    actions: { ...actions, confirmSend: (count: number) => actions.confirmSend(numbers.format(count)) },
    test: {
      ...test,
      sent: {
        ...test.sent,
        description: (count: number) => (count === 1 ? test.sent.one : test.sent.many(count)),
        skipped: (emails: string[]) => test.sent.skipped(emails.join(', ')),
      },
    },
  }
}
