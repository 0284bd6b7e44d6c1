import type { Translation } from '@admin-views/i18n/bind'

/** The proposal buttons' texts in the admin's two languages (registered in admin-views/i18n/catalog.ts). */
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
}
