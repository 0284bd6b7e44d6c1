import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { EmailCampaign } from '@/payload-types'
import type { DeliveryStatus } from '@/lib/campaigns/status'
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
