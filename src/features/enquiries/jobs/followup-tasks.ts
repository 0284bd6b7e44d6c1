import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { reminderHours } from '../business-hours'
import { sendDueReminders } from '../reminders'
import { type Actor, recordSystemEvent, setReplyStatus } from '../timeline'
import { sendEnquiryMail } from '../mails/enquiry-transport'
import { assigneeMail, replyMail } from '../mails/followup-messages'
import { mailSettings } from '@/platform/mail/settings'
import { staffName } from '@/features/staff/staff'
import { STAFF_MAIL_QUEUE } from './enquiry-queues'
import { MAIL_QUEUE } from '@/platform/jobs/mail-queue'
import { recurringTaskGuard } from '@/platform/jobs/stale-jobs'

/**
 * The enquiry follow-up's mails. A staff reply and the new owner's notice are mails someone is waiting
 * for: they run on the staff-mail queue, drained within a second by the job runner's urgent lane and sent through
 * the enquiry mails' own SMTP pool (src/platform/jobs/urgent-lane.ts), not behind a campaign's throttle or the
 * 10-second ticks. The overdue reminders are a schedule, which the timed lane keeps: the mail queue.
 */
export const FOLLOWUP_QUEUE = STAFF_MAIL_QUEUE
const REMINDERS_QUEUE = MAIL_QUEUE

export const REPLY_TASK = 'enquiry-reply'
export const ASSIGNEE_MAIL_TASK = 'enquiry-assignee-mail'
export const REMINDERS_TASK = 'enquiry-reminders'

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

