import type { Pool, PoolClient } from 'pg'

import type { CampaignStatus } from '@/features/campaigns/status'
import { inTransaction, type Queryable } from '@/platform/db'
import { queueDeliveries } from '@/features/campaigns/deliveries'

/**
 * Campaign lifecycle (docs/product.md › Mail and campaigns), the one module that writes a campaign's status:
 *   draft → scheduled (Schedule) → sending (at scheduledAt, or Send now) → sent (nobody left to mail: the sender)
 *   sending → paused (Pause: nobody more is mailed; or the sender, when the relay keeps refusing) → sending (Resume)
 *   draft | scheduled | sending | paused → cancelled (Cancel; a sending campaign stops mailing the rest; or the
 *     sender, when a scheduled campaign's time comes and nobody on it can be mailed)
 * Each transition locks the campaign's row and checks the table below first (`transition`), so two staff clicking
 * at once cannot both win.
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

/**
 * One transition, in one transaction: the campaign's row is locked, its status checked against `allowedFrom`
 * (refused with what it is now, read under the same lock), then `write` stores the change. Two staff clicking at
 * once wait for each other, and the second is refused with the status the first one left.
 */
async function transition<T>(
  pool: Pool,
  id: number,
  action: CampaignAction,
  write: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ status: CampaignStatus }>(
      'SELECT status FROM email_campaigns WHERE id = $1 FOR UPDATE',
      [id],
    )
    const from = rows[0]?.status
    if (!from) throw Object.assign(new Error('Campaign not found'), { status: 404 })
    if (!allowedFrom[action].includes(from)) {
      throw new CampaignConflict(`A ${from} campaign cannot be ${actionLabel[action]}.`)
    }
    return write(client)
  })
}

/**
 * Send now: the campaign becomes 'sending' and one delivery is queued per recipient, in one transaction.
 * Returns the number of recipients that will be mailed. `record` (the audit trail's entry of who sent it) is
 * written in the same transaction: a campaign never starts without it.
 */
export async function startSending(
  pool: Pool,
  id: number,
  record?: (client: PoolClient, recipients: number) => Promise<void>,
): Promise<number> {
  return transition(pool, id, 'send', async (client) => {
    const count = await queueAndStart(client, id, 'refuse')
    await record?.(client, count)
    return count
  })
}

/**
 * Queues one delivery per recipient who can be mailed and makes the campaign 'sending'. With nobody to mail, Send
 * now is refused (staff see why); a scheduled campaign whose time came is cancelled instead, so that the sender
 * does not try it again every minute.
 */
async function queueAndStart(client: PoolClient, id: number, nobody: 'refuse' | 'cancel'): Promise<number> {
  const count = await queueDeliveries(client, id)
  if (count === 0 && nobody === 'refuse') {
    throw new CampaignConflict(
      'This campaign has no recipient who can be mailed (none selected, or all opted out).',
      'recipients',
    )
  }
  await client.query(
    `UPDATE email_campaigns SET status = $3::enum_email_campaigns_status, total_recipients = $2, updated_at = now()
      WHERE id = $1`,
    [id, count, count === 0 ? 'cancelled' : 'sending'],
  )
  return count
}

/** Schedule (or move) a campaign to a future time; the sender starts it then. */
export async function schedule(pool: Pool, id: number, at: Date): Promise<void> {
  if (!(at.getTime() > Date.now())) throw new CampaignConflict('Choose a time in the future.', 'scheduledAt')
  await transition(pool, id, 'schedule', (client) =>
    client.query(
      `UPDATE email_campaigns SET status = 'scheduled', scheduled_at = $2, updated_at = now() WHERE id = $1`,
      [id, at],
    ),
  )
}

/** Cancel: nothing more is mailed; deliveries already handed to a worker finish and are recorded. */
export async function cancel(pool: Pool, id: number): Promise<void> {
  await transition(pool, id, 'cancel', async (client) => {
    await client.query(`UPDATE email_campaigns SET status = 'cancelled', updated_at = now() WHERE id = $1`, [id])
    await client.query(
      `UPDATE email_deliveries SET status = 'cancelled', updated_at = now() WHERE campaign_id = $1 AND status = 'queued'`,
      [id],
    )
  })
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
  await transition(pool, id, action, (client) =>
    client.query(
      `UPDATE email_campaigns SET status = $2::enum_email_campaigns_status, updated_at = now() WHERE id = $1`,
      [id, to],
    ),
  )
}

/** Scheduled campaigns whose time has come start sending (called by the sender job); returns those started. */
export async function startDueCampaigns(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM email_campaigns WHERE status = 'scheduled' AND scheduled_at <= now() ORDER BY scheduled_at`,
  )
  const started: number[] = []
  for (const { id } of rows) {
    try {
      if (await transition(pool, id, 'send', (client) => queueAndStart(client, id, 'cancel'))) started.push(id)
    } catch (error) {
      // Refused on its status: another worker started it first.
      if (!(error instanceof CampaignConflict)) throw error
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
