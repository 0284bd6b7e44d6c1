import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { HttpError, json, loadPayload, readLimited, route } from '@/platform/http/http'
import { recordEvent } from '@/features/enquiries/timeline'
import { serverUrl } from '@/platform/env'
import { translator } from '@/platform/i18n'
import { mailSettings } from '@/platform/mail/settings'
import { staffName } from '@/features/staff/staff'
import type { Proposal } from '@/payload-types'
import { contactIdOf, proposalOfToken, type TokenRefusal } from './store'

export const proposalAnswers = ['accepted', 'changes_requested'] as const
export type ProposalAnswer = (typeof proposalAnswers)[number]

/** The longest note a school may add when asking for changes. */
export const MAX_CHANGES_NOTE = 2000

const refusalStatus: Record<TokenRefusal, number> = { unknown: 404, expired: 410, answered: 410 }

/** A refused link, in the visitor's language: 404 for a token we never issued, 410 for one expired or used. */
export const refusedLink = (refusal: TokenRefusal, locale: Locale) =>
  new HttpError(refusalStatus[refusal], [
    { field: 'token', message: translator(locale)(`proposal.refused.${refusal}`) },
  ])

/**
 * The school's answer on its private page: recorded once. The status moves from "sent" in one conditional
 * UPDATE, so two answers racing (a double click, two colleagues) leave one; then Payload saves the same values
 * so the proposal's versions show the answer, the timeline gets it, the owner (or the staff address) is told,
 * and an acceptance moves the enquiry to Won.
 */
export async function answerProposal(
  payload: Payload,
  token: unknown,
  answer: ProposalAnswer,
  note: string,
  locale: Locale,
): Promise<Proposal> {
  const { proposal, refusal } = await proposalOfToken(payload, token)
  if (!proposal || refusal) throw refusedLink(refusal ?? 'unknown', locale)
  const claimed = await payload.db.pool.query(
    `UPDATE proposals SET status = $2, answered_at = now(), updated_at = now() WHERE id = $1 AND status = 'sent'`,
    [proposal.id, answer],
  )
  if (!claimed.rowCount) throw refusedLink('answered', locale)
  const answeredAt = new Date().toISOString()
  const saved = await payload.update({
    collection: 'proposals',
    id: proposal.id,
    data: { status: answer, answeredAt },
    depth: 0,
    overrideAccess: true,
  })
  const contactId = contactIdOf(proposal)
  const contact = contactId
    ? await payload.findByID({
        collection: 'contacts',
        id: contactId,
        depth: 1,
        disableErrors: true,
        overrideAccess: true,
      })
    : null
  if (!contact) return saved
  await recordEvent(payload, {
    contactId: contact.id,
    type: 'proposal',
    text: note || null,
    data: { action: answer, proposalId: proposal.id },
  })
  if (answer === 'accepted' && contact.stage !== 'won')
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { stage: 'won' },
      depth: 0,
      overrideAccess: true,
    })
  const owner = typeof contact.owner === 'object' && contact.owner ? contact.owner : null
  const what = answer === 'accepted' ? 'accepted' : 'asked for changes to'
  try {
    await payload.sendEmail({
      to: owner ? { name: staffName(owner), address: owner.email } : mailSettings().staffEmail,
      subject: `${contact.organization || contact.name} ${what} the proposal "${proposal.title}"`,
      text: [
        `${contact.name} (${contact.organization}, ${contact.email}) ${what} the proposal "${proposal.title}".`,
        ...(note ? ['', 'Their note:', note] : []),
        '',
        `The enquiry: ${serverUrl()}/admin/collections/contacts/${contact.id}`,
      ].join('\n'),
    })
  } catch (error) {
    // The answer is stored and on the timeline: a lost notice must not tell the school it failed.
    payload.logger.error({ err: error, msg: `Answer to proposal ${proposal.id}: staff notice not sent` })
  }
  return saved
}

/**
 * POST /api/proposals/answer: the private page's two buttons (a form: token, answer, note, lang), or a script
 * (JSON with the same fields). The form comes back to the page, which then thanks the school.
 */
export const postProposalAnswer = route(async function postProposalAnswer(req) {
  const isForm = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  const raw = new TextDecoder().decode(await readLimited(req, 16 * 1024))
  let fields: Record<string, unknown>
  try {
    fields = isForm
      ? Object.fromEntries(new URLSearchParams(raw))
      : (JSON.parse(raw || '{}') as Record<string, unknown>)
  } catch {
    throw new HttpError(400, [{ field: 'body', message: 'The body is not valid JSON' }])
  }
  const locale = isLocale(fields.lang) ? fields.lang : defaultLocale
  const t = translator(locale)
  const answer = fields.answer
  if (!proposalAnswers.includes(answer as ProposalAnswer))
    throw new HttpError(400, [{ field: 'answer', message: t('proposal.error.answer') }])
  const note = typeof fields.note === 'string' ? fields.note.trim() : ''
  if (note.length > MAX_CHANGES_NOTE)
    throw new HttpError(400, [{ field: 'note', message: t('proposal.error.note', { max: MAX_CHANGES_NOTE }) }])
  const token = fields.token
  await answerProposal(await loadPayload(), token, answer as ProposalAnswer, note, locale)
  if (isForm)
    return Response.redirect(new URL(`/${locale}/proposal/${String(token)}?answered=${answer}`, serverUrl()), 303)
  return json({ success: true, status: answer })
})
