import { type PayloadOrDb, type Queryable, sqlOf } from '@/platform/db'
import { retentionCutoff, retentionRule, type RetentionRuleId } from './retention-policy'
import { deleteDeliveriesOfDeletedCampaigns } from '@/features/campaigns/deliveries'
import { deleteEnquiriesLastContactedBefore, deleteEnquiriesTrashedBefore } from '@/features/enquiries/records'
import { deleteTimelineEntriesWithoutEnquiry } from '@/features/enquiries/timeline'
import { deleteExpiredSignupRequests } from '@/features/audience/signup-requests'
import { deleteProposalsWithoutEnquiry, deleteTripRequestsWithoutEnquiry } from '@/features/trips'
import { deleteAuditEventsBefore, recordAudit } from './audit'

/**
 * Deletes what has outlived its retention period (src/features/privacy/retention-policy.ts, the same periods /privacy
 * states). Each source is one kind of row with the rule it follows; add a source to extend the job (e.g. the
 * delivery records of email campaigns). Sources run in order, each as one DELETE statement of its table's module.
 */
export type RetentionSource = {
  /** Names the kind of row in the job's output and the audit trail. */
  id: string
  /** The privacy policy's rule this source follows. */
  rule: RetentionRuleId
  /** Deletes the rows due at `now` and answers how many. */
  purge: (db: Queryable, now: Date) => Promise<number>
}

/** The instant before which a rule's data is due; a rule without a time limit is a programming error here. */
export function cutoffFor(rule: RetentionRuleId, now: Date): Date {
  const cutoff = retentionCutoff(retentionRule(rule).period, now)
  if (!cutoff) throw new Error(`Retention rule "${rule}" has no time limit`)
  return cutoff
}

export const retentionSources: RetentionSource[] = [
  {
    // One year after the last contact (arrival, processing, or a later date staff set): trashed or not.
    id: 'website-enquiries',
    rule: 'website-enquiries',
    purge: (db, now) => deleteEnquiriesLastContactedBefore(db, cutoffFor('website-enquiries', now)),
  },
  {
    id: 'trashed-website-enquiries',
    rule: 'trashed-website-enquiries',
    purge: (db, now) => deleteEnquiriesTrashedBefore(db, cutoffFor('trashed-website-enquiries', now)),
  },
  {
    // An enquiry's timeline (notes, replies) goes with it: its entries lose their contact when it is deleted.
    id: 'enquiry-timeline',
    rule: 'website-enquiries',
    purge: (db) => deleteTimelineEntriesWithoutEnquiry(db),
  },
  {
    // So do the proposals made for it (with their versions and private links) and the trip it asked for.
    id: 'trip-proposals',
    rule: 'website-enquiries',
    purge: (db) => deleteProposalsWithoutEnquiry(db),
  },
  {
    id: 'trip-requests',
    rule: 'website-enquiries',
    purge: (db) => deleteTripRequestsWithoutEnquiry(db),
  },
  {
    // Delivery records follow their campaign: kept while it exists (they are its figures and the proof of who
    // was mailed), removed once staff delete it (its foreign key is then set to null).
    id: 'campaign-deliveries',
    rule: 'commercial-communications',
    purge: (db) => deleteDeliveriesOfDeletedCampaigns(db),
  },
  {
    // Newsletter sign-ups never confirmed: kept only while their confirmation link works (7 days).
    id: 'newsletter-signup-requests',
    rule: 'newsletter-subscribers',
    purge: (db, now) => deleteExpiredSignupRequests(db, now),
  },
  {
    // The audit trail is a data protection record.
    id: 'audit-events',
    rule: 'data-protection-records',
    purge: (db, now) => deleteAuditEventsBefore(db, cutoffFor('data-protection-records', now)),
  },
]

export type RetentionReport = { asOf: string; removed: Record<string, number> }

/**
 * Runs every source as of `now` and records what it removed in the audit trail (system entry). `now` is a
 * parameter so that the job can be run with a controlled clock; it is never later than the real time, so no
 * caller can delete data before its period ends.
 */
export async function runRetention(
  target: PayloadOrDb,
  now: Date = new Date(),
  sources: readonly RetentionSource[] = retentionSources,
): Promise<RetentionReport> {
  const asOf = new Date(Math.min(now.getTime(), Date.now()))
  const db = sqlOf(target)
  const removed: Record<string, number> = {}
  for (const source of sources) removed[source.id] = await source.purge(db, asOf)
  const total = Object.values(removed).reduce((a, b) => a + b, 0)
  await recordAudit(db, {
    action: 'retention',
    actor: null,
    summary: `Retention: removed ${total} rows past their retention period (${Object.entries(removed)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ')})`,
    details: { asOf: asOf.toISOString(), removed },
  })
  return { asOf: asOf.toISOString(), removed }
}
