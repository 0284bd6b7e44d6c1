import type { Locale } from '@i18n/locales'
import { sharedText } from '@admin-views/shared/strings'
import type { DeliveryStatus } from '@/lib/campaigns/status'
import type { PauseReason } from '@/lib/campaigns/relay-pause'

type PauseReasonText = {
  title: string
  why: Record<PauseReason['kind'], string>
  reply: string
}

/**
 * Why the sender paused a campaign by itself, in the admin's language (Spanish too: it asks staff to act, and
 * the relay's settings are a technical matter a Spanish-speaking colleague may be the one to fix).
 */
export const pauseReasonText: Record<'en' | 'es', PauseReasonText> = {
  en: {
    title: 'Paused by the system',
    why: {
      auth: 'The mail server (SMTP relay) refused our login. Check SMTP_USER and SMTP_PASSWORD of the job workers, then resume the campaign.',
      relay:
        'The mail server (SMTP relay) kept failing for minutes without accepting a single mail: it refused or reset the connection, timed out, or refused the sender address (MAIL_FROM). Once it works again, resume the campaign.',
    },
    reply: "The server's last answer:",
  },
  es: {
    title: 'Pausada por el sistema',
    why: {
      auth: 'El servidor de correo (relay SMTP) ha rechazado el inicio de sesión. Revisa SMTP_USER y SMTP_PASSWORD de los procesos de envío y después reanuda la campaña.',
      relay:
        'El servidor de correo (relay SMTP) ha fallado durante varios minutos sin aceptar ni un solo correo: ha rechazado o cortado la conexión, no ha respondido a tiempo o ha rechazado la dirección del remitente (MAIL_FROM). Cuando vuelva a funcionar, reanuda la campaña.',
    },
    reply: 'Última respuesta del servidor:',
  },
}

/** Every string the campaign detail screen shows (the admin is English-only). */
export const text = {
  loading: 'Loading campaign...',
  intro: 'What this campaign says, who it goes to and how its sending is going.',
  notFound: 'This campaign does not exist (any more).',
  progress: {
    title: 'Delivery',
    sent: 'Sent',
    failed: 'Failed',
    bounced: 'Bounced',
    remaining: 'Remaining',
    skipped: 'Skipped',
    unsubscribed: 'Unsubscribed',
    captions: {
      sent: 'Accepted by the mail server',
      failed: 'Gave up after retries',
      bounced: 'Address refused for good',
      remaining: 'Queued or being sent',
      skipped: 'Opted out or cancelled',
      unsubscribed: 'Through this campaign',
    },
    bar: (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} done.`,
    notStarted: 'Nothing has been sent yet. Send now, or schedule it for later.',
    live: 'Updating live while the campaign is sending.',
    paused: 'Paused: nobody more is mailed until you resume.',
  },
  byLanguage: {
    title: 'Delivery by language',
    caption: 'By the version each school gets: Spanish for Spanish schools when there is a Spanish version.',
    columns: ['Language', 'Recipients', 'Sent', 'Bounced', 'Failed', 'Unsubscribed'],
    languages: sharedText.languages satisfies Record<Locale, string>,
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
    confirmSend: (count: number) => `Send this campaign to ${count.toLocaleString('en-US')} schools now?`,
    scheduledFor: (date: string) => `Scheduled for ${date}.`,
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
  recipients: {
    title: 'Recipients',
    empty: 'No schools were selected for this campaign.',
    columns: ['School', 'Email', 'Country', 'Status', 'Attempts', 'Last error', 'Sent'],
    status: {
      queued: 'Queued',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      bounced: 'Bounced',
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
    school: 'Render for',
    sample: 'Sample values (every language)',
    send: 'Send test',
    sending: 'Sending test...',
    needEmail: 'Enter at least one email address',
    invalidEmail: 'Please enter a valid email address',
    sent: {
      title: 'Test Sent',
      description: (count: number) =>
        `${count === 1 ? 'One test mail' : `${count} test mails`} sent. Check your inbox.`,
      skipped: (emails: string[]) =>
        `Not sent to ${emails.join(', ')}: on the suppression list (unsubscribed or removed).`,
    },
    failed: { title: 'Test Failed', description: 'The test could not be sent. Please try again.' },
  },

  spanish: {
    title: 'Spanish version',
    none: 'No Spanish version: schools whose language is Spanish get the English one.',
    preview: 'Preview of the Spanish email content',
  },
}
