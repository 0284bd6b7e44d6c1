import type { Queryable } from '@/platform/db'

/** The Dashboard's pipeline figure: proposals awaiting an answer, and those accepted this month (Madrid's month). */
export type ProposalPipeline = { openCents: number; openCount: number; wonCents: number; wonCount: number }

/**
 * Open: sent, unanswered, still within their validity day. Accepted this month: answered "accepted" since the
 * first of the month in Madrid. A proposal's value is the sum of its line items, as the PDF totals it.
 */
export async function proposalPipeline(db: Queryable): Promise<ProposalPipeline> {
  const { rows } = await db.query<Record<keyof ProposalPipeline, string | number>>(
    `WITH totals AS (
       SELECT p.status, p.valid_until, p.answered_at,
              (SELECT coalesce(sum(i.quantity * i.unit_cents), 0) FROM proposals_items i WHERE i._parent_id = p.id) AS total
         FROM proposals p
     ), month_start AS (
       SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Madrid') AT TIME ZONE 'Europe/Madrid' AS at
     )
     SELECT coalesce(sum(total) FILTER (WHERE status = 'sent' AND valid_until >= date_trunc('day', now())), 0) AS "openCents",
            count(*) FILTER (WHERE status = 'sent' AND valid_until >= date_trunc('day', now())) AS "openCount",
            coalesce(sum(total) FILTER (WHERE status = 'accepted' AND answered_at >= (SELECT at FROM month_start)), 0) AS "wonCents",
            count(*) FILTER (WHERE status = 'accepted' AND answered_at >= (SELECT at FROM month_start)) AS "wonCount"
       FROM totals`,
  )
  const row = rows[0]
  return {
    openCents: Number(row?.openCents ?? 0),
    openCount: Number(row?.openCount ?? 0),
    wonCents: Number(row?.wonCents ?? 0),
    wonCount: Number(row?.wonCount ?? 0),
  }
}
