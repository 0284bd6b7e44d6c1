import type { Payload, TaskConfig, WorkflowConfig } from 'payload'

import { audienceMailTasks } from '@/features/audience/mail-tasks'
import {
  contactInput,
  enquiryAutoReplyTask,
  enquiryNotificationTask,
} from '@/features/enquiries/jobs/enquiry-mail-tasks'
import { runCampaignSender } from '@/features/campaigns/sender'
import { mailSettings } from '@/platform/mail/settings'
import { campaignSenderGuard } from './stale-jobs'
import { trackSenderJob } from './worker-shutdown'

/**
 * The queue of the campaign sender (and of enquiry mails queued before the enquiry-mail queues existed): run by
 * Payload's autoRun every 10 seconds, by `npm run jobs` in production and inside the app in development.
 * Mails about an enquiry have queues of their own (src/features/enquiries/jobs/enquiry-queues.ts).
 */
export const MAIL_QUEUE = 'mail'

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

/**
 * The tasks that run on the enquiry-mail queues (src/features/enquiries/jobs/enquiry-queues.ts). Each of a new enquiry's mails is a
 * job of its own, so the staff notification can go ahead of the auto-replies, and a failed auto-reply is retried
 * without sending the notification again. Add follow-up mails here.
 */
export const enquiryMailTasks = [
  enquiryNotificationTask,
  enquiryAutoReplyTask,
  ...audienceMailTasks,
] as unknown as TaskConfig[]

export const mailTasks = [...enquiryMailTasks, sendCampaignsTask] as unknown as TaskConfig[]

/**
 * A stored enquiry's two mails as one job, as enquiries were queued until the enquiry-mail queues existed: kept
 * so that such jobs still waiting in a database run (on the mail queue). New enquiries no longer queue it.
 */
export const enquiryMailsWorkflow: WorkflowConfig<'enquiry-mails'> = {
  slug: 'enquiry-mails',
  label: 'Enquiry: staff notification and auto-reply',
  queue: MAIL_QUEUE,
  inputSchema: contactInput,
  handler: async ({ job, tasks }) => {
    const input = { contactId: job.input.contactId }
    await tasks['enquiry-notification']('notify-staff', { input })
    await tasks['enquiry-auto-reply']('auto-reply', { input })
  },
}

export const mailWorkflows = [enquiryMailsWorkflow] as unknown as WorkflowConfig[]

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
