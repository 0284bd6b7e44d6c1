import type { Pool } from 'pg'

/**
 * Whether a campaign is still sending, for a run of the sender: the statuses of the campaigns it mails are read
 * together, at most every `maxAgeMs`, so a pause or cancel stops the mailing within that time without a query
 * per recipient.
 */
export function sendingCampaigns(pool: Pool, maxAgeMs = 100): (campaignId: number) => Promise<boolean> {
  const statuses = new Map<number, string>()
  let statusesAt = 0
  let statusRead: Promise<void> | null = null
  return async (id) => {
    if (Date.now() - statusesAt > maxAgeMs || !statuses.has(id)) {
      statusRead ??= (async () => {
        const ids = [...new Set([...statuses.keys(), id])]
        const { rows } = await pool.query<{ id: number; status: string }>(
          'SELECT id, status FROM email_campaigns WHERE id = ANY($1::int[])',
          [ids],
        )
        for (const row of rows) statuses.set(row.id, row.status)
        statusesAt = Date.now()
      })().finally(() => (statusRead = null))
      await statusRead
    }
    return statuses.get(id) === 'sending'
  }
}