async function loadUser(req: PayloadRequest, id: number | null | undefined) {
  if (!id) return null
  return req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** Why a reply whose worker died while sending it is shown as not sent. */
export const INTERRUPTED_REPLY =
  'The sending was interrupted (the job worker stopped): it may or may not have reached the person. Check before sending it again.'

/**
 * Sends one reply a staff member wrote (its timeline entry holds the text): from the agency's address, with the
 * staff member as Reply-To, so the answer comes back to them. Not retried by itself: a failure is written on the
 * timeline with the text kept, and staff send it again when they choose (a retry that went through late could
 * cross a second attempt of theirs).
 */
export const enquiryReplyTask: TaskConfig<'enquiry-reply'> = {
  slug: REPLY_TASK,
  label: 'Enquiry: staff reply',
  inputSchema: [{ name: 'eventId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: 0,
  handler: async ({ input, req }) => {
    const { payload } = req
    const event = await payload.findByID({
      collection: 'enquiry-events',
      id: input.eventId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const data = (event?.data as { subject?: string; status?: string; sendingAt?: string } | null) ?? {}
    if (!event || data.status !== 'queued') return { output: { sent: false } }
    if (data.sendingAt) {
      // An earlier run was handing this reply to the SMTP server when its worker died (the job was queued again,
      // src/platform/jobs/stale-jobs.ts). The server may have accepted it: sending again could mail the person twice, so
      // staff decide, with Send again.
      await setReplyStatus(payload, event.id, 'failed', { error: INTERRUPTED_REPLY })
      return { output: { sent: false } }
    }
    const contactId = typeof event.contact === 'number' ? event.contact : event.contact?.id
    const contact = contactId ? await loadContact(req, contactId) : null
    if (!contact) {
      await setReplyStatus(payload, event.id, 'failed', { error: 'The enquiry no longer exists.' })
      return { output: { sent: false } }
    }
    const staff = await loadUser(req, typeof event.by === 'number' ? event.by : event.by?.id)
    const { subject, text } = replyMail(contact, data.subject, event.text ?? '')
    await setReplyStatus(payload, event.id, 'queued', { sendingAt: new Date().toISOString() })
    try {
      await sendEnquiryMail({
        to: { name: contact.name, address: contact.email },
        replyTo: staff ? { name: staffName(staff), address: staff.email } : mailSettings().from,
        subject,
        text,
      })
    } catch (error) {
      await setReplyStatus(payload, event.id, 'failed', {
        error: (error as Error).message || 'The mail server refused it.',
      })
      return { output: { sent: false } }
    }
    const sentAt = new Date().toISOString()
    try {
      // Writing to the person is contact with them: `new` moves to `contacted`, and retention counts from now.
      // Before the reply is marked sent: the Dashboard reads the enquiry again once it sees the reply sent.
      await payload.update({
        collection: 'contacts',
        id: contact.id,
        trash: true,
        data: {
          lastContactAt: sentAt,
          ...(contact.stage === 'new' ? { stage: 'contacted' as const } : {}),
          // The first answer, whatever the stage (a reply to an enquiry set aside as Lost is one too).
          ...(contact.firstReplyAt ? {} : { firstReplyAt: sentAt }),
        },
        depth: 0,
        overrideAccess: true,
        ...(staff ? { user: { ...staff, collection: 'users' as const } } : {}),
      })
    } finally {
      await setReplyStatus(payload, event.id, 'sent', { sentAt, subject })
    }
    return { output: { sent: true } }
  },
}

/** A short mail to the colleague an enquiry was given to. */
export const enquiryAssigneeMailTask: TaskConfig<'enquiry-assignee-mail'> = {
  slug: ASSIGNEE_MAIL_TASK,
  label: 'Enquiry: tell the new owner',
  inputSchema: [
    { name: 'contactId', type: 'number', required: true },
    { name: 'ownerId', type: 'number', required: true },
    { name: 'byName', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const contact = await loadContact(req, input.contactId)
    const owner = await loadUser(req, input.ownerId)
    // Given to someone else since, or erased: the mail would be wrong.
    const ownerId = typeof contact?.owner === 'number' ? contact.owner : contact?.owner?.id
    if (!contact || !owner || ownerId !== owner.id) return { output: { sent: false } }
    const { subject, text } = assigneeMail(contact, staffName(owner), input.byName ?? null, owner.language)
    await sendEnquiryMail({ to: { name: staffName(owner), address: owner.email }, subject, text })
    // On the timeline too, so whoever assigned it sees that the new owner was told.
    await recordSystemEvent(req.payload.db.pool, {
      contactId: contact.id,
      type: 'notification',
      data: { to: owner.email, kind: 'owner' },
    })
    return { output: { sent: true } }
  },
}

/**
 * Every minute: enquiries still `new` after ENQUIRY_REMINDER_HOURS business hours get their one reminder
 * (src/features/enquiries/reminders.ts).
 */
export const enquiryRemindersTask: TaskConfig<'enquiry-reminders'> = {
  slug: REMINDERS_TASK,
  label: 'Enquiry: overdue reminders',
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  retries: 0,
  schedule: [
    { cron: '30 * * * * *', queue: REMINDERS_QUEUE, hooks: { beforeSchedule: recurringTaskGuard(REMINDERS_TASK) } },
  ],
  handler: async ({ req }) => {
    const report = await sendDueReminders(req.payload, {
      hours: reminderHours(),
      staffEmail: mailSettings().staffEmail,
    })
    if (report.sent || report.failed) req.payload.logger.info({ msg: 'Enquiry reminders', ...report })
    return { output: report }
  },
}

export const followupTasks = [
  enquiryReplyTask,
  enquiryAssigneeMailTask,
  enquiryRemindersTask,
] as unknown as TaskConfig[]

/** Queues the new owner's mail, inside the assignment's transaction (it is sent only if the change is kept). */
export async function queueAssigneeMail(req: PayloadRequest, contactId: number, ownerId: number, by: Actor) {
  await req.payload.jobs.queue({
    task: ASSIGNEE_MAIL_TASK,
    input: { contactId, ownerId, byName: by?.name ?? null },
    queue: FOLLOWUP_QUEUE,
    req,
  })
}

/** Queues the reply written in a timeline entry. */
export async function queueReply(payload: Payload, eventId: number) {
  await payload.jobs.queue({ task: REPLY_TASK, input: { eventId }, queue: FOLLOWUP_QUEUE })
}
