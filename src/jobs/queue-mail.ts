import type { Payload } from 'payload'

import { MAIL_QUEUE } from './mail-tasks'

/**
 * Staff notification and auto-reply for a stored enquiry (one workflow job, see mail-tasks.ts). The
 * enquiry is already saved: if even queueing fails it is logged, never turned into an error for the visitor.
 */
export async function queueEnquiryMails(payload: Payload, contactId: number): Promise<void> {
  try {
    await payload.jobs.queue({ workflow: 'enquiry-mails', input: { contactId }, queue: MAIL_QUEUE })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Enquiry ${contactId} stored, but its mails could not be queued` })
  }
}

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
