import type { Payload } from 'payload'

import { MAIL_QUEUE } from './mail-tasks'

/**
 * Staff notification and auto-reply for a stored enquiry, as two jobs (one mail each). The enquiry is
 * already saved: if even queueing fails it is logged, never turned into an error for the visitor.
 */
export async function queueEnquiryMails(payload: Payload, contactId: number): Promise<void> {
  try {
    await Promise.all(
      (['enquiry-notification', 'enquiry-auto-reply'] as const).map((task) =>
        payload.jobs.queue({ task, input: { contactId }, queue: MAIL_QUEUE }),
      ),
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: `Enquiry ${contactId} stored, but its mails could not be queued` })
  }
}

/** Starts the campaign sender now instead of at the next minute's scheduled run. */
export async function queueCampaignSender(payload: Payload): Promise<void> {
  await payload.jobs.queue({ task: 'send-campaigns', input: {}, queue: MAIL_QUEUE })
}
