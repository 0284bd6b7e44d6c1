import type { Payload } from 'payload'

import { api, postJson } from './http'
import type { ReceivedMail, SmtpSink } from './smtp-sink'
import { waitFor } from './staff'

/**
 * The newsletter's double opt-in as a person goes through it: the confirmation mail arrives in the SMTP sink, its
 * link opens the confirmation page, the page's button confirms. The mails are sent by this test process running
 * the queue of mails to people, as the worker (`npm run jobs`) does in production.
 */

/** Runs the queue of mails to people (confirmations, welcomes, auto-replies) until nothing is due. */
export async function runPeopleMails(payload: Payload): Promise<void> {
  const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
  for (let i = 0; i < 50; i++) if (!(await runUrgentBatch(payload))) return
}

const LINK = /https?:\/\/[^\s"<>]+?\/(en|es)\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/

/** The confirmation link of a mail: the page's path with its token, and the language it is in. */
export function confirmationLinkIn(mail: ReceivedMail): { path: string; lang: string; token: string } {
  const match = LINK.exec(mail.text ?? '')
  if (!match) throw new Error(`expected a confirmation link in the mail "${mail.subject}", saw:\n${mail.text}`)
  const [url, lang, token] = match
  return { path: new URL(url).pathname + new URL(url).search, lang: lang!, token: token! }
}

/** The first confirmation mail the sink received for `email` after its first `after` mails, running the mail queue. */
export async function confirmationMailTo(
  payload: Payload,
  sink: SmtpSink,
  email: string,
  { after = 0 }: { after?: number } = {},
): Promise<ReceivedMail> {
  return waitFor(`a confirmation mail to ${email} (after its first ${after} mails)`, async () => {
    await runPeopleMails(payload)
    return sink
      .to(email)
      .slice(after)
      .find((m) => LINK.test(m.text ?? ''))
  })
}

/** The confirmation page's button: a form post, answered with a redirect back to the page. */
export const pressConfirm = (token: string, lang: string) =>
  api('/api/newsletter/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, lang }).toString(),
  })

/**
 * A confirmed subscription made the way a visitor makes one — the sign-up over HTTP, then the confirmation page's
 * button — for tests about what follows. The token comes from the confirmation job's own first step (it is only
 * ever known to whoever receives the mail), so no SMTP server is needed.
 */
export async function confirmedSignup(payload: Payload, body: { email: string } & Record<string, unknown>) {
  const res = await postJson('/api/newsletter', body)
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`)
  const { issueConfirmationToken } = await import('@/features/audience/signup-requests')
  const { rows } = await payload.db.pool.query<{ id: number }>(
    'SELECT id FROM newsletter_signup_requests WHERE email = $1',
    [body.email.trim().toLowerCase()],
  )
  if (!rows[0]) throw new Error(`expected a sign-up request for ${body.email}`)
  const target = await issueConfirmationToken(payload.db.pool, rows[0].id)
  if (!target) throw new Error(`the sign-up request of ${body.email} could not be confirmed`)
  const confirmed = await pressConfirm(target.token, 'en')
  if (confirmed.status !== 303 || !confirmed.headers.get('location')?.includes('status=confirmed')) {
    throw new Error(`confirming answered ${confirmed.status} ${confirmed.headers.get('location')}`)
  }
}
