import type { Pool, PoolClient } from 'pg'

/** Rows per INSERT statement: big enough to be fast, small enough to keep statements modest. */
export const BATCH_SIZE = 2000

/** Runs work in one transaction on its own connection: an import is stored whole or not at all. */
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

/** Of these lower-cased emails, the ones already stored in `table`. */
export async function existingEmails(client: PoolClient, table: string, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < emails.length; i += BATCH_SIZE) {
    const { rows } = await client.query<{ email: string }>(
      `SELECT email FROM ${table} WHERE email = ANY($1::text[])`,
      [emails.slice(i, i + BATCH_SIZE)],
    )
    rows.forEach((r) => found.add(r.email))
  }
  return found
}

export function chunks<T>(items: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
