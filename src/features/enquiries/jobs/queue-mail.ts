import { ENQUIRY_MAIL_QUEUE, STAFF_MAIL_QUEUE } from './enquiry-queues'
import { enquiryAutoReplyTask, enquiryNotificationTask } from './enquiry-mail-tasks'

/**
 * Staff notification and auto-reply of a stored enquiry: a job each, on the enquiry-mail queues (the
 * notification ahead), which src/features/enquiries/store-enquiry.ts inserts in the same statement as the enquiry.
 */
export const enquiryMailJobs = [
  { task: enquiryNotificationTask.slug, queue: STAFF_MAIL_QUEUE },
  { task: enquiryAutoReplyTask.slug, queue: ENQUIRY_MAIL_QUEUE },
]
