import type { Queryable } from '@/platform/db'

/**
 * A month of campaign mail on Madrid's calendar: mails sent, hard bounces (refused for good, SMTP 5xx), soft bounces
 * (refused for now, 4xx, on every attempt), unsubscribes, link clicks, opens and the mails that carried the open
 * pixel (docs/product.md › Campaign analytics).
 */
export type MonthFigures = {
  month: string
  sent: number
  hardBounces: number
  softBounces: number
  unsubscribed: number
  clicks: number
  opens: number
  tracked: number
}

/**
 * The last twelve months that saw any campaign mail, click or open, newest first. Only those months' rows are read,
 * so the Analytics tab does not scan every delivery ever made. A mail counts in the month it was sent, a bounce in
 * the month of the relay's last answer.
 */
export async function figuresPerMonth(db: Queryable): Promise<MonthFigures[]> {
  const { rows } = await db.query<MonthFigures>(
    `WITH figures AS (
       SELECT to_char(date_trunc('month', COALESCE(sent_at, updated_at) AT TIME ZONE 'Europe/Madrid'), 'YYYY-MM') AS month,
              count(*) FILTER (WHERE status = 'sent') AS sent,
              count(*) FILTER (WHERE status = 'bounced') AS hard,
              count(*) FILTER (WHERE status = 'failed') AS soft,
              count(unsubscribed_at) AS unsubscribed,
              0 AS clicks, 0 AS opens,
              count(*) FILTER (WHERE status = 'sent' AND open_tracked) AS tracked
         FROM email_deliveries
        WHERE status IN ('sent', 'bounced', 'failed') AND COALESCE(sent_at, updated_at) >= now() - interval '12 months'
        GROUP BY 1
       UNION ALL
       SELECT to_char(month, 'YYYY-MM'), 0, 0, 0, 0, clicks, 0, 0 FROM campaign_link_clicks
        WHERE month >= (now() - interval '12 months')::date
       UNION ALL
       SELECT to_char(month, 'YYYY-MM'), 0, 0, 0, 0, 0, opens, 0 FROM campaign_opens
        WHERE month >= (now() - interval '12 months')::date)
     SELECT month, sum(sent)::int AS sent, sum(hard)::int AS "hardBounces", sum(soft)::int AS "softBounces",
            sum(unsubscribed)::int AS unsubscribed, sum(clicks)::int AS clicks, sum(opens)::int AS opens,
            sum(tracked)::int AS tracked
       FROM figures GROUP BY month ORDER BY month DESC LIMIT 12`,
  )
  return rows
}
