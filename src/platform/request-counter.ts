import { sql } from '@payloadcms/db-postgres'
import { requestDrizzle } from '@/platform/db'

/**
 * Fixed-window counters in the rate_limits table (the layout rate-limiter-flexible uses in
 * src/platform/rate-limit.ts, so both share one table and its clean-up), read and written through the
 * request's own database handle (src/platform/db, requestDrizzle): its transaction when it has one. Auth hooks
 * run inside Payload's transactions, where taking a second pooled connection can wait forever.
 */
export type Db = Awaited<ReturnType<typeof requestDrizzle>>

/** Adds one point to `key` (a new window when the old one has ended); returns the count and seconds left. */
export async function addPoint(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number }> {
  const now = Date.now()
  const { rows } = await db.execute(sql`
    INSERT INTO rate_limits (key, points, expire) VALUES (${key}, 1, ${now + windowSeconds * 1000})
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expire <= ${now} THEN 1 ELSE rate_limits.points + 1 END,
      expire = CASE WHEN rate_limits.expire <= ${now} THEN ${now + windowSeconds * 1000} ELSE rate_limits.expire END
    RETURNING points, expire`)
  const row: Record<string, unknown> = rows[0] ?? {}
  return {
    count: Number(row.points),
    retryAfter: Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)),
  }
}
