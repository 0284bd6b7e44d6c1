/**
 * The queue of the campaign sender and the follow-up reminders: run by Payload's autoRun every 10 seconds, by
 * `npm run jobs` in production and inside the app in development. Mails about an enquiry have queues of their own
 * (src/features/enquiries/jobs/enquiry-queues.ts).
 */
export const MAIL_QUEUE = 'mail'
