import type { Translation } from '@/platform/admin/i18n/bind'

/**
 * The proposal buttons' texts in the admin's two languages (registered in src/platform/admin/i18n/catalog.ts), with the
 * refusals of the proposal endpoints by the field they name (the endpoints' own messages are English).
 */
export const proposalsEn = {
  create: 'Create proposal',
  createHint: 'A draft proposal in the enquiry’s language, its line items filled from this request; you edit it next.',
  createFailed: 'The proposal could not be created. Please try again.',
  send: 'Send proposal',
  resend: 'Send again',
  saveFirst: 'Save your changes first: the saved proposal is what is sent.',
  confirm: 'Send the proposal (PDF attached, with its private link) to the school now?',
  sentTitle: 'Proposal sent',
  sentDescription: 'Mailed to {{to}}; the enquiry is now at Proposal sent.',
  sendFailed: 'The proposal could not be sent. Please try again.',
  sendHint: 'Mails the saved proposal as a PDF in its language, with a private link to accept it or ask for changes.',
  preview: 'Preview PDF',
  previewHint: 'The saved proposal as the school will get it (opens in a new tab).',
  noItems: 'Add at least one line item, then save.',
  validityPassed: 'The validity date has passed: set a later one and save.',
  alreadyAccepted: 'The school has already accepted this proposal.',
  mailRefused: 'The mail server did not take the proposal. Please try again in a moment.',
  enquiryGone: 'The enquiry of this proposal was erased or deleted.',
  enquiryTrashed: 'The enquiry is in the trash: restore it first.',
} as const

export const proposalsEs: Translation<typeof proposalsEn> = {
  create: 'Crear propuesta',
  createHint:
    'Una propuesta en borrador en el idioma de la consulta, con las partidas tomadas de esta solicitud; después podrá editarla.',
  createFailed: 'No se ha podido crear la propuesta. Inténtelo de nuevo.',
  send: 'Enviar propuesta',
  resend: 'Enviar de nuevo',
  saveFirst: 'Guarde antes los cambios: se envía la propuesta guardada.',
  confirm: '¿Enviar ahora la propuesta al centro (PDF adjunto, con su enlace privado)?',
  sentTitle: 'Propuesta enviada',
  sentDescription: 'Enviada a {{to}}; la consulta pasa a Propuesta enviada.',
  sendFailed: 'No se ha podido enviar la propuesta. Inténtelo de nuevo.',
  sendHint: 'Envía la propuesta guardada en PDF, en su idioma, con un enlace privado para aceptarla o pedir cambios.',
  preview: 'Ver el PDF',
  previewHint: 'La propuesta guardada tal como la recibirá el centro (se abre en otra pestaña).',
  noItems: 'Añada al menos un concepto y guarde.',
  validityPassed: 'La fecha de validez ya ha pasado: indique una posterior y guarde.',
  alreadyAccepted: 'El centro ya ha aceptado esta propuesta.',
  mailRefused: 'El servidor de correo no ha aceptado la propuesta. Inténtelo de nuevo en unos momentos.',
  enquiryGone: 'La consulta de esta propuesta se ha borrado o eliminado.',
  enquiryTrashed: 'La consulta está en la papelera: restáurela primero.',
}

type RefusalTexts = Record<
  'noItems' | 'validityPassed' | 'alreadyAccepted' | 'mailRefused' | 'enquiryGone' | 'enquiryTrashed',
  string
>

/**
 * What to tell staff, in their language, when a proposal endpoint refuses: its answer names the field
 * (src/features/trips/proposals/send.ts, create.ts, store.ts); anything else gets `fallback`.
 */
export function proposalRefusal(status: number, data: unknown, text: RefusalTexts, fallback: string): string {
  const errors = (data as { errors?: Array<{ field?: unknown }> } | null)?.errors
  const field = Array.isArray(errors) ? errors[0]?.field : undefined
  if (field === 'contact') return status === 409 ? text.enquiryTrashed : text.enquiryGone
  const byField: Record<string, string> = {
    items: text.noItems,
    validUntil: text.validityPassed,
    status: text.alreadyAccepted,
    mail: text.mailRefused,
  }
  return (typeof field === 'string' && byField[field]) || fallback
}
