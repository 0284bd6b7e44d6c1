import type { Payload } from 'payload'

import { ENQUIRY_MAIL_QUEUE, STAFF_MAIL_QUEUE } from './enquiry-queues'
import { enquiryAutoReplyTask, enquiryNotificationTask, MAIL_QUEUE } from './mail-tasks'

/**
 * Staff notification and auto-reply of a stored enquiry: a job each, on the enquiry-mail queues (the
 * notification ahead), which src/lib/contacts/store-enquiry.ts inserts in the same statement as the enquiry.
 */
export const enquiryMailJobs = [
  { task: enquiryNotificationTask.slug, queue: STAFF_MAIL_QUEUE },
  { task: enquiryAutoReplyTask.slug, queue: ENQUIRY_MAIL_QUEUE },
]

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
