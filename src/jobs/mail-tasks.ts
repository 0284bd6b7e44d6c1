import type { Payload, TaskConfig, WorkflowConfig } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@i18n/locales'
import { audienceMailTasks } from '@/features/audience/mail-tasks'
import { runCampaignSender } from '@/lib/campaigns/sender'
import { destinationLabels, labelOfDestination } from '@/lib/content/destinations'
import { memoized } from '@/lib/content/memo'
import { enquiryForMail } from '@/lib/contacts/enquiry-for-mail'
import { tripMailSection } from '@/features/trips'
import { recordSystemEvent } from '@/lib/contacts/timeline'
import { autoReplyAllowed } from '@/lib/mail/auto-reply-budget'
import { mailCompany } from '@/lib/mail/company-footer'
import { autoReply, staffNotification } from '@/lib/mail/enquiry-messages'
import { staffMailboxLanguage } from '@/lib/staff-language'
import { sendEnquiryMail } from '@/lib/mail/enquiry-transport'
import { mailSettings } from '@/lib/mail/settings'
import { campaignSenderGuard } from './stale-jobs'
import { trackSenderJob } from './worker-shutdown'

/**
 * The queue of the campaign sender (and of enquiry mails queued before the enquiry-mail queues existed): run by
 * Payload's autoRun every 10 seconds, by `npm run jobs` in production and inside the app in development.
 * Mails about an enquiry have queues of their own (src/jobs/enquiry-queues.ts).
 */
export const MAIL_QUEUE = 'mail'

const contactInput = [{ name: 'contactId', type: 'number' as const, required: true }]

/** How the mail names the enquiry's destination in `locale` (its code, if the destination was deleted since). */
async function destinationIn(payload: Payload, code: string | null | undefined, locale: Locale) {
  if (!code) return null
  // Labels read once a minute at most, like the company details (src/lib/mail/company-footer.ts).
  const labels = await memoized(`destination-labels:${locale}`, () => destinationLabels(payload, locale))
  return labelOfDestination(labels, code)
}

export const enquiryNotificationTask: TaskConfig<'enquiry-notification'> = {
  slug: 'enquiry-notification',
  label: 'Enquiry: notify staff',
  inputSchema: contactInput,
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await enquiryForMail(req.payload.db.pool, input.contactId)
    if (!contact) return { output: { sent: false } } // erased meanwhile: nothing to say
    const to = mailSettings().staffEmail
    // For the staff, in the admin language of the account behind STAFF_EMAIL (English without one).
    const stored = await staffMailboxLanguage(req.payload.db.pool, to)
    const language = stored && isLocale(stored) ? stored : defaultLocale
    const { subject, html, text, replyTo } = staffNotification(contact, {
      company: await mailCompany(req.payload, language),
      destination: await destinationIn(req.payload, contact.destination, language),
      section: await tripMailSection(req.payload, contact.id, language),
      language,
    })
    await sendEnquiryMail({ to, replyTo, subject, html, text })
    // On the enquiry's timeline, in plain SQL: these jobs run by the thousand after a burst.
    await recordSystemEvent(req.payload.db.pool, { contactId: contact.id, type: 'notification', data: { to } })
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
    const contact = await enquiryForMail(req.payload.db.pool, input.contactId)
    if (!contact) return { output: { sent: false } }
    if (!(await autoReplyAllowed(req.payload.db.pool, contact))) return { output: { sent: false } }
    const locale = contact.locale && isLocale(contact.locale) ? contact.locale : defaultLocale
    const { toName, ...message } = autoReply(contact, {
      company: await mailCompany(req.payload, locale),
      destination: await destinationIn(req.payload, contact.destination, locale),
      section: await tripMailSection(req.payload, contact.id, locale),
    })
    await sendEnquiryMail({ to: { name: toName, address: contact.email }, ...message })
    await recordSystemEvent(req.payload.db.pool, { contactId: contact.id, type: 'auto_reply', data: {} })
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
 * The tasks that run on the enquiry-mail queues (src/jobs/enquiry-queues.ts). Each of a new enquiry's mails is a
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
