import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { Queryable } from '@/platform/db'
import { jsonArrayStream } from '@/platform/db/json-array-stream'
import { offsetOf, type Page, type PageRequest } from '@/platform/db/paging'
import { destinationLabels } from '@/features/content/destinations'
import type { Contact } from '@/payload-types'
import { defaultLocale } from '@i18n/locales'
import { businessHoursBetween, dueAt, followupNow, reminderHours } from './business-hours'
import { type ProposalPipeline, proposalPipeline } from '@/features/trips/proposals/pipeline'
import { FIRST_ANSWER_DAYS, medianFirstAnswerHours } from './first-answer'
import { type ApiContact, type ContactList, toApiContact } from './records'
import { type Stage, stages } from './stages'

/**
 * The contacts table as its lists read it, in SQL: GET /api/contacts (and /school, /erasmus, /trashed/all) streamed
 * from a cursor whatever their length, and the Dashboard's pages, counts and figures. Rows are read in the shape of
 * Payload's documents and turned into the API's by toApiContact, the one mapper. The collection is admin-only:
 * callers must already have checked that an admin is signed in.
 */

const iso = (column: string) => `to_char(c.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const COLUMNS = `c.id, c.name, c.email, c.organization, c.contact_type AS "contactType", c.destination::text AS destination,
  c.program_type AS "programType", c.message, c.processed, c.locale, c.stage, c.owner_id AS owner,
  ${iso('first_reply_at')} AS "firstReplyAt", ${iso('reminder_sent_at')} AS "reminderSentAt",
  ${iso('last_contact_at')} AS "lastContactAt", ${iso('created_at')} AS "createdAt", ${iso('deleted_at')} AS "deletedAt",
  json_build_object('at', ${iso('consent_at')}, 'form', c.consent_form, 'page', c.consent_page, 'locale', c.consent_locale,
    'privacyVersion', c.consent_privacy_version, 'recordedBy', c.consent_recorded_by_id) AS consent`

/** Newest first (the created_at index gives the order without sorting). */
const ORDER = 'ORDER BY c.created_at DESC, c.id DESC'

const listConditions: Record<ContactList, string> = {
  all: 'c.deleted_at IS NULL',
  school: `c.deleted_at IS NULL AND c.contact_type = 'school'`,
  erasmus: `c.deleted_at IS NULL AND c.contact_type = 'erasmus'`,
  trashed: 'c.deleted_at IS NOT NULL',
}

/** One of the contract's lists as a streamed JSON array. */
export async function streamContacts(payload: Payload, list: ContactList): Promise<ReadableStream<Uint8Array>> {
  const labels = await destinationLabels(payload, defaultLocale)
  const now = followupNow()
  return jsonArrayStream<Contact>(
    payload.db.pool as Pool,
    `SELECT ${COLUMNS} FROM contacts c WHERE ${listConditions[list]} ${ORDER}`,
    [],
    (rows) => rows.map((row) => toApiContact(row, { labels, now })),
  )
}

export type ContactsQuery = {
  list: ContactList
  stage?: Stage | null
  /** Only the enquiries this staff member owns. */
  ownerId?: number | null
}

export type ContactsPage = Page<ApiContact> & {
  /** Of the list (and owner) asked for, how many contacts are at each stage. */
  stages: Record<Stage, number>
}

/** One page of a list, with the counts the Dashboard shows beside it. */
export async function contactsPage(
  payload: Payload,
  query: ContactsQuery,
  request: PageRequest,
): Promise<ContactsPage> {
  const db = payload.db.pool as Pool
  const params: unknown[] = []
  let base = listConditions[query.list]
  if (query.ownerId) {
    params.push(query.ownerId)
    base += ` AND c.owner_id = $${params.length}`
  }
  let where = base
  if (query.stage) {
    params.push(query.stage)
    where += ` AND c.stage = $${params.length}`
  }
  const [rows, total, byStage, labels] = await Promise.all([
    db.query<Contact>(
      `SELECT ${COLUMNS} FROM contacts c WHERE ${where} ${ORDER} LIMIT ${request.limit} OFFSET ${offsetOf(request)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contacts c WHERE ${where}`, params),
    db.query<{ stage: Stage; n: number }>(
      `SELECT c.stage, count(*)::int AS n FROM contacts c WHERE ${base} GROUP BY c.stage`,
      query.stage ? params.slice(0, -1) : params,
    ),
    destinationLabels(payload, defaultLocale),
  ])
  const now = followupNow()
  const stageCounts = Object.fromEntries(stages.map((s) => [s, 0])) as Record<Stage, number>
  for (const { stage, n } of byStage.rows) if (stage in stageCounts) stageCounts[stage] = n
  return {
    rows: rows.rows.map((row) => toApiContact(row, { labels, now })),
    total: total.rows[0]?.n ?? 0,
    ...request,
    stages: stageCounts,
  }
}

async function listCounts(db: Queryable): Promise<Record<ContactList, number>> {
  const { rows } = await db.query<Record<ContactList, number>>(
    `SELECT count(*) FILTER (WHERE ${listConditions.all})::int AS "all",
            count(*) FILTER (WHERE ${listConditions.school})::int AS school,
            count(*) FILTER (WHERE ${listConditions.erasmus})::int AS erasmus,
            count(*) FILTER (WHERE ${listConditions.trashed})::int AS trashed
       FROM contacts c`,
  )
  return rows[0] ?? { all: 0, school: 0, erasmus: 0, trashed: 0 }
}

/**
 * The latest arrival time that is overdue at `now`: an enquiry is due `hours` business hours after it arrives, and
 * a later arrival is never due earlier, so this one instant splits the overdue from the rest and the database
 * counts them by their arrival alone. Found by halving a window of 60 days; null when nothing in it is due yet.
 */
export function latestOverdueArrival(now: Date, hours = reminderHours()): Date | null {
  let low = now.getTime() - 60 * 86_400_000
  let high = now.getTime()
  if (dueAt(new Date(low), hours) > now) return null
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (dueAt(new Date(middle), hours) <= now) low = middle
    else high = middle
  }
  return new Date(low)
}

/**
 * Business hours between an arrival and its first answer, remembered: walking Madrid's office hours costs tens of
 * microseconds an enquiry, thousands of them on every Dashboard read, and an answered enquiry's figure never changes.
 */
const answerHours = new Map<string, number>()
function rememberedHours(start: Date, end: Date): number {
  const key = `${start.getTime()}:${end.getTime()}`
  let hours = answerHours.get(key)
  if (hours === undefined) {
    if (answerHours.size >= 50_000) answerHours.clear()
    hours = businessHoursBetween(start, end)
    answerHours.set(key, hours)
  }
  return hours
}

export type ContactFigures = {
  lists: Record<ContactList, number>
  /** Still `new` past the 24-hour promise. */
  overdue: number
  /** Business hours from arrival to first answer, median over the last FIRST_ANSWER_DAYS days (null: none). */
  medianFirstAnswerHours: number | null
  /** Proposals awaiting an answer, and accepted this month, with their value in cents. */
  proposals: ProposalPipeline
}

/** The Dashboard's figures about enquiries, counted by the database. */
export async function contactFigures(db: Queryable): Promise<ContactFigures> {
  const now = followupNow()
  const cutoff = latestOverdueArrival(now)
  const since = new Date(now.getTime() - FIRST_ANSWER_DAYS * 86_400_000)
  const [lists, overdue, answered, proposals] = await Promise.all([
    listCounts(db),
    cutoff
      ? db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM contacts c
            WHERE c.deleted_at IS NULL AND c.stage = 'new' AND c.created_at <= $1`,
          [cutoff.toISOString()],
        )
      : Promise.resolve({ rows: [{ n: 0 }] }),
    db.query<{ createdAt: string; firstReplyAt: string }>(
      `SELECT ${iso('created_at')} AS "createdAt", ${iso('first_reply_at')} AS "firstReplyAt"
         FROM contacts c WHERE c.first_reply_at >= $1`,
      [since.toISOString()],
    ),
    proposalPipeline(db),
  ])
  return {
    lists,
    overdue: overdue.rows[0]?.n ?? 0,
    medianFirstAnswerHours: medianFirstAnswerHours(answered.rows, now.getTime(), rememberedHours),
    proposals,
  }
}
