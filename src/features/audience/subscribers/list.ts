import type { Pool } from 'pg'

import type { Queryable } from '@/platform/db'
import { jsonArrayStream } from '@/platform/db/json-array-stream'
import { offsetOf, type Page, type PageRequest } from '@/platform/db/paging'
import type { NewsletterSubscription } from '@/payload-types'
import { type ApiSubscription, toApiSubscription } from './records'

/**
 * The subscribers as GET /api/newsletter (streamed from a cursor, whatever their number) and the Dashboard's pages
 * read them, in SQL, in the shape of Payload's documents for toApiSubscription, the one mapper. The collection is
 * admin-only: callers must already have checked that an admin is signed in.
 */

const iso = (column: string) => `to_char(n.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const COLUMNS = `n.id, n.email, n.name, n.school, n.source, ${iso('created_at')} AS "createdAt",
  json_build_object('at', ${iso('consent_at')}, 'form', n.consent_form, 'page', n.consent_page, 'locale', n.consent_locale,
    'privacyVersion', n.consent_privacy_version, 'importFile', n.consent_import_file,
    'recordedBy', n.consent_recorded_by_id) AS consent`

const ORDER = 'ORDER BY n.created_at DESC, n.id DESC'

/** Every subscription, newest first, as one streamed JSON array. */
export function streamSubscriptions(pool: Pool): Promise<ReadableStream<Uint8Array>> {
  return jsonArrayStream<NewsletterSubscription>(
    pool,
    `SELECT ${COLUMNS} FROM newsletter_subscriptions n ${ORDER}`,
    [],
    (rows) => rows.map(toApiSubscription),
  )
}

/** One page of subscriptions, newest first, with how many there are. */
export async function subscriptionsPage(db: Queryable, request: PageRequest): Promise<Page<ApiSubscription>> {
  const [rows, total] = await Promise.all([
    db.query<NewsletterSubscription>(
      `SELECT ${COLUMNS} FROM newsletter_subscriptions n ${ORDER} LIMIT ${request.limit} OFFSET ${offsetOf(request)}`,
    ),
    countSubscriptions(db),
  ])
  return { rows: rows.rows.map(toApiSubscription), total, ...request }
}

export async function countSubscriptions(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriptions')
  return rows[0]?.n ?? 0
}
