import type { Payload, PayloadRequest } from 'payload'

import { isPayload, type Queryable } from '@/platform/db'
import { suppressionHash } from './suppression'

/**
 * The audit trail: every staff action on personal data, with who, what and when (GDPR art. 5(2), 30), in the
 * `audit-events` collection that staff can read and nobody can edit (src/features/privacy/collections/AuditEvents.ts).
 * Entries never hold a person's email or name: the person is named by the suppression list's keyed hash of the
 * email (`subjectHash`), so the history of one person can be found again, and erasing them leaves no trace here.
 */

export const auditActions = [
  'process',
  'trash',
  'restore',
  'delete',
  'csv-import',
  'export',
  'erase',
  'campaign-send',
  'retention',
  // A confirmed newsletter sign-up that lifted an earlier unsubscribe or erasure.
  'resubscribe',
] as const
export type AuditAction = (typeof auditActions)[number]

/** A staff member, or null for the system (scheduled jobs). */
export type AuditActor = { id: number | string; email?: string | null } | null

export type AuditEntry = {
  action: AuditAction
  actor: AuditActor
  /** The collection the action touched, when there is one. */
  collection?: string
  documentIds?: Array<number | string>
  /** The person concerned; stored only as its keyed hash. */
  subjectEmail?: string
  /** One line for people, without personal data (ids, counts, file names). */
  summary: string
  details?: Record<string, unknown>
}

/**
 * Where an entry is written:
 * - a PayloadRequest (collection hooks): through Payload, inside that request's transaction;
 * - Payload itself: through Payload, on its own;
 * - a SQL connection: inside that connection's transaction (erasure, so the entry commits with it).
 */
export type AuditTarget = PayloadRequest | Payload | Queryable

export async function recordAudit(target: AuditTarget, entry: AuditEntry): Promise<void> {
  const data = {
    action: entry.action,
    actor: entry.actor ? Number(entry.actor.id) : null,
    actorEmail: entry.actor ? (entry.actor.email ?? null) : null,
    targetCollection: entry.collection ?? null,
    documentIds: entry.documentIds ?? null,
    subjectHash: entry.subjectEmail ? suppressionHash(entry.subjectEmail) : null,
    summary: entry.summary,
    details: entry.details ?? null,
  }
  if (isPayload(target) || isRequest(target)) {
    const payload = isPayload(target) ? target : target.payload
    const req = isRequest(target) ? target : undefined
    // Nobody may create entries through Payload's API (access create → false): only the server, here.
    await payload.create({ collection: 'audit-events', data, req, overrideAccess: true, depth: 0 })
    return
  }
  await target.query(
    `INSERT INTO audit_events (action, actor_id, actor_email, target_collection, document_ids, subject_hash, summary, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      data.action,
      data.actor,
      data.actorEmail,
      data.targetCollection,
      data.documentIds && JSON.stringify(data.documentIds),
      data.subjectHash,
      data.summary,
      data.details && JSON.stringify(data.details),
    ],
  )
}

function isRequest(target: AuditTarget): target is PayloadRequest {
  return typeof target === 'object' && target !== null && 'payload' in target && !isPayload(target)
}

/** Retention: audit entries written before `cutoff`. */
export async function deleteAuditEventsBefore(db: Queryable, cutoff: Date): Promise<number> {
  return (await db.query('DELETE FROM audit_events WHERE created_at < $1', [cutoff])).rowCount ?? 0
}
