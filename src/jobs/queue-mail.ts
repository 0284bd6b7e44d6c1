import type { Payload } from 'payload'

import { enquiryMailsWorkflow, MAIL_QUEUE } from './mail-tasks'

/**
 * Staff notification and auto-reply of a stored enquiry: one workflow job (see mail-tasks.ts), which
 * src/lib/contacts/store-enquiry.ts inserts in the same statement as the enquiry.
 */
export const enquiryMailsJob = { workflow: enquiryMailsWorkflow.slug, queue: MAIL_QUEUE }

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
