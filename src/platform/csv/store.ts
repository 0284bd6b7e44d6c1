import type { PoolClient } from 'pg'

/** Rows per INSERT statement: big enough to be fast, small enough to keep statements modest. */
export const BATCH_SIZE = 2000

/** Of these lower-cased emails, the ones already stored in `table`. */
export async function existingEmails(client: PoolClient, table: string, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < emails.length; i += BATCH_SIZE) {
    const { rows } = await client.query<{ email: string }>(`SELECT email FROM ${table} WHERE email = ANY($1::text[])`, [
      emails.slice(i, i + BATCH_SIZE),
    ])
    rows.forEach((r) => found.add(r.email))
  }
  return found
}

export function chunks<T>(items: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
