import type { Sort } from 'payload'

/**
 * The enquiry-mail queues: mails about one enquiry, which someone is waiting for. The job runner's urgent lane
 * drains them batch after batch while there is work (src/platform/jobs/urgent-lane.ts), not at 10-second ticks
 * (10 or 20 jobs a tick: 3,000 enquiries took ~50 minutes).
 *
 * To add a mail: register its task in `enquiryMailTasks` (src/platform/jobs/mail-tasks.ts) and queue it on one of
 * these queues, as src/features/enquiries/jobs/queue-mail.ts does for a new enquiry's two mails.
 */

/** Mails to the staff (a new enquiry's notification): newest first, ahead of the auto-replies. */
export const STAFF_MAIL_QUEUE = 'staff-mail'
/** Mails to the people who wrote (the auto-reply), oldest first. */
export const ENQUIRY_MAIL_QUEUE = 'enquiry-mail'

/**
 * Payload's `processingOrder` per queue. Staff notifications go newest first: after a burst of thousands of
 * enquiries (often a bot's), the staff hear of the next real one within a batch instead of after the whole
 * burst; the burst's own notifications follow as fast as the worker sends. Auto-replies keep arrival order.
 */
export const enquiryQueuesProcessingOrder: Record<string, Sort> = {
  [STAFF_MAIL_QUEUE]: '-createdAt',
  [ENQUIRY_MAIL_QUEUE]: 'createdAt',
}
