import type { Where } from 'payload'

import type { Contact } from '@/payload-types'
import { storeEnquiry } from '@/lib/contacts/store-enquiry'
import { enquirySchema } from '@/lib/validation/enquiry'
import { idParam, json, notFound, payload, readJson, requireAdmin, route, validate } from './http'
import { enforceRateLimit } from './rate-limit'
import { enquiryMailsJob } from '@/jobs/queue-mail'

/** A contact as the admin screens read it (SPEC §3). */
export function toApiContact(doc: Contact) {
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    organization: doc.organization,
    contactType: doc.contactType,
    destination: doc.destination ?? null,
    programType: doc.programType ?? null,
    message: doc.message,
    processed: Boolean(doc.processed),
    locale: doc.locale ?? 'en',
    consent: consentOf(doc.consent),
    lastContactAt: doc.lastContactAt ?? null,
    createdAt: doc.createdAt,
    deletedAt: doc.deletedAt ?? null,
  }
}

/** Where and when consent was given (src/lib/consent.ts), as the admin shows it. */
export function consentOf(consent: Contact['consent'] | null | undefined) {
  // The staff member who entered it: an id (read unpopulated) or the user document.
  const recordedBy = consent?.recordedBy
  return {
    at: consent?.at ?? null,
    form: consent?.form ?? null,
    page: consent?.page ?? null,
    locale: consent?.locale ?? null,
    privacyVersion: consent?.privacyVersion ?? null,
    recordedBy: typeof recordedBy === 'object' && recordedBy !== null ? recordedBy.id : (recordedBy ?? null),
  }
}

/** POST /api/contacts: a school or Erasmus+ enquiry from the public forms. */
export const createContact = route(async (req) => {
  const body = await readJson(req)
  const enquiry = validate(enquirySchema, body)
  await enforceRateLimit(req, 'enquiry')
  // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
  if (enquiry.website) return json({ success: true }, 201)
  await storeEnquiry((await payload()).db.pool, enquiry, enquiryMailsJob)
  return json({ success: true }, 201)
})

function listContacts(where: Where | undefined, trash = false) {
  return route(async (req) => {
    const { payload: instance, user } = await requireAdmin(req)
    const { docs } = await instance.find({
      collection: 'contacts',
      where,
      trash,
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return json(docs.map(toApiContact))
  })
}

/** GET /api/contacts, /api/contacts/school, /api/contacts/erasmus, /api/contacts/trashed/all */
export const listAllContacts = listContacts(undefined)
export const listSchoolContacts = listContacts({ contactType: { equals: 'school' } })
export const listErasmusContacts = listContacts({ contactType: { equals: 'erasmus' } })
export const listTrashedContacts = listContacts({ deletedAt: { exists: true } }, true)

type IdContext = { params: Promise<{ id: string }> }

/** Updates one contact by id; `trashed` says whether it must currently be in the trash. */
function updateContact(trashed: boolean, changes: () => Partial<Contact>) {
  return route<IdContext>(async (req, { params }) => {
    const { payload: instance, user } = await requireAdmin(req)
    const id = idParam((await params).id)
    const { docs } = await instance.find({
      collection: 'contacts',
      trash: true,
      where: { and: [{ id: { equals: id } }, { deletedAt: { exists: trashed } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user,
    })
    if (!docs[0]) throw notFound('id', trashed ? 'No contact with this id in the trash' : 'No contact with this id')
    const updated = await instance.update({
      collection: 'contacts',
      id,
      trash: true,
      data: changes(),
      depth: 0,
      overrideAccess: false,
      user,
    })
    return json(toApiContact(updated))
  })
}

/** PATCH /api/contacts/{id}/process: dealing with an enquiry is contact with the person (retention counts from it). */
export const processContact = updateContact(false, () => ({ processed: true, lastContactAt: new Date().toISOString() }))
/** PUT /api/contacts/{id}/trash */
export const trashContact = updateContact(false, () => ({ deletedAt: new Date().toISOString() }))
/** PUT /api/contacts/{id}/restore (keeps processed and every field) */
export const restoreContact = updateContact(true, () => ({ deletedAt: null }))
