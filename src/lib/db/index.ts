import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

/** Where raw SQL can run: the pool, or one connection (inside a transaction). */
export type Queryable = Pool | PoolClient

/** Payload itself or a SQL connection: helpers that several callers share accept either. */
export type PayloadOrDb = Payload | Queryable

/** The SQL side of either: Payload's own pool (the postgres adapter's), or the connection given. */
export function sqlOf(target: PayloadOrDb): Queryable {
  return isPayload(target) ? (target.db.pool as Pool) : target
}

export function isPayload(target: unknown): target is Payload {
  return typeof target === 'object' && target !== null && 'collections' in target && 'db' in target
}

/** Runs work in one transaction on its own connection: stored whole or not at all. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Payload's handle (drizzle) of the request's open transaction, or its top-level one when there is none.
 * Payload keeps an open transaction's handle in db.sessions under the request's transaction id.
 */
export async function requestDrizzle(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  return (session?.db as PostgresAdapter['drizzle'] | undefined) ?? adapter.drizzle
}

/**
 * Where raw SQL of a hook must run: on the connection of the request's open transaction, if there is one,
 * else on the pool. A hook inside Payload's transaction that asks the pool for a second connection waits
 * for ever on the embedded database (PGlite serves only the connection in a transaction until it ends), and
 * on PostgreSQL it would not see the transaction's own writes.
 */
export async function requestSql(req: PayloadRequest): Promise<Queryable> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  // drizzle's node-postgres transaction runs on one pool client, kept as its session's `client`.
  const client = (session?.db as unknown as { session?: { client?: PoolClient } } | undefined)?.session?.client
  return client ?? (adapter.pool as Pool)
}
