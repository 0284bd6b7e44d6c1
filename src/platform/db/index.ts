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
 * Where raw SQL of a hook, a validation or a handler runs: the request's open transaction's own connection, or
 * the pool when it has none. Asking the pool for another connection while the request's transaction is open reads
 * outside the save's own writes on PostgreSQL and waits forever on the embedded database (one connection).
 * Payload keeps the transaction's drizzle handle in db.sessions; its session holds the connection.
 */
export async function requestSql(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<Queryable> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions[id] : undefined
  const client = (session?.db as unknown as { session?: { client?: PoolClient } } | undefined)?.session?.client
  return client ?? (adapter.pool as Pool)
}

/**
 * A request for a local-API read inside a hook or validation that shares the save's transaction (and so its
 * connection) without being the save's own request object, which the local API would change (locale, draft) for
 * the rest of the save. Reading on another connection instead waits forever on the embedded database, which serves
 * no second connection while a transaction is open, and on PostgreSQL reads outside the save's own writes.
 */
export function sameTransaction(req: PayloadRequest): Partial<PayloadRequest> {
  return { transactionID: req.transactionID, user: req.user, context: {} }
}
