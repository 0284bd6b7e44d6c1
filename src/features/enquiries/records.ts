import type { Payload, TypedUser, Where } from 'payload'

import type { Queryable } from '@/platform/db'
import { consentOf } from '@/platform/consent'
import { destinationLabels, labelOfDestination } from '@/features/content/destinations'
import type { Contact } from '@/payload-types'
import { defaultLocale } from '@i18n/locales'
import { dueAt, followupNow } from './business-hours'
import { isStage, stageOfProcessed } from './stages'

/**
 * The contacts table (collection `contacts`) as the staff screens and /api/contacts read and change it: the API
 * shape, the lists and the updates, all through the local API as the signed-in user, so the collection's access
 * rules decide. Public enquiries are written in SQL by store-enquiry.ts, beside this file.
 */

const ownerIdOf = (owner: Contact['owner']) => (typeof owner === 'number' ? owner : (owner?.id ?? null))

/**
 * A contact as the admin screens read it (docs/product.md › The /api contract), with its destination's English label beside the stored code
 * (`labels` from destinationLabels: a destination deleted since is named by its code), and the follow-up fields
 * added after the enquiry's own fields: the stage, the owner, when it first left `new`, and when it is (or was) due
 * an answer by the 24-hour promise.
 */
export function toApiContact(
  doc: Contact,
  { labels = new Map(), now = followupNow() }: { labels?: Map<string, string>; now?: Date } = {},
) {
  const stage = isStage(doc.stage) ? doc.stage : stageOfProcessed(doc.processed)
  // Only an enquiry still waiting has a due time (and the business-hours walk is not free on long lists).
  const due = stage === 'new' ? dueAt(doc.createdAt) : null
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    organization: doc.organization,
    contactType: doc.contactType,
    destination: doc.destination ?? null,
    destinationLabel: labelOfDestination(labels, doc.destination),
    programType: doc.programType ?? null,
    message: doc.message,
    processed: Boolean(doc.processed),
    locale: doc.locale ?? defaultLocale,
    consent: consentOf(doc.consent),
    lastContactAt: doc.lastContactAt ?? null,
    createdAt: doc.createdAt,
    deletedAt: doc.deletedAt ?? null,
    stage,
    ownerId: ownerIdOf(doc.owner),
    firstReplyAt: doc.firstReplyAt ?? null,
    reminderSentAt: doc.reminderSentAt ?? null,
    dueAt: due?.toISOString() ?? null,
    overdue: Boolean(due && !doc.deletedAt && due <= now),
  }
}

export type ApiContact = ReturnType<typeof toApiContact>

/** The lists GET /api/contacts, /school, /erasmus and /trashed/all answer (read in SQL by list.ts, beside this file). */
export const contactLists = ['all', 'school', 'erasmus', 'trashed'] as const
export type ContactList = (typeof contactLists)[number]

/**
 * Changes one contact; `trashed` says whether it must currently be in the trash. Null when there is no such
 * contact (or it is on the other side of the trash).
 */
export async function findContact(
  payload: Payload,
  user: TypedUser,
  id: number,
  { trashed }: { trashed?: boolean } = {},
): Promise<Contact | null> {
  const where: Where[] = [{ id: { equals: id } }]
  if (trashed !== undefined) where.push({ deletedAt: { exists: trashed } })
  const { docs } = await payload.find({
    collection: 'contacts',
    trash: true,
    where: { and: where },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

export async function updateContact(
  payload: Payload,
  user: TypedUser,
  id: number,
  trashed: boolean,
  changes: Partial<Contact>,
): Promise<ApiContact | null> {
  if (!(await findContact(payload, user, id, { trashed }))) return null
  const updated = await payload.update({
    collection: 'contacts',
    id,
    trash: true,
    data: changes,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return toApiContact(updated, { labels: await destinationLabels(payload, defaultLocale) })
}

/** Erasure (src/features/privacy/person.ts): every enquiry from this address, trashed ones too; answers how many. */
export async function deleteEnquiriesFrom(db: Queryable, email: string): Promise<number> {
  return (await db.query('DELETE FROM contacts WHERE email = $1', [email])).rowCount ?? 0
}

/** Retention: enquiries whose last contact (arrival, processing, or a later date staff set) is before `cutoff`. */
export async function deleteEnquiriesLastContactedBefore(db: Queryable, cutoff: Date): Promise<number> {
  return (
    (await db.query('DELETE FROM contacts WHERE COALESCE(last_contact_at, created_at) < $1', [cutoff])).rowCount ?? 0
  )
}

/** Retention: enquiries in the trash since before `cutoff`. */
export async function deleteEnquiriesTrashedBefore(db: Queryable, cutoff: Date): Promise<number> {
  return (await db.query('DELETE FROM contacts WHERE deleted_at < $1', [cutoff])).rowCount ?? 0
}
