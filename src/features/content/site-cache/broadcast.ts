import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import pg from 'pg'

import { requestDrizzle } from '@/platform/db'
import { databaseUri } from '@/platform/env'
import { callThisInstance } from './internal-token'

/**
 * Every app instance keeps its own cache of rendered pages and public lists. A save is announced on a
 * PostgreSQL channel once it commits, and every instance, the saving one too, then revalidates its own
 * cache through its own site-changed route (Next.js revalidates only inside a request). The saving
 * instance also drops its copies at once (src/features/content/site-cache/revalidate-here.ts, from the hook), but a
 * request racing the commit could cache the old content again: the announcement after the commit ends that.
 */
export const SITE_CHANGED_CHANNEL = 'site_changed'
export const SITE_CHANGED_PATH = '/api/internal/site-changed'

/**
 * Announces a save, inside the save's own transaction: PostgreSQL delivers a notification only when its
 * transaction commits, so no instance re-renders a page before the change is visible (nor at all if the
 * save rolls back). In a savepoint, so that a failed NOTIFY cannot abort the save's transaction.
 */
export async function announceSiteChange(req: PayloadRequest): Promise<void> {
  try {
    const db = await requestDrizzle(req)
    await db.transaction((savepoint) => savepoint.execute(sql`SELECT pg_notify(${SITE_CHANGED_CHANNEL}, '')`))
  } catch (error) {
    req.payload.logger.warn({
      err: error,
      msg: 'Saved, but the app instances could not be told to refresh their pages',
    })
  }
}

/**
 * Listens for saves for as long as the process runs. A dropped connection is noticed by a heartbeat and
 * reopened; since announcements made meanwhile are lost, `revalidate` also runs after every reconnect.
 */
export function listenForSiteChanges(
  revalidate: () => Promise<void>,
  { retryMs = 2_000, heartbeatMs = 30_000 } = {},
): { stop: () => Promise<void> } {
  let client: pg.Client | undefined
  let stopped = false
  let connectedBefore = false
  let retryTimer: NodeJS.Timeout | undefined
  const run = () => revalidate().catch((error) => console.error(`[site-cache] revalidation failed: ${String(error)}`))

  const retry = (reason: unknown) => {
    if (stopped) return
    console.warn(`[site-cache] listener disconnected (${String(reason)}); retrying in ${retryMs} ms`)
    retryTimer = setTimeout(connect, retryMs)
    retryTimer.unref()
  }
  async function connect() {
    const next = new pg.Client({ connectionString: databaseUri(), keepAlive: true })
    // Without a listener, an error event (the database restarting) would end the process.
    next.on('error', () => void next.end().catch(() => {}))
    next.on('end', () => {
      if (client !== next) return
      client = undefined
      retry('connection ended')
    })
    next.on('notification', (message) => {
      if (message.channel === SITE_CHANGED_CHANNEL) void run()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${SITE_CHANGED_CHANNEL}`)
    } catch (error) {
      await next.end().catch(() => {})
      return retry(error)
    }
    if (stopped) return void next.end().catch(() => {})
    client = next
    console.log('[site-cache] listening for saves')
    if (connectedBefore) void run()
    connectedBefore = true
  }
  const heartbeat = setInterval(
    () => void client?.query('SELECT 1').catch(() => client?.end().catch(() => {})),
    heartbeatMs,
  )
  heartbeat.unref()
  void connect()
  return {
    stop: async () => {
      stopped = true
      clearInterval(heartbeat)
      clearTimeout(retryTimer)
      await client?.end().catch(() => {})
    },
  }
}

/** Revalidates this instance's cache through its own route (a page render's cache lives there). */
export async function revalidateThisInstance(): Promise<void> {
  await callThisInstance(SITE_CHANGED_PATH, { method: 'POST' })
}
