/**
 * The queue of the campaign sender and the follow-up reminders: looked at every 10 seconds by the job runner's
 * timed lane (src/platform/jobs/timed-lane.ts). Mails about an enquiry have queues of their own
 * (src/features/enquiries/jobs/enquiry-queues.ts).
 */
export const MAIL_QUEUE = 'mail'
