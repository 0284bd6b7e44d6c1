import type { DeliveryStatus } from '@/features/campaigns/status'
import type { MailLanguage } from '@/features/campaigns/email-layout'
import type { Queryable } from '@/platform/db'

/** What the campaign screens and the /api read of the send queue (./deliveries.ts): counts, never rows. */

type StatusCounts = Record<DeliveryStatus, number> & { total: number; unsubscribed: number }

/** Per-language counts: by the language of the version each recipient gets ('en' | 'es'). */
export type LanguageCounts = Record<MailLanguage, StatusCounts>

export type DeliveryCounts = StatusCounts & {
  /** Present when asked for (`byLanguage: true`): the same counts split by version language. */
  byLanguage?: LanguageCounts
}

const emptyCounts = (): StatusCounts => ({
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  cancelled: 0,
  skipped: 0,
  total: 0,
  unsubscribed: 0,
})

/**
 * The version language of a delivery in SQL, as `versionFor` picks it: Spanish when the school's language is
 * Spanish and the campaign has a Spanish version (a subject and content that are not blank), else English. The
 * delivery row does not store it, so it is read from the school as it is now (a school deleted since counts as
 * English); a campaign's versions cannot change once it is sending.
 */
const versionLanguageSql = `CASE WHEN s.language = 'es' AND c.es_subject ~ '\\S' AND c.es_html_content ~ '\\S' THEN 'es' ELSE 'en' END`

/**
 * Delivery counts per status of each campaign, with the unsubscribes through it; with `byLanguage`, also split by
 * the language of the version each recipient gets (one more join to schools, so only where it is shown).
 */
export async function deliveryCounts(
  db: Queryable,
  campaignIds: number[],
  { byLanguage = false }: { byLanguage?: boolean } = {},
): Promise<Map<number, DeliveryCounts>> {
  const { rows } = await db.query<{
    campaignId: number
    status: DeliveryStatus
    language: MailLanguage
    count: string
    unsubscribed: string
  }>(
    byLanguage
      ? `SELECT d.campaign_id AS "campaignId", d.status, ${versionLanguageSql} AS language, count(*) AS count,
                count(d.unsubscribed_at) AS unsubscribed
           FROM email_deliveries d
           JOIN email_campaigns c ON c.id = d.campaign_id
           LEFT JOIN schools s ON s.id = d.school_id
          WHERE d.campaign_id = ANY($1::int[]) GROUP BY 1, 2, 3`
      : `SELECT campaign_id AS "campaignId", status, 'en' AS language, count(*) AS count,
                count(unsubscribed_at) AS unsubscribed
           FROM email_deliveries WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id, status`,
    [campaignIds],
  )
  const result = new Map<number, DeliveryCounts>()
  for (const id of campaignIds) {
    result.set(
      id,
      byLanguage ? { ...emptyCounts(), byLanguage: { en: emptyCounts(), es: emptyCounts() } } : emptyCounts(),
    )
  }
  for (const row of rows) {
    const counts = result.get(row.campaignId)!
    const targets = counts.byLanguage ? [counts, counts.byLanguage[row.language]] : [counts]
    for (const target of targets) {
      target[row.status] += Number(row.count)
      target.total += Number(row.count)
      target.unsubscribed += Number(row.unsubscribed)
    }
  }
  return result
}
