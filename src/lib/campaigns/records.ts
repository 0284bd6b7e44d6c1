import type { Payload, TypedUser } from 'payload'
import type { Pool } from 'pg'

import { readAs } from '@/lib/access'
import type { EmailCampaign } from '@/payload-types'
import type { CampaignStatus, DeliveryStatus } from '@/lib/campaigns/status'
import { type DeliveryCounts, deliveryCounts } from '@/lib/campaigns/deliveries'

/** A campaign as GET /api/email-campaigns[/{id}] and the staff screens show it. */
export function toApiCampaign(doc: EmailCampaign, counts?: DeliveryCounts) {
  return {
    id: doc.id,
    name: doc.name,
    subject: doc.subject,
    htmlContent: doc.htmlContent,
    textContent: doc.textContent ?? null,
    status: doc.status,
    scheduledAt: doc.scheduledAt ?? null,
    totalRecipients: Number(doc.totalRecipients ?? 0),
    sentAt: doc.sentAt ?? null,
    recipients: (doc.recipients ?? []).map((r) => (typeof r === 'object' ? r.id : r)),
    createdAt: doc.createdAt,
    // Delivery progress: sent / failed / remaining (queued + being sent) and the rest.
    deliveries: counts ?? null,
  }
}

export type ApiCampaign = ReturnType<typeof toApiCampaign>

/** Every campaign with its delivery counts, newest first, read as the signed-in staff member. */
export async function findCampaigns(payload: Payload, user: TypedUser): Promise<ApiCampaign[]> {
  const { docs } = await payload.find({ collection: 'email-campaigns', sort: '-createdAt', ...readAs(user) })
  const counts = await deliveryCounts(
    payload.db.pool,
    docs.map((d) => d.id),
  )
  return docs.map((doc) => toApiCampaign(doc, counts.get(doc.id)))
}

/** A campaign as the Email Marketing screen lists it (GET /api/email-campaigns without the content). */
export type CampaignSummary = {
  id: number
  name: string
  subject: string
  status: CampaignStatus
  totalRecipients: number
  /** How many schools are selected as recipients. */
  recipientCount: number
  sentAt: string | null
  createdAt: string
  /** Mails sent, failed and unsubscribes through it (zero before sending). */
  delivered: { sent: number; failed: number; unsubscribed: number }
}

/** The `select` of a read: only these fields. */
const only = <K extends string>(...fields: K[]) => Object.fromEntries(fields.map((f) => [f, true])) as Record<K, true>

/** Every campaign, newest first, without its (possibly large) content, read as the signed-in staff member. */
export async function findCampaignSummaries(payload: Payload, user: TypedUser): Promise<CampaignSummary[]> {
  const { docs } = await payload.find({
    collection: 'email-campaigns',
    sort: '-createdAt',
    ...readAs(user),
    select: only('name', 'subject', 'status', 'totalRecipients', 'sentAt', 'recipients', 'createdAt'),
  })
  const counts = await deliveryCounts(
    payload.db.pool,
    docs.map((d) => d.id),
  )
  return docs.map((campaign) => ({
    id: campaign.id,
    name: campaign.name ?? '',
    subject: campaign.subject ?? '',
    status: campaign.status ?? 'draft',
    totalRecipients: Number(campaign.totalRecipients ?? 0),
    recipientCount: campaign.recipients?.length ?? 0,
    sentAt: campaign.sentAt ?? null,
    createdAt: campaign.createdAt ?? '',
    delivered: {
      sent: counts.get(campaign.id)?.sent ?? 0,
      failed: counts.get(campaign.id)?.failed ?? 0,
      unsubscribed: counts.get(campaign.id)?.unsubscribed ?? 0,
    },
  }))
}

/** One campaign with its delivery counts, or null. Callers have checked that an admin is signed in. */
export async function readCampaign(payload: Payload, id: number): Promise<ApiCampaign | null> {
  const doc = await payload.findByID({
    collection: 'email-campaigns',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return null
  const counts = await deliveryCounts(payload.db.pool, [id])
  return toApiCampaign(doc, counts.get(id))
}

export type CampaignRecipient = {
  schoolId: number | null
  name: string | null
  email: string
  country: string | null
  city: string | null
  status: DeliveryStatus | null
  attempts: number | null
  lastError: string | null
  sentAt: string | null
  unsubscribedAt: string | null
}

/**
 * Each recipient with what happened to its mail: the selected schools before sending, their deliveries after
 * (a delivery keeps the address even if its school was deleted since).
 */
export async function campaignRecipients(pool: Pool, id: number): Promise<CampaignRecipient[]> {
  const { rows } = await pool.query<CampaignRecipient>(
    `WITH selected AS (
       SELECT s.id AS school_id, s.name, s.email, s.country, s.city
         FROM email_campaigns_rels r JOIN schools s ON s.id = r.schools_id
        WHERE r.parent_id = $1 AND r.path = 'recipients')
     SELECT COALESCE(d.school_id, sel.school_id) AS "schoolId", COALESCE(sel.name, s.name) AS name,
            COALESCE(d.email, sel.email) AS email, COALESCE(sel.country, s.country) AS country, COALESCE(sel.city, s.city) AS city,
            d.status, d.attempts::int AS attempts, d.last_error AS "lastError", d.sent_at AS "sentAt", d.unsubscribed_at AS "unsubscribedAt"
       FROM selected sel
       FULL JOIN (SELECT * FROM email_deliveries WHERE campaign_id = $1) d ON d.school_id = sel.school_id
       LEFT JOIN schools s ON s.id = d.school_id
      ORDER BY name NULLS LAST, email`,
    [id],
  )
  return rows
}
