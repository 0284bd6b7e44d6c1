import type { Pool } from 'pg'

import type { Queryable } from '@/platform/db'
import { jsonArrayStream } from '@/platform/db/json-array-stream'
import { offsetOf, type Page, type PageRequest } from '@/platform/db/paging'
import type { EmailCampaign } from '@/payload-types'
import { deliveryCounts } from './delivery-counts'
import { type ApiCampaign, type CampaignRecipient, toApiCampaign } from './records'

/**
 * The campaigns and their recipients as the lists read them, in SQL: GET /api/email-campaigns and a campaign's
 * recipients streamed from a cursor whatever their length, and the pages of a campaign's recipients. Campaigns are
 * read in the shape of Payload's documents and turned into the API's by toApiCampaign, the one mapper. Callers
 * must already have checked that an admin is signed in.
 */

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const CAMPAIGN_COLUMNS = `c.id, c.name, c.subject, c.html_content AS "htmlContent", c.text_content AS "textContent",
  c.editor_mode AS "editorMode", c.content,
  json_build_object('subject', c.es_subject, 'htmlContent', c.es_html_content, 'textContent', c.es_text_content,
    'content', c.es_content) AS es,
  c.status, ${iso('c.scheduled_at')} AS "scheduledAt", c.total_recipients::float8 AS "totalRecipients",
  ${iso('c.sent_at')} AS "sentAt", ${iso('c.created_at')} AS "createdAt",
  ARRAY(SELECT r.schools_id FROM email_campaigns_rels r
         WHERE r.parent_id = c.id AND r.path = 'recipients' AND r.schools_id IS NOT NULL ORDER BY r."order") AS recipients`

/** Campaigns carry their content and recipient ids: a few at a time. */
const CAMPAIGN_BATCH = 20

/** Every campaign with its delivery counts, newest first, as one streamed JSON array. */
export function streamCampaigns(pool: Pool): Promise<ReadableStream<Uint8Array>> {
  return jsonArrayStream<EmailCampaign>(
    pool,
    `SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns c ORDER BY c.created_at DESC, c.id DESC`,
    [],
    async (rows) => {
      const counts = await deliveryCounts(
        pool,
        rows.map((r) => r.id),
        { byLanguage: true },
      )
      return rows.map((row) => toApiCampaign(row, counts.get(row.id)))
    },
    { batchRows: CAMPAIGN_BATCH },
  )
}

/** One page of campaigns (the contract's shape), newest first, with how many there are. */
export async function campaignsPage(pool: Pool, request: PageRequest): Promise<Page<ApiCampaign>> {
  const [rows, total] = await Promise.all([
    pool.query<EmailCampaign>(
      `SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns c ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${request.limit} OFFSET ${offsetOf(request)}`,
    ),
    pool.query<{ n: number }>('SELECT count(*)::int AS n FROM email_campaigns'),
  ])
  const counts = await deliveryCounts(
    pool,
    rows.rows.map((r) => r.id),
    { byLanguage: true },
  )
  return {
    rows: rows.rows.map((row) => toApiCampaign(row, counts.get(row.id))),
    total: total.rows[0]?.n ?? 0,
    ...request,
  }
}

/**
 * Each recipient with what happened to its mail: the selected schools before sending, their deliveries after (a
 * delivery keeps the address even if its school was deleted since), by name.
 */
const RECIPIENTS_SQL = `WITH selected AS (
    SELECT s.id AS school_id, s.name, s.email, s.country, s.city
      FROM email_campaigns_rels r JOIN schools s ON s.id = r.schools_id
     WHERE r.parent_id = $1 AND r.path = 'recipients')
  SELECT COALESCE(d.school_id, sel.school_id) AS "schoolId", COALESCE(sel.name, s.name) AS name,
         COALESCE(d.email, sel.email) AS email, COALESCE(sel.country, s.country) AS country, COALESCE(sel.city, s.city) AS city,
         d.status, d.attempts::int AS attempts, d.last_error AS "lastError", d.sent_at AS "sentAt", d.unsubscribed_at AS "unsubscribedAt"
    FROM selected sel
    FULL JOIN (SELECT * FROM email_deliveries WHERE campaign_id = $1) d ON d.school_id = sel.school_id
    LEFT JOIN schools s ON s.id = d.school_id
   ORDER BY name NULLS LAST, email`

export function streamCampaignRecipients(pool: Pool, id: number): Promise<ReadableStream<Uint8Array>> {
  return jsonArrayStream<CampaignRecipient>(pool, RECIPIENTS_SQL, [id], (rows) => rows)
}

export async function campaignRecipientsPage(
  db: Queryable,
  id: number,
  request: PageRequest,
  search = '',
): Promise<Page<CampaignRecipient>> {
  if (search) return matchingRecipientsPage(db, id, request, search)
  const [rows, total] = await Promise.all([
    db.query<CampaignRecipient>(`${RECIPIENTS_SQL} LIMIT ${request.limit} OFFSET ${offsetOf(request)}`, [id]),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT r.schools_id AS school_id FROM email_campaigns_rels r
          WHERE r.parent_id = $1 AND r.path = 'recipients' AND r.schools_id IS NOT NULL
         UNION SELECT d.school_id FROM email_deliveries d WHERE d.campaign_id = $1 AND d.school_id IS NOT NULL) x`,
      [id],
    ),
  ])
  // Deliveries whose school was deleted have no school id; they are counted apart.
  const orphans = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM email_deliveries WHERE campaign_id = $1 AND school_id IS NULL',
    [id],
  )
  return { rows: rows.rows, total: (total.rows[0]?.n ?? 0) + (orphans.rows[0]?.n ?? 0), ...request }
}

/** The recipients whose school name or address holds `search` (any case), by name: Send test's school picker. */
async function matchingRecipientsPage(
  db: Queryable,
  id: number,
  request: PageRequest,
  search: string,
): Promise<Page<CampaignRecipient>> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const matching = `SELECT * FROM (${RECIPIENTS_SQL}) r WHERE r.name ILIKE $2 OR r.email ILIKE $2`
  const [rows, total] = await Promise.all([
    db.query<CampaignRecipient>(
      `${matching} ORDER BY name NULLS LAST, email LIMIT ${request.limit} OFFSET ${offsetOf(request)}`,
      [id, pattern],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${matching}) m`, [id, pattern]),
  ])
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0, ...request }
}
