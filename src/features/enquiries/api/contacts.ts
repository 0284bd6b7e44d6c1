import type { Contact } from '@/payload-types'
import { contactFigures, contactsPage, streamContacts } from '../list'
import { type ContactList, contactLists, findContact, toApiContact, updateContact } from '../records'
import { isStage } from '../stages'
import { destinationLabels } from '@/features/content/destinations'
import { defaultLocale } from '@i18n/locales'
import { storeEnquiry } from '../store-enquiry'
import { enquiryDestinationCodes } from '@/features/content/destinations'
import { enquirySchemaFor } from '@/platform/validation/enquiry'
import {
  badRequest,
  idParam,
  json,
  loadPayload,
  notFound,
  readJson,
  requireAdmin,
  route,
  validate,
} from '@/platform/http/http'
import { arrayPage, pageOf, pageParams, streamedArray } from '@/platform/http/lists'
import { enforceRateLimit } from '@/platform/http/rate-limit'
import { enquiryMailJobs } from '../jobs/queue-mail'

/** POST /api/contacts: a school or Erasmus+ enquiry from the public forms. */
export const createContact = route(async function createContact(req) {
  const body = await readJson(req)
  const payload = await loadPayload()
  // The destinations the form offers, as published (kept in memory until an editor publishes).
  const enquiry = validate(enquirySchemaFor(await enquiryDestinationCodes(payload)), body)
  await enforceRateLimit(req, 'enquiry')
  // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
  if (enquiry.website) return json({ success: true }, 201)
  await storeEnquiry(payload.db.pool, enquiry, enquiryMailJobs)
  return json({ success: true }, 201)
})

/** A list of the contract: streamed whole, or one page with `?page=&limit=`. */
function contactsHandler(list: ContactList) {
  return route(async function listContactsHandler(req) {
    const { payload } = await requireAdmin(req)
    const page = pageParams(req)
    if (page) return arrayPage(await contactsPage(payload, { list }, page))
    return streamedArray(await streamContacts(payload, list))
  })
}

/**
 * GET /api/contacts/page?list=all|school|erasmus|trashed&stage=&owner=me&page=&limit=: the Dashboard's page of a
 * list with its stage counts, and the figures (each list's length, overdue, median first answer).
 */
export const contactsPageRead = route(async function contactsPageRead(req) {
  const { payload, user } = await requireAdmin(req)
  const params = new URL(req.url).searchParams
  const list = params.get('list') ?? 'all'
  if (!(contactLists as readonly string[]).includes(list)) {
    throw badRequest('list', `list must be one of ${contactLists.join(', ')}`)
  }
  const stage = params.get('stage') || null
  if (stage !== null && !isStage(stage)) throw badRequest('stage', 'Unknown stage')
  const owner = params.get('owner')
  if (owner !== null && owner !== 'me') throw badRequest('owner', 'owner can only be "me"')
  const query = { list: list as ContactList, stage, ownerId: owner === 'me' ? Number(user.id) : null }
  const [page, figures] = await Promise.all([
    contactsPage(payload, query, pageOf(req)),
    contactFigures(payload.db.pool),
  ])
  return json({ ...page, figures })
})

/** GET /api/contacts/{id}: one contact, trashed or not (the Dashboard opens a related enquiry from its timeline). */
export const getContact = route<IdContext>(async function getContact(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const contact = await findContact(payload, user, idParam((await params).id))
  if (!contact) throw notFound('id', 'No contact with this id')
  return json(toApiContact(contact, { labels: await destinationLabels(payload, defaultLocale) }))
})

/** GET /api/contacts, /api/contacts/school, /api/contacts/erasmus, /api/contacts/trashed/all */
export const listAllContacts = contactsHandler('all')
export const listSchoolContacts = contactsHandler('school')
export const listErasmusContacts = contactsHandler('erasmus')
export const listTrashedContacts = contactsHandler('trashed')

type IdContext = { params: Promise<{ id: string }> }

/** Updates one contact by id; `trashed` says whether it must currently be in the trash. */
function updateHandler(trashed: boolean, changes: () => Partial<Contact>) {
  return route<IdContext>(async function updateContactHandler(req, { params }) {
    const { payload, user } = await requireAdmin(req)
    const id = idParam((await params).id)
    const updated = await updateContact(payload, user, id, trashed, changes())
    if (!updated) throw notFound('id', trashed ? 'No contact with this id in the trash' : 'No contact with this id')
    return json(updated)
  })
}

/** PATCH /api/contacts/{id}/process: dealing with an enquiry is contact with the person (retention counts from it). */
export const processContact = updateHandler(false, () => ({ processed: true, lastContactAt: new Date().toISOString() }))
/** PUT /api/contacts/{id}/trash */
export const trashContact = updateHandler(false, () => ({ deletedAt: new Date().toISOString() }))
/** PUT /api/contacts/{id}/restore (keeps processed and every field) */
export const restoreContact = updateHandler(true, () => ({ deletedAt: null }))
