import type { Payload, TypedUser, Where } from 'payload'

import { readAs } from '@/lib/access'
import { consentOf } from '@/lib/consent'
import type { Contact } from '@/payload-types'
import { defaultLocale } from '@i18n/locales'

/**
 * The contacts table (collection `contacts`) as the staff screens and /api/contacts read and change it: the API
 * shape, the lists and the updates, all through the local API as the signed-in user, so the collection's access
 * rules decide. Public enquiries are written in SQL by store-enquiry.ts, beside this file.
 */

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
    locale: doc.locale ?? defaultLocale,
    consent: consentOf(doc.consent),
    lastContactAt: doc.lastContactAt ?? null,
    createdAt: doc.createdAt,
    deletedAt: doc.deletedAt ?? null,
  }
}

export type ApiContact = ReturnType<typeof toApiContact>

/** The lists GET /api/contacts, /school, /erasmus and /trashed/all answer; the Dashboard shows 'all' and 'trashed'. */
export type ContactList = 'all' | 'school' | 'erasmus' | 'trashed'

const listFilters: Record<ContactList, { where?: Where; trash?: boolean }> = {
  all: {},
  school: { where: { contactType: { equals: 'school' } } },
  erasmus: { where: { contactType: { equals: 'erasmus' } } },
  trashed: { where: { deletedAt: { exists: true } }, trash: true },
}

/** One list of contacts, newest first. */
export async function findContacts(payload: Payload, user: TypedUser, list: ContactList): Promise<ApiContact[]> {
  const { docs } = await payload.find({
    collection: 'contacts',
    ...listFilters[list],
    sort: '-createdAt',
    ...readAs(user),
  })
  return docs.map(toApiContact)
}

/**
 * Changes one contact; `trashed` says whether it must currently be in the trash. Null when there is no such
 * contact (or it is on the other side of the trash).
 */
export async function updateContact(
  payload: Payload,
  user: TypedUser,
  id: number,
  trashed: boolean,
  changes: Partial<Contact>,
): Promise<ApiContact | null> {
  const { docs } = await payload.find({
    collection: 'contacts',
    trash: true,
    where: { and: [{ id: { equals: id } }, { deletedAt: { exists: trashed } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (!docs[0]) return null
  const updated = await payload.update({
    collection: 'contacts',
    id,
    trash: true,
    data: changes,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return toApiContact(updated)
}
