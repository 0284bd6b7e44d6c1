import type { Queryable } from '@/lib/db'

/**
 * The store of table campaign_link_clicks: clicks per campaign, link and month on Madrid's calendar. Aggregate
 * counts only: nothing records who clicked (docs/product.md › Campaign analytics).
 */

const madridMonth = `date_trunc('month', now() AT TIME ZONE 'Europe/Madrid')::date`

/** One click on a campaign's link. A campaign deleted since is not counted (its mails still lead on). */
export async function countClick(db: Queryable, campaignId: number, url: string): Promise<void> {
  await db.query(
    `INSERT INTO campaign_link_clicks (campaign_id, url, month, clicks)
     SELECT $1, $2, ${madridMonth}, 1 WHERE EXISTS (SELECT 1 FROM email_campaigns WHERE id = $1)
     ON CONFLICT (campaign_id, url, month) DO UPDATE SET clicks = campaign_link_clicks.clicks + 1`,
    [campaignId, url],
  )
}

/** Each campaign's clicks on all its links. */
export async function clicksPerCampaign(db: Queryable, campaignIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ campaignId: number; clicks: number }>(
    `SELECT campaign_id AS "campaignId", sum(clicks)::int AS clicks FROM campaign_link_clicks
      WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`,
    [campaignIds],
  )
  return new Map(rows.map((r) => [r.campaignId, r.clicks]))
}

export type LinkClicks = { url: string; clicks: number }

/** One campaign's links by clicks, most clicked first. */
export async function clicksPerLink(db: Queryable, campaignId: number): Promise<LinkClicks[]> {
  const { rows } = await db.query<LinkClicks>(
    `SELECT url, sum(clicks)::int AS clicks FROM campaign_link_clicks WHERE campaign_id = $1
      GROUP BY url ORDER BY clicks DESC, url LIMIT 100`,
    [campaignId],
  )
  return rows
}

export type MonthFigures = { month: string; sent: number; bounced: number; unsubscribed: number; clicks: number }

/**
 * The last twelve months on Madrid's calendar that saw any campaign mail or click, newest first. Only those months'
 * rows are read, so the Analytics tab does not scan every delivery ever made.
 */
export async function figuresPerMonth(db: Queryable): Promise<MonthFigures[]> {
  const { rows } = await db.query<MonthFigures>(
    `WITH mails AS (
       SELECT to_char(date_trunc('month', COALESCE(sent_at, updated_at) AT TIME ZONE 'Europe/Madrid'), 'YYYY-MM') AS month,
              count(*) FILTER (WHERE status = 'sent') AS sent,
              count(*) FILTER (WHERE status = 'bounced') AS bounced,
              count(unsubscribed_at) AS unsubscribed
         FROM email_deliveries
        WHERE status IN ('sent', 'bounced') AND COALESCE(sent_at, updated_at) >= now() - interval '12 months'
        GROUP BY 1),
     clicks AS (SELECT to_char(month, 'YYYY-MM') AS month, sum(clicks) AS clicks FROM campaign_link_clicks
                 WHERE month >= (now() - interval '12 months')::date GROUP BY 1)
     SELECT COALESCE(m.month, c.month) AS month, COALESCE(m.sent, 0)::int AS sent, COALESCE(m.bounced, 0)::int AS bounced,
            COALESCE(m.unsubscribed, 0)::int AS unsubscribed, COALESCE(c.clicks, 0)::int AS clicks
       FROM mails m FULL JOIN clicks c ON c.month = m.month
      ORDER BY 1 DESC LIMIT 12`,
  )
  return rows
}
