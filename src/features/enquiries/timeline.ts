import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { readAs } from '@/platform/access'
import { consentOf } from '@/platform/consent'
import { type Queryable } from '@/platform/db'
import type { Contact, EnquiryEvent } from '@/payload-types'
import { staffName } from '@/features/staff/staff'
import type { ReplyStatus, TimelineEventType } from './timeline-types'

/**
 * The enquiry-events table (collection `enquiry-events`): writing an enquiry's timeline and reading it back as
 * GET /api/contacts/{id}/timeline answers it.
 */

/** Who did it, as the timeline shows it: the account, and its name (or email) at the time. */
export type Actor = { id: number; name: string } | null

export function actorOf(user: PayloadRequest['user'] | TypedUser | null | undefined): Actor {
  if (!user || user.collection !== 'users') return null
  const u = user as { id: number; name?: string | null; email?: string }
  return { id: u.id, name: staffName(u) || `#${u.id}` }
}

export type NewEvent = {
  contactId: number
  type: TimelineEventType
  by?: Actor
  text?: string | null
  data?: Record<string, unknown> | null
}

/** One entry, through the local API (inside the request's transaction when a hook passes its `req`). */
export async function recordEvent(payload: Payload, event: NewEvent, req?: PayloadRequest): Promise<EnquiryEvent> {
  return payload.create({
    collection: 'enquiry-events',
    data: {
      contact: event.contactId,
      type: event.type,
      by: event.by?.id ?? null,
      byName: event.by?.name ?? null,
      text: event.text ?? null,
      data: event.data ?? null,
    },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}

/**
 * One system entry in plain SQL, for the enquiry mail jobs: they run by the thousand after a burst, and a local-API
 * create costs several times this insert. Written after the mail went: it never fails the job (a retry would send
 * the mail again), so an enquiry erased meanwhile just gets no entry.
 */
export async function recordSystemEvent(db: Queryable, event: NewEvent): Promise<void> {
  try {
    await db.query(
      `INSERT INTO enquiry_events (contact_id, type, text, data, updated_at, created_at)
       SELECT id, $2, $3, $4, now(), now() FROM contacts WHERE id = $1`,
      [event.contactId, event.type, event.text ?? null, event.data ? JSON.stringify(event.data) : null],
    )
  } catch (error) {
    console.error(`[timeline] entry ${event.type} of enquiry ${event.contactId} not written`, error)
  }
}

export type TimelineEntry = {
  id: string
  type: 'received' | TimelineEventType
  at: string
  by: Actor
  text?: string | null
  data: Record<string, unknown>
}

export const eventEntry = (e: EnquiryEvent): TimelineEntry => ({
  id: String(e.id),
  type: e.type,
  at: e.createdAt,
  by:
    typeof e.by === 'number' ? { id: e.by, name: e.byName ?? `#${e.by}` } : e.byName ? { id: 0, name: e.byName } : null,
  text: e.text ?? null,
  data: (e.data as Record<string, unknown> | null) ?? {},
})

/** The entries of one enquiry, oldest first: its arrival (with the consent record), then every event. */
export async function readTimeline(payload: Payload, user: TypedUser, contact: Contact): Promise<TimelineEntry[]> {
  const { docs } = await payload.find({
    collection: 'enquiry-events',
    where: { contact: { equals: contact.id } },
    sort: 'createdAt',
    ...readAs(user),
  })
  const received: TimelineEntry = {
    id: `received-${contact.id}`,
    type: 'received',
    at: contact.createdAt,
    by: null,
    data: { locale: contact.locale ?? null, consent: consentOf(contact.consent) },
  }
  return [received, ...docs.map(eventEntry)]
}

/** A reply entry's state: queued until the mail job has sent it or given up. */
export async function setReplyStatus(
  payload: Payload,
  eventId: number,
  status: ReplyStatus,
  extra: Record<string, unknown> = {},
): Promise<EnquiryEvent> {
  const event = await payload.findByID({ collection: 'enquiry-events', id: eventId, depth: 0, overrideAccess: true })
  return payload.update({
    collection: 'enquiry-events',
    id: eventId,
    data: { data: { ...((event.data as Record<string, unknown>) ?? {}), ...extra, status } },
    depth: 0,
    overrideAccess: true,
  })
}

/** Erasure (src/features/privacy/person.ts): the timeline entries of every enquiry from this address, trashed ones too. */
export async function deleteTimelinesOfEnquiriesFrom(db: Queryable, email: string): Promise<number> {
  const sql = 'DELETE FROM enquiry_events WHERE contact_id IN (SELECT id FROM contacts WHERE email = $1)'
  return (await db.query(sql, [email])).rowCount ?? 0
}

/** Retention: the entries whose enquiry was deleted (the foreign key then leaves them without one). */
export async function deleteTimelineEntriesWithoutEnquiry(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM enquiry_events WHERE contact_id IS NULL')).rowCount ?? 0
}
