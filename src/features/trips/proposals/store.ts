import type { Payload, TypedUser } from 'payload'

import { HttpError, notFound } from '@/platform/http/http'
import type { Contact, Proposal } from '@/payload-types'
import type { LineItem } from './from-trip'
import { hashProposalToken, isProposalTokenShape } from './token'

/** Why a private link shows no proposal: unknown token, validity passed, or already answered. */
export type TokenRefusal = 'unknown' | 'expired' | 'answered'

export type TokenLookup = { proposal: Proposal; refusal: TokenRefusal | null } | { proposal: null; refusal: 'unknown' }

/** The end of the validity day (the date is picked as a day in the admin), Madrid's day being at most UTC+2. */
export function validityEnds(validUntil: string): Date {
  const day = new Date(validUntil)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, 0, 0, 0))
}

/** The proposal a private link names, read by the server (no signed-in user), and whether it may still be answered. */
export async function proposalOfToken(payload: Payload, token: unknown, now = new Date()): Promise<TokenLookup> {
  if (!isProposalTokenShape(token)) return { proposal: null, refusal: 'unknown' }
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { tokenHash: { equals: hashProposalToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const proposal = docs[0]
  if (!proposal || !(await enquiryIsLive(payload, contactIdOf(proposal)))) return { proposal: null, refusal: 'unknown' }
  if (proposal.status !== 'sent') return { proposal, refusal: 'answered' }
  if (validityEnds(proposal.validUntil) <= now) return { proposal, refusal: 'expired' }
  return { proposal, refusal: null }
}

/**
 * Whether a proposal's enquiry is still there and out of the trash. A link whose enquiry was erased (privacy
 * erasure, retention, deleted from the trash: its proposals lose their enquiry until the retention job removes
 * them) or moved to the trash opens nothing, as if it had never been issued.
 */
async function enquiryIsLive(payload: Payload, contactId: number | null): Promise<boolean> {
  if (!contactId) return false
  const { rows } = await payload.db.pool.query('SELECT 1 FROM contacts WHERE id = $1 AND deleted_at IS NULL', [
    contactId,
  ])
  return rows.length === 1
}

/** The line items as the PDF and the page print them. */
export const itemsOf = (proposal: Proposal): LineItem[] =>
  (proposal.items ?? []).map((item) => ({
    label: item.label,
    quantity: item.quantity,
    unitCents: item.unitCents,
    per: item.per,
  }))

/** The id of the proposal's enquiry; null once the enquiry is gone. */
export const contactIdOf = (proposal: Pick<Proposal, 'contact'>): number | null =>
  (typeof proposal.contact === 'object' ? proposal.contact?.id : proposal.contact) ?? null

/**
 * The enquiry a proposal or trip request belongs to, read as the signed-in staff member: 404 when it was erased or
 * deleted, 409 while it is in the trash (a proposal is neither made nor sent for a trashed enquiry).
 */
export async function liveEnquiryOf(
  payload: Payload,
  user: TypedUser,
  contactId: number | null | undefined,
  of: 'trip request' | 'proposal',
): Promise<Contact> {
  const contact = contactId
    ? await payload.findByID({
        collection: 'contacts',
        id: contactId,
        depth: 0,
        trash: true,
        disableErrors: true,
        overrideAccess: false,
        user,
      })
    : null
  if (!contact) throw notFound('contact', `The enquiry of this ${of} was erased or deleted`)
  if (contact.deletedAt)
    throw new HttpError(409, [{ field: 'contact', message: 'The enquiry is in the trash: restore it first' }])
  return contact
}
