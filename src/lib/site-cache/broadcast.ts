import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import pg from 'pg'

import { databaseUri, payloadSecret } from '../env'

/**
 * Every app instance keeps its own cache of rendered pages, and a save refreshes only the cache of the
 * instance that handled it. So the save is announced on a PostgreSQL channel; every other instance hears
 * it and revalidates its own cache through its own site-changed route (Next.js revalidates only inside a
 * request). Delivery is best effort: an instance that misses one (its listener was reconnecting) shows
 * the change after the next save or restart.
 */
export const SITE_CHANGED_CHANNEL = 'site_changed'
export const SITE_CHANGED_PATH = '/api/internal/site-changed'

/** Tells this instance's announcements from the others'. */
const instanceId = ((globalThis as { __siteInstanceId?: string }).__siteInstanceId ??= randomUUID())

/** A key of its own, derived from the app secret: only the app's instances can call the route. */
export const siteChangedToken = () => createHmac('sha256', payloadSecret()).update('site-changed-v1').digest('base64url')

export function isSiteChangedToken(given: string | null): boolean {
  const expected = Buffer.from(siteChangedToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Announces a save to the other instances, inside the save's own transaction: PostgreSQL delivers a
 * notification only when its transaction commits, so no instance can re-render the page before the change
 * is visible (nor at all if the save rolls back). Never fails the save: this instance is fresh already.
 */
export async function announceSiteChange(req: PayloadRequest): Promise<void> {
  try {
    const adapter = req.payload.db as unknown as PostgresAdapter
    // Payload keeps the open transaction's connection in db.sessions under the request's transaction id.
    const db = (req.transactionID && adapter.sessions[await req.transactionID]?.db) || adapter.drizzle
    await db.execute(sql`SELECT pg_notify(${SITE_CHANGED_CHANNEL}, ${instanceId})`)
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'Saved, but the other app instances could not be told to refresh their pages' })
  }
}

/**
 * Listens for the other instances' saves for as long as the process runs, reconnecting after a
 * database outage. `revalidate` is called once per announcement from another instance.
 */
export function listenForSiteChanges(revalidate: () => Promise<void>, retryMs = 2_000): { stop: () => Promise<void> } {
  let client: pg.Client | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  const retry = () => {
    client = undefined
    if (!stopped) timer = setTimeout(connect, retryMs).unref()
  }
  async function connect() {
    const next = new pg.Client({ connectionString: databaseUri() })
    // Without a listener, an error event (the database restarting) would end the process.
    next.on('error', () => void next.end().catch(() => {}))
    next.on('end', () => client === next && retry())
    next.on('notification', (message) => {
      if (message.channel === SITE_CHANGED_CHANNEL && message.payload !== instanceId) {
        revalidate().catch((error) => console.error(`[site-cache] revalidation failed: ${String(error)}`))
      }
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${SITE_CHANGED_CHANNEL}`)
      client = next
      if (stopped) await next.end()
    } catch {
      await next.end().catch(() => {})
      retry()
    }
  }
  void connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}

/** Revalidates this instance's cache through its own route, over loopback to the port `next start` chose. */
export async function revalidateThisInstance(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}${SITE_CHANGED_PATH}`, {
    method: 'POST',
    headers: { 'x-site-changed-token': siteChangedToken() },
  })
  if (!res.ok) throw new Error(`${SITE_CHANGED_PATH} answered ${res.status}`)
}
