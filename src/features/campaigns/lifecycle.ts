import type { Pool } from 'pg'

import type { CampaignStatus } from '@/features/campaigns/status'
import { inTransaction, type Queryable } from '@/platform/db'
import { queueDeliveries } from '@/features/campaigns/deliveries'

/**
 * Campaign lifecycle (docs/product.md › Mail and campaigns), the one module that writes a campaign's status:
 *   draft → scheduled (Schedule) → sending (at scheduledAt, or Send now) → sent (nobody left to mail: the sender)
 *   sending → paused (Pause: nobody more is mailed; or the sender, when the relay keeps refusing) → sending (Resume)
 *   draft | scheduled | sending | paused → cancelled (Cancel; a sending campaign stops mailing the rest)
 * Each transition is one conditional UPDATE, so two staff clicking at once cannot both win.
 */
export type CampaignAction = 'send' | 'schedule' | 'cancel' | 'pause' | 'resume'

export const allowedFrom: Record<CampaignAction, readonly CampaignStatus[]> = {
  send: ['draft', 'scheduled'],
  schedule: ['draft', 'scheduled'],
  cancel: ['draft', 'scheduled', 'sending', 'paused'],
  pause: ['sending'],
  resume: ['paused'],
}

/** A refused transition: answered as 409 by the API (the error carries its HTTP status). */
export class CampaignConflict extends Error {
  readonly status = 409
  readonly data: { errors: Array<{ path: string; message: string }> }
  constructor(message: string, field = 'status') {
    super(message)
    this.data = { errors: [{ path: field, message }] }
  }
}

const actionLabel: Record<CampaignAction, string> = {
  send: 'sent',
  schedule: 'scheduled',
  cancel: 'cancelled',
  pause: 'paused',
  resume: 'resumed',
}

async function refuse(pool: Pool, id: number, action: CampaignAction): Promise<never> {
  const { rows } = await pool.query<{ status: CampaignStatus }>('SELECT status FROM email_campaigns WHERE id = $1', [
    id,
  ])
  if (!rows[0]) throw Object.assign(new Error('Campaign not found'), { status: 404 })
  throw new CampaignConflict(`A ${rows[0].status} campaign cannot be ${actionLabel[action]}.`)
}

/**
 * Send now: the campaign becomes 'sending' and one delivery is queued per recipient, in one transaction.
 * Returns the number of recipients that will be mailed.
 */
export async function startSending(pool: Pool, id: number): Promise<number> {
  const queued = await inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `UPDATE email_campaigns SET status = 'sending', updated_at = now() WHERE id = $1 AND status = ANY($2::enum_email_campaigns_status[])`,
      [id, allowedFrom.send],
    )
    if (!rowCount) return null
    const count = await queueDeliveries(client, id)
    if (count === 0) {
      throw new CampaignConflict(
        'This campaign has no recipient who can be mailed (none selected, or all opted out).',
        'recipients',
      )
    }
    await client.query('UPDATE email_campaigns SET total_recipients = $2 WHERE id = $1', [id, count])
    return count
  })
  return queued ?? refuse(pool, id, 'send')
}

/** Schedule (or move) a campaign to a future time; the sender starts it then. */
export async function schedule(pool: Pool, id: number, at: Date): Promise<void> {
  if (!(at.getTime() > Date.now())) throw new CampaignConflict('Choose a time in the future.', 'scheduledAt')
  const { rowCount } = await pool.query(
    `UPDATE email_campaigns SET status = 'scheduled', scheduled_at = $3, updated_at = now()
      WHERE id = $1 AND status = ANY($2::enum_email_campaigns_status[])`,
    [id, allowedFrom.schedule, at],
  )
  if (!rowCount) await refuse(pool, id, 'schedule')
}

/** Cancel: nothing more is mailed; deliveries already handed to a worker finish and are recorded. */
export async function cancel(pool: Pool, id: number): Promise<void> {
  const done = await inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `UPDATE email_campaigns SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = ANY($2::enum_email_campaigns_status[])`,
      [id, allowedFrom.cancel],
    )
    if (!rowCount) return false
    await client.query(
      `UPDATE email_deliveries SET status = 'cancelled', updated_at = now() WHERE campaign_id = $1 AND status = 'queued'`,
      [id],
    )
    return true
  })
  if (!done) await refuse(pool, id, 'cancel')
}

/**
 * Pause: the sender claims nothing more of this campaign (it only claims from 'sending' ones) and hands back
 * what it had claimed but not yet given to the SMTP server; a mail already in transmission finishes and is
 * recorded. Resume makes it 'sending' again.
 */
export async function pause(pool: Pool, id: number): Promise<void> {
  await move(pool, id, 'pause', 'paused')
}

export async function resume(pool: Pool, id: number): Promise<void> {
  await move(pool, id, 'resume', 'sending')
}

async function move(pool: Pool, id: number, action: CampaignAction, to: CampaignStatus): Promise<void> {
  const { rowCount } = await pool.query(
    `UPDATE email_campaigns SET status = $3, updated_at = now() WHERE id = $1 AND status = ANY($2::enum_email_campaigns_status[])`,
    [id, allowedFrom[action], to],
  )
  if (!rowCount) await refuse(pool, id, action)
}

/** Scheduled campaigns whose time has come start sending (called by the sender job). */
export async function startDueCampaigns(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM email_campaigns WHERE status = 'scheduled' AND scheduled_at <= now() ORDER BY scheduled_at`,
  )
  const started: number[] = []
  for (const { id } of rows) {
    try {
      await startSending(pool, id)
      started.push(id)
    } catch (error) {
      if (!(error instanceof CampaignConflict)) throw error
      // Nobody left to mail (all opted out since): cancel rather than retry every minute. A 409 on the
      // status means another worker started it first.
      if (error.data.errors[0]?.path === 'recipients') await cancel(pool, id)
    }
  }
  return started
}

/** Campaigns that are sending and have nobody left to mail become sent; totalRecipients = mails sent. */
export async function finishCampaigns(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE email_campaigns c
        SET status = 'sent', sent_at = now(), updated_at = now(),
            total_recipients = (SELECT count(*) FROM email_deliveries d WHERE d.campaign_id = c.id AND d.status = 'sent')
      WHERE c.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM email_deliveries d WHERE d.campaign_id = c.id AND d.status IN ('queued', 'sending'))
      RETURNING c.id`,
  )
  return rows.map((r) => r.id)
}

/**
 * The relay keeps refusing: every campaign that is sending is paused (they all go through the one relay). Returns
 * the campaigns paused; why is kept by the caller (relay-pause.ts).
 */
export async function pauseAllSending(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE email_campaigns SET status = 'paused', updated_at = now() WHERE status = 'sending' RETURNING id`,
  )
  return rows.map((r) => r.id)
}
