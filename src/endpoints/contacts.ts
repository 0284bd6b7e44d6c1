import type { Contact } from '@/payload-types'
import { type ContactList, findContacts, updateContact } from '@/lib/contacts/records'
import { storeEnquiry } from '@/lib/contacts/store-enquiry'
import { enquiryDestinationCodes } from '@/lib/content/destinations'
import { enquirySchemaFor } from '@/lib/validation/enquiry'
import { idParam, json, loadPayload, notFound, readJson, requireAdmin, route, validate } from './http'
import { enforceRateLimit } from './rate-limit'
import { enquiryMailJobs } from '@/jobs/queue-mail'

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

function contactsHandler(list: ContactList) {
  return route(async function listContactsHandler(req) {
    const { payload, user } = await requireAdmin(req)
    return json(await findContacts(payload, user, list))
  })
}

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
