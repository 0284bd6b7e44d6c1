import type { Queryable } from '@/platform/db'

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
