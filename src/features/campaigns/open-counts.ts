import type { Queryable } from '@/platform/db'

/**
 * The store of table campaign_opens: opens per campaign and month on Madrid's calendar, and how many mails carried
 * the pixel (email_deliveries.open_tracked), which is what an open rate is out of. Aggregate counts only: nothing
 * records who opened (docs/product.md › Campaign analytics).
 */

/** One load of a campaign's pixel. A campaign deleted since is not counted. */
export async function countOpen(db: Queryable, campaignId: number): Promise<void> {
  await db.query(
    `INSERT INTO campaign_opens (campaign_id, month, opens)
     SELECT $1, date_trunc('month', now() AT TIME ZONE 'Europe/Madrid')::date, 1
      WHERE EXISTS (SELECT 1 FROM email_campaigns WHERE id = $1)
     ON CONFLICT (campaign_id, month) DO UPDATE SET opens = campaign_opens.opens + 1`,
    [campaignId],
  )
}

export type OpenFigures = { opens: number; tracked: number }

/** Each campaign's opens (all months together) and the mails sent with the pixel. */
export async function opensPerCampaign(db: Queryable, campaignIds: number[]): Promise<Map<number, OpenFigures>> {
  const { rows } = await db.query<{ campaignId: number; opens: number; tracked: number }>(
    `SELECT c.id AS "campaignId",
            COALESCE((SELECT sum(opens) FROM campaign_opens o WHERE o.campaign_id = c.id), 0)::int AS opens,
            (SELECT count(*) FROM email_deliveries d
              WHERE d.campaign_id = c.id AND d.status = 'sent' AND d.open_tracked)::int AS tracked
       FROM unnest($1::int[]) AS c(id)`,
    [campaignIds],
  )
  return new Map(rows.map((r) => [r.campaignId, { opens: r.opens, tracked: r.tracked }]))
}
