import type { Payload, TaskConfig } from 'payload'

import { MAIL_QUEUE } from '@/platform/jobs/mail-queue'
import { campaignSenderGuard } from '@/platform/jobs/stale-jobs'
import { trackSenderJob } from '@/platform/jobs/worker-shutdown'
import { mailSettings } from '@/platform/mail/settings'
import { runCampaignSender } from '../sender'

/**
 * Sends due campaigns. Scheduled every minute on the mail queue and also queued at once by Send now;
 * several at once share the work through the delivery table.
 */
export const sendCampaignsTask: TaskConfig<'send-campaigns'> = {
  slug: 'send-campaigns',
  label: 'Send email campaigns',
  outputSchema: ['sent', 'failed', 'bounced', 'retried', 'skipped'].map((name) => ({ name, type: 'number' as const })),
  retries: 2,
  // Due every minute when idle; when there is work, the guard makes a run due at once (every worker tick).
  schedule: [
    { cron: '0 * * * * *', queue: MAIL_QUEUE, hooks: { beforeSchedule: campaignSenderGuard('send-campaigns') } },
  ],
  handler: async ({ req, job }) => {
    const untrack = trackSenderJob(req.payload, job?.id)
    try {
      const report = await runCampaignSender(req.payload, mailSettings())
      if (report.sent || report.failed || report.bounced || report.finished.length || report.started.length) {
        req.payload.logger.info({ msg: 'Campaign sender', ...report })
      }
      if (report.paused.length) {
        req.payload.logger.error({
          msg: `Campaign sender: paused campaigns ${report.paused.join(', ')}: the SMTP relay ${report.relayFault?.kind === 'auth' ? 'refused the login' : 'kept failing'}; resume them once it is fixed.`,
          reply: report.relayFault?.reply,
        })
      } else if (report.relayDown) {
        req.payload.logger.warn({
          msg: 'Campaign sender: the SMTP relay is not answering; retrying later.',
          reply: report.relayFault?.reply,
        })
      }
      return {
        output: {
          sent: report.sent,
          failed: report.failed,
          bounced: report.bounced,
          retried: report.retried,
          skipped: report.skipped,
        },
      }
    } finally {
      untrack()
    }
  },
}

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
