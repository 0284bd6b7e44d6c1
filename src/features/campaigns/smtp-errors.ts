/**
 * What a failed send means for its recipient, from nodemailer's error: the SMTP reply code and the command
 * it answered.
 * - bounce: a permanent refusal (5xx) of this recipient or its message (RCPT TO, DATA): never retried.
 * - retry: a temporary refusal (4xx) of this recipient or its message: tried again later, then failed.
 * - relay: the relay itself failed (refused or reset the connection, timed out, 4xx/5xx to the connection or
 *   the sender address): not the recipient's fault, so the attempt counts but never fails it.
 * - auth: the relay refused our login for good (535, or no login offered): as relay for the recipient, but a wrong
 *   SMTP_USER / SMTP_PASSWORD never mends by itself, so the campaigns pause at once (./relay-pause.ts).
 */
export type SendOutcome = { kind: 'bounce' | 'retry' | 'relay' | 'auth'; reply: string }

/** The relay's fault rather than the recipient's ('relay' or 'auth'): the run stops claiming, nobody's attempt fails. */
export const isRelayFault = (outcome: SendOutcome) => outcome.kind === 'relay' || outcome.kind === 'auth'

type SmtpError = Error & {
  code?: string
  responseCode?: number
  command?: string
  response?: string
  rejectedErrors?: SmtpError[]
}

const recipientCommands = new Set(['RCPT TO', 'DATA'])

export function classifySendError(error: unknown): SendOutcome {
  const outer = (error ?? {}) as SmtpError
  // A refused recipient: nodemailer reports EENVELOPE with the server's answer to RCPT TO inside.
  const e = outer.rejectedErrors?.[0] ?? outer
  const reply = (e.response || e.message || String(error)).trim()
  const code = Number(e.responseCode)
  // A temporary refusal of the login (454) is the relay's passing trouble, not a wrong password.
  const login = outer.code === 'EAUTH' || /^AUTH\b/.test(outer.command ?? '')
  if (login && !(code >= 400 && code < 500)) return { kind: 'auth', reply }
  const aboutRecipient =
    recipientCommands.has(e.command ?? '') || (outer.code === 'EENVELOPE' && !!outer.rejectedErrors)
  if (aboutRecipient && code >= 500 && code < 600) return { kind: 'bounce', reply }
  if (aboutRecipient && code >= 400 && code < 500 && code !== 421) return { kind: 'retry', reply }
  return { kind: 'relay', reply }
}
