import type { Payload, TypedUser } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { HttpError, idParam, json, notFound, requireAdmin, route } from '@/platform/http/http'
import { actorOf, recordEvent } from '@/features/enquiries/timeline'
import { readCompany } from '@/features/content/company'
import { serverUrl } from '@/platform/env'
import { translator } from '@/platform/i18n'
import type { Contact, Proposal } from '@/payload-types'
import { formatEuros } from '../pricing'
import { proposalTotal } from './from-trip'
import { renderProposalPdf } from './pdf'
import { contactIdOf, itemsOf, liveEnquiryOf, validityEnds } from './store'
import { hashProposalToken, newProposalToken } from './token'

type IdContext = { params: Promise<{ id: string }> }

export const proposalLocale = (proposal: Pick<Proposal, 'locale'>): Locale =>
  isLocale(proposal.locale) ? proposal.locale : defaultLocale

export const proposalLink = (locale: Locale, token: string) => `${serverUrl()}/${locale}/proposal/${token}`

/** The proposal's PDF as the school gets it, with the company details of its language. */
export async function proposalPdf(payload: Payload, proposal: Proposal, contact: Contact, compress = true) {
  const locale = proposalLocale(proposal)
  const company = await readCompany(payload, locale)
  return renderProposalPdf(
    {
      title: proposal.title,
      locale,
      outline: proposal.outline,
      items: itemsOf(proposal),
      includes: proposal.includes,
      excludes: proposal.excludes,
      notes: proposal.notes,
      validUntil: proposal.validUntil,
      organisation: contact.organization,
      recipient: contact.name,
    },
    company,
    { compress },
  )
}

/**
 * Sends a proposal to its enquiry's address: a fresh private link (a resend makes the earlier link useless), the
 * PDF attached, in the proposal's language. Only once the mail went are the link's hash, the status and the
 * timeline entry stored and the enquiry moved to "Proposal sent": a mail server that refuses it changes nothing.
 */
export async function sendProposal(payload: Payload, user: TypedUser, id: number) {
  const proposal = await payload.findByID({
    collection: 'proposals',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  if (!proposal) throw notFound('id', 'No proposal with this id')
  const contactId = contactIdOf(proposal)
  const contact = await liveEnquiryOf(payload, user, contactId, 'proposal')
  if (proposal.status === 'accepted')
    throw new HttpError(409, [{ field: 'status', message: 'The school has already accepted this proposal' }])
  if (!proposal.items?.length) throw new HttpError(400, [{ field: 'items', message: 'Add at least one line item' }])
  if (validityEnds(proposal.validUntil) <= new Date())
    throw new HttpError(400, [{ field: 'validUntil', message: 'The validity date has passed: set a later one' }])

  const locale = proposalLocale(proposal)
  const t = translator(locale)
  const token = newProposalToken()
  const pdf = await proposalPdf(payload, proposal, contact)
  const total = formatEuros(proposalTotal(itemsOf(proposal)), locale)
  try {
    await payload.sendEmail({
      to: { name: contact.name, address: contact.email },
      subject: t('proposal.mail.subject', { title: proposal.title }),
      text: t('proposal.mail.text', {
        name: contact.name,
        title: proposal.title,
        total,
        link: proposalLink(locale, token),
      }),
      attachments: [{ filename: `${t('proposal.mail.file')}.pdf`, content: pdf, contentType: 'application/pdf' }],
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Proposal ${proposal.id} not sent` })
    throw new HttpError(502, [{ field: 'mail', message: 'The mail server did not take the proposal; try again' }])
  }
  await payload.update({
    collection: 'proposals',
    id: proposal.id,
    data: { status: 'sent', sentAt: new Date().toISOString(), tokenHash: hashProposalToken(token) },
    depth: 0,
    overrideAccess: true,
    user,
  })
  await recordEvent(payload, {
    contactId: contact.id,
    type: 'proposal',
    by: actorOf(user),
    text: `${proposal.title} · ${total}`,
    data: { action: 'sent', to: contact.email, proposalId: proposal.id },
  })
  if (contact.stage !== 'proposal_sent')
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { stage: 'proposal_sent' },
      depth: 0,
      overrideAccess: false,
      user,
    })
  return { id: proposal.id, status: 'sent' as const, to: contact.email }
}

/** POST /api/proposals/{id}/send: "Send proposal" in the admin. */
export const postSendProposal = route<IdContext>(async function postSendProposal(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  return json(await sendProposal(payload, user, idParam((await params).id)))
})
