import type { Payload } from 'payload'

import { startDueCampaigns } from '@/lib/campaigns/lifecycle'
import {
  type ClaimedDelivery,
  claimDeliveries,
  finishCampaigns,
  markAttemptFailed,
  markSent,
  markSkipped,
  releaseStaleClaims,
} from './deliveries'
import { type CampaignContent, renderCampaignMessage } from './message'
import type { MailSettings } from '@/lib/mail/settings'
import { signUnsubscribe, unsubscribeHeaders, unsubscribePageUrl } from '@/lib/mail/unsubscribe-token'

export type SendReport = {
  started: number[]
  released: number
  sent: number
  retried: number
  failed: number
  skipped: number
  finished: number[]
}

/**
 * One run of the campaign sender (the `send-campaigns` job): starts scheduled campaigns that are due,
 * takes back claims of dead workers, then mails queued recipients until the queue is empty or the time
 * budget is spent, and marks finished campaigns sent. Safe to run on several workers at once.
 */
export async function runCampaignSender(
  payload: Payload,
  settings: MailSettings,
  { budgetMs = settings.jobBudgetMs }: { budgetMs?: number } = {},
): Promise<SendReport> {
  const pool = payload.db.pool
  const report: SendReport = { started: [], released: 0, sent: 0, retried: 0, failed: 0, skipped: 0, finished: [] }
  report.released = await releaseStaleClaims(pool, settings.claimTimeoutMs)
  report.started = await startDueCampaigns(pool)

  const contents = new Map<number, CampaignContent>()
  const content = async (id: number) => {
    if (!contents.has(id)) {
      const { rows } = await pool.query<CampaignContent>(
        'SELECT subject, html_content AS "htmlContent", text_content AS "textContent" FROM email_campaigns WHERE id = $1',
        [id],
      )
      contents.set(id, rows[0]!)
    }
    return contents.get(id)!
  }

  const deliver = async (delivery: ClaimedDelivery) => {
    if (delivery.optedOut) {
      await markSkipped(pool, delivery.id, 'Opted out')
      report.skipped++
      return
    }
    const token = signUnsubscribe({ kind: 'delivery', id: delivery.id })
    const message = renderCampaignMessage(await content(delivery.campaignId), delivery, unsubscribePageUrl(token))
    try {
      await payload.sendEmail({ to: delivery.email, ...message, headers: unsubscribeHeaders(token) })
    } catch (error) {
      const outcome = await markAttemptFailed(pool, delivery.id, (error as Error).message || String(error), settings)
      report[outcome === 'failed' ? 'failed' : 'retried']++
      return
    }
    await markSent(pool, delivery.id)
    report.sent++
  }

  // Claim a few more than the SMTP pool can carry so its connections stay busy.
  const batchSize = settings.connections * 4
  const deadline = Date.now() + budgetMs
  while (Date.now() < deadline) {
    const batch = await claimDeliveries(pool, batchSize)
    if (!batch.length) break
    await Promise.all(batch.map(deliver))
  }
  report.finished = await finishCampaigns(pool)
  return report
}
