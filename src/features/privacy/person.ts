import type { CollectionSlug, Payload, TypedUser } from 'payload'
import type { PoolClient } from 'pg'

import { deleteDeliveriesTo } from '@/features/campaigns/deliveries'
import { deleteEnquiriesFrom } from '@/features/enquiries/records'
import { deleteTimelinesOfEnquiriesFrom } from '@/features/enquiries/timeline'
import { inTransaction } from '@/platform/db'
import { deleteSchoolsWithEmail } from '@/features/audience/schools/records'
import { deleteSignupRequestsOf } from '@/features/audience/signup-requests'
import { deleteSubscriptionsOf } from '@/features/audience/subscribers/records'
import { deleteProposalsOf, deleteTripRequestsOf } from '@/features/trips'
import { type AuditActor, recordAudit } from './audit'
import { suppress, suppressionHash, type SuppressionEntry, suppressionOf } from './suppression'

/**
 * One person, one place: every record that concerns an email address, to show, export or erase it (GDPR arts.
 * 15, 17, 20). Each kind of record is a source; add a source to cover a new collection (e.g. campaign deliveries)
 * and lookup, export and erasure all follow. Erasure runs the sources in order, so a source whose rows point at
 * another's (deliveries → schools) comes before it. Each table's delete lives in that table's module (Payload's
 * side tables follow by ON DELETE CASCADE).
 */

export type PersonRecord = { id: number | string } & Record<string, unknown>

export type PersonSource = {
  id: string
  /** For staff and the export. */
  label: string
  /** The Payload collection, so the screen can link to each record's edit view. */
  collection: CollectionSlug
  /** Every record of this address, complete (trashed ones too), read as the signed-in admin. */
  find: (ctx: { payload: Payload; user: TypedUser }, email: string) => Promise<PersonRecord[]>
  /** Removes (or anonymises) them inside the erasure's transaction; answers how many rows it changed. */
  erase: (db: PoolClient, email: string) => Promise<number>
}

/** The documents of a collection with this email, all of them, unpopulated. */
function findByEmail(collection: CollectionSlug, { trash = false } = {}): PersonSource['find'] {
  return async ({ payload, user }, email) => {
    const { docs } = await payload.find({
      collection,
      where: { email: { equals: email } },
      trash,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs as unknown as PersonRecord[]
  }
}

/**
 * The records of `collection` that belong to every enquiry from this address, trashed enquiries too (timeline
 * entries, trip requests, proposals: each points at its enquiry through a `contact` field), read as the signed-in
 * admin.
 */
const recordsOfEnquiriesFrom =
  (collection: 'enquiry-events' | 'trip-requests' | 'proposals', sort?: string): PersonSource['find'] =>
  async ({ payload, user }, email) => {
    const contacts = await payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      trash: true,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: false,
      user,
    })
    if (!contacts.docs.length) return []
    const { docs } = await payload.find({
      collection,
      where: { contact: { in: contacts.docs.map((c) => c.id) } },
      sort,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs as unknown as PersonRecord[]
  }

export const personSources: PersonSource[] = [
  {
    // Before the enquiries themselves: the entries point at them.
    id: 'enquiry-timeline',
    label: 'Enquiry notes and replies',
    collection: 'enquiry-events',
    find: recordsOfEnquiriesFrom('enquiry-events', 'createdAt'),
    erase: deleteTimelinesOfEnquiriesFrom,
  },
  {
    // The proposals staff sent them (with every version), before the trip requests and enquiries they point at.
    id: 'proposals',
    label: 'Trip proposals',
    collection: 'proposals',
    find: recordsOfEnquiriesFrom('proposals'),
    erase: deleteProposalsOf,
  },
  {
    // The trips built on the plan-a-trip page, also before the enquiries they belong to.
    id: 'trip-requests',
    label: 'Trip requests',
    collection: 'trip-requests',
    find: recordsOfEnquiriesFrom('trip-requests'),
    erase: deleteTripRequestsOf,
  },
  {
    id: 'enquiries',
    label: 'Website enquiries',
    collection: 'contacts',
    find: findByEmail('contacts', { trash: true }),
    erase: deleteEnquiriesFrom,
  },
  {
    id: 'newsletter',
    label: 'Newsletter subscription',
    collection: 'newsletter-subscriptions',
    find: findByEmail('newsletter-subscriptions'),
    erase: deleteSubscriptionsOf,
  },
  {
    // A sign-up not yet confirmed: erased with the rest, its link then confirms nothing.
    id: 'newsletter-requests',
    label: 'Unconfirmed newsletter sign-up',
    collection: 'newsletter-signup-requests',
    find: findByEmail('newsletter-signup-requests'),
    erase: deleteSignupRequestsOf,
  },
  {
    // Campaign mails sent to the address (deliveries point at schools: erased first).
    id: 'campaign-deliveries',
    label: 'Campaign emails',
    collection: 'email-deliveries',
    find: findByEmail('email-deliveries'),
    erase: deleteDeliveriesTo,
  },
  {
    // A school's address can be a person's own; the school row goes with it (and its place in campaign lists).
    id: 'schools',
    label: 'School contact',
    collection: 'schools',
    find: findByEmail('schools'),
    erase: deleteSchoolsWithEmail,
  },
]

export type AuditLine = {
  id: number | string
  action: string
  createdAt: string
  actorEmail: string | null
  summary: string
}

export type PersonReport = {
  email: string
  /** The keyed hash that names this person in the suppression list and the audit trail. */
  subjectHash: string
  suppression: SuppressionEntry | null
  sources: Array<{ id: string; label: string; collection: string; records: PersonRecord[] }>
  /** Staff actions concerning this person, newest first. */
  audit: AuditLine[]
}

export async function lookupPerson(
  ctx: { payload: Payload; user: TypedUser },
  email: string,
  sources: readonly PersonSource[] = personSources,
): Promise<PersonReport> {
  const subjectHash = suppressionHash(email)
  const [suppression, found, audit] = await Promise.all([
    suppressionOf(ctx.payload, email),
    Promise.all(
      sources.map(async (s) => ({
        id: s.id,
        label: s.label,
        collection: s.collection,
        records: await s.find(ctx, email),
      })),
    ),
    ctx.payload.find({
      collection: 'audit-events',
      where: { subjectHash: { equals: subjectHash } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: ctx.user,
    }),
  ])
  return {
    email,
    subjectHash,
    suppression,
    sources: found,
    audit: audit.docs.map((e) => ({
      id: e.id,
      action: e.action,
      createdAt: e.createdAt,
      actorEmail: e.actorEmail ?? null,
      summary: e.summary,
    })),
  }
}

export const recordCount = (report: PersonReport) => report.sources.reduce((n, s) => n + s.records.length, 0)

/**
 * Erases everything about the address in one transaction: every source's rows go, the address goes on the
 * suppression list (so it is never added or mailed again) and the audit trail records the erasure by hash only.
 * Either all of it happens or nothing does.
 */
export async function erasePerson(
  payload: Payload,
  email: string,
  actor: AuditActor,
  sources: readonly PersonSource[] = personSources,
): Promise<{ removed: Record<string, number> }> {
  return inTransaction(payload.db.pool, async (client) => {
    const removed: Record<string, number> = {}
    for (const source of sources) removed[source.id] = await source.erase(client, email)
    await suppress(client, email, 'erased')
    const total = Object.values(removed).reduce((a, b) => a + b, 0)
    await recordAudit(client, {
      action: 'erase',
      actor,
      subjectEmail: email,
      summary: `Erased a person's data: ${total} records removed, address added to the suppression list`,
      details: { removed },
    })
    return { removed }
  })
}
