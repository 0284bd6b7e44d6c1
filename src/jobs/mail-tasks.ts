import type { PayloadRequest, TaskConfig, WorkflowConfig } from 'payload'

import { runCampaignSender } from '@/lib/campaigns/sender'
import { autoReplyAllowed } from '@/lib/mail/auto-reply-budget'
import { autoReply, staffNotification } from '@/lib/mail/enquiry-messages'
import { mailSettings } from '@/lib/mail/settings'
import { staleJobGuard } from './stale-jobs'

/** The queue every mail job runs on: `npm run jobs` in production, inside the app in development. */
export const MAIL_QUEUE = 'mail'

const contactInput = [{ name: 'contactId', type: 'number' as const, required: true }]

async function loadContact(req: PayloadRequest, id: number) {
  return req.payload.findByID({
    collection: 'contacts',
    id,
    depth: 0,
    trash: true,
    overrideAccess: true,
    disableErrors: true,
  })
}

export const enquiryNotificationTask: TaskConfig<'enquiry-notification'> = {
  slug: 'enquiry-notification',
  label: 'Enquiry: notify staff',
  inputSchema: contactInput,
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await loadContact(req, input.contactId)
    if (!contact) return { output: { sent: false } } // erased meanwhile: nothing to say
    const { subject, html, text, replyTo } = staffNotification(contact)
    await req.payload.sendEmail({ to: mailSettings().staffEmail, replyTo, subject, html, text })
    return { output: { sent: true } }
  },
}

export const enquiryAutoReplyTask: TaskConfig<'enquiry-auto-reply'> = {
  slug: 'enquiry-auto-reply',
  label: 'Enquiry: auto-reply to the sender',
  inputSchema: contactInput,
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await loadContact(req, input.contactId)
    if (!contact) return { output: { sent: false } }
    if (!(await autoReplyAllowed(req.payload, contact))) return { output: { sent: false } }
    const { toName, ...message } = autoReply(contact)
    await req.payload.sendEmail({ to: { name: toName, address: contact.email }, ...message })
    return { output: { sent: true } }
  },
}

/**
 * Sends due campaigns. Scheduled every minute on the mail queue and also queued at once by Send now;
 * several at once share the work through the delivery table.
 */
export const sendCampaignsTask: TaskConfig<'send-campaigns'> = {
  slug: 'send-campaigns',
  label: 'Send email campaigns',
  outputSchema: ['sent', 'failed', 'retried', 'skipped'].map((name) => ({ name, type: 'number' as const })),
  retries: 2,
  schedule: [{ cron: '0 * * * * *', queue: MAIL_QUEUE, hooks: { beforeSchedule: staleJobGuard('send-campaigns') } }],
  handler: async ({ req }) => {
    const report = await runCampaignSender(req.payload, mailSettings())
    if (report.sent || report.failed || report.finished.length || report.started.length) {
      req.payload.logger.info({ msg: 'Campaign sender', ...report })
    }
    return { output: { sent: report.sent, failed: report.failed, retried: report.retried, skipped: report.skipped } }
  },
}

export const mailTasks = [enquiryNotificationTask, enquiryAutoReplyTask, sendCampaignsTask] as unknown as TaskConfig[]

/**
 * A stored enquiry's two mails, as one job: a single job row per enquiry keeps POST /api/contacts cheap,
 * and Payload restores a workflow's completed tasks on a retry, so a failed auto-reply never sends the
 * staff notification twice. Each task keeps its own retries (5, exponential from 30 s).
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
