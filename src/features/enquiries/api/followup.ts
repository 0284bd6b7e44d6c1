import type { Payload, TypedUser } from 'payload'

import { queueReply } from '../jobs/followup-tasks'
import { findContact, toApiContact } from '../records'
import { destinationLabels } from '@/features/content/destinations'
import { actorOf, eventEntry, readTimeline, recordEvent, setReplyStatus } from '../timeline'
import { inviteMail, replyDraft } from '../mails/followup-messages'
import { findStaff, INVITE_DAYS, inviteStaff } from '@/features/staff/staff'
import type { Contact } from '@/payload-types'
import {
  contactFollowupSchema,
  contactNoteSchema,
  contactReplySchema,
  staffInviteSchema,
} from '@/platform/validation/followup'
import { defaultLocale } from '@i18n/locales'
import {
  badRequest,
  HttpError,
  idParam,
  json,
  notFound,
  readJson,
  requireAdmin,
  route,
  validate,
} from '@/platform/http/http'

type IdContext = { params: Promise<{ id: string }> }

const GONE = 'No enquiry with this id: it was erased, deleted or never existed'

/** The enquiry of the URL, as the signed-in admin may read it (trashed ones too), or a 404. */
async function contactOf(payload: Payload, user: TypedUser, params: IdContext['params']): Promise<Contact> {
  const contact = await findContact(payload, user, idParam((await params).id))
  if (!contact) throw notFound('id', GONE)
  return contact
}

function refuseTrashed(contact: Contact, what: string) {
  if (contact.deletedAt)
    throw new HttpError(409, [{ field: 'id', message: `The enquiry is in the trash: restore it before ${what}` }])
}

/** PATCH /api/contacts/{id} with `{ stage?, ownerId? }`: moves the enquiry along, or gives it to a colleague. */
export const patchContact = route<IdContext>(async function patchContact(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const contact = await contactOf(payload, user, params)
  const input = validate(contactFollowupSchema, await readJson(req))
  refuseTrashed(contact, 'changing it')
  if (input.ownerId) {
    const owner = await payload.findByID({
      collection: 'users',
      id: input.ownerId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!owner) throw badRequest('ownerId', 'No staff member with this id (the account may have been deleted)')
  }
  const updated = await payload.update({
    collection: 'contacts',
    id: contact.id,
    data: {
      ...(input.stage !== undefined ? { stage: input.stage } : {}),
      ...(input.ownerId !== undefined ? { owner: input.ownerId } : {}),
    },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(toApiContact(updated, { labels: await destinationLabels(payload, defaultLocale) }))
})

/** POST /api/contacts/{id}/notes with `{ text }`: a note on the enquiry's timeline. */
export const addNote = route<IdContext>(async function addNote(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const contact = await contactOf(payload, user, params)
  const { text } = validate(contactNoteSchema, await readJson(req))
  const event = await recordEvent(payload, { contactId: contact.id, type: 'note', by: actorOf(user), text })
  return json(eventEntry(event), 201)
})

/**
 * POST /api/contacts/{id}/reply with `{ subject?, text }`: the reply is kept on the timeline at once (status
 * `queued`) and sent by the mail worker (src/features/enquiries/jobs/followup-tasks.ts), which marks it `sent` or `failed`. 202: the
 * answer says it is on its way; GET …/timeline tells how it went.
 */
export const sendReply = route<IdContext>(async function sendReply(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const contact = await contactOf(payload, user, params)
  const input = validate(contactReplySchema, await readJson(req))
  refuseTrashed(contact, 'replying')
  const event = await recordEvent(payload, {
    contactId: contact.id,
    type: 'reply',
    by: actorOf(user),
    text: input.text,
    data: { subject: input.subject || null, to: contact.email, status: 'queued' },
  })
  try {
    await queueReply(payload, event.id)
  } catch (error) {
    // Not queued: the text stays on the timeline as failed, for staff to send again.
    await setReplyStatus(payload, event.id, 'failed', { error: 'Could not be queued for sending; try again.' })
    throw error
  }
  return json(eventEntry(event), 202)
})

/** GET /api/contacts/{id}/timeline: the entries, the earlier enquiries of the same person or organisation, and a draft reply. */
export const getTimeline = route<IdContext>(async function getTimeline(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const contact = await contactOf(payload, user, params)
  const [entries, related] = await Promise.all([
    readTimeline(payload, user, contact),
    earlierEnquiries(payload, user, contact),
  ])
  return json({ entries, related, replyDraft: replyDraft(contact, actorOf(user)?.name ?? '') })
})

async function earlierEnquiries(payload: Payload, user: TypedUser, contact: Contact) {
  const organization = contact.organization.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'contacts',
    trash: true,
    where: {
      and: [
        { id: { not_equals: contact.id } },
        { createdAt: { less_than_equal: contact.createdAt } },
        { or: [{ email: { equals: contact.email } }, { organization: { like: contact.organization.trim() } }] },
      ],
    },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs
    .filter((c) => c.email === contact.email || c.organization.trim().toLowerCase() === organization)
    .map((c) => {
      const api = toApiContact(c)
      return {
        id: api.id,
        name: api.name,
        email: api.email,
        organization: api.organization,
        createdAt: api.createdAt,
        stage: api.stage,
        deletedAt: api.deletedAt,
        sameEmail: c.email === contact.email,
      }
    })
}

/** GET /api/staff: the staff accounts, to pick an enquiry's owner. */
export const listStaff = route(async function listStaff(req) {
  const { payload, user } = await requireAdmin(req)
  return json(await findStaff(payload, user))
})

/** POST /api/staff/invite with `{ name, email }`: a colleague's account, and a mail with the link to choose a password. */
export const inviteColleague = route(async function inviteColleague(req) {
  const { payload, user } = await requireAdmin(req)
  const input = validate(staffInviteSchema, await readJson(req))
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: input.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs)
    throw new HttpError(409, [{ field: 'email', message: 'There is already a staff account with this email' }])
  const { user: invited, token } = await inviteStaff(payload, user, input)
  let mailSent = true
  try {
    await payload.sendEmail({
      to: { name: invited.name, address: invited.email },
      ...inviteMail(invited.name, actorOf(user)?.name ?? null, token, INVITE_DAYS, invited.language),
    })
  } catch (error) {
    // The account stays: "Forgot password?" on the sign-in page sends them a new link.
    payload.logger.error({ err: error, msg: 'Invitation mail not sent' })
    mailSent = false
  }
  const { language: _language, ...answer } = invited
  return json({ ...answer, mailSent }, 201)
})
