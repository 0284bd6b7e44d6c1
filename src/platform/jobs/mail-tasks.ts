import type { TaskConfig } from 'payload'

import { audienceMailTasks } from '@/features/audience/mail-tasks'
import { sendCampaignsTask } from '@/features/campaigns/jobs/send-campaigns'
import { enquiryAutoReplyTask, enquiryNotificationTask } from '@/features/enquiries/jobs/enquiry-mail-tasks'

/**
 * The tasks that run on the enquiry-mail queues (src/features/enquiries/jobs/enquiry-queues.ts). Each of a new enquiry's mails is a
 * job of its own, so the staff notification can go ahead of the auto-replies, and a failed auto-reply is retried
 * without sending the notification again. Add follow-up mails here.
 */
export const enquiryMailTasks = [
  enquiryNotificationTask,
  enquiryAutoReplyTask,
  ...audienceMailTasks,
] as unknown as TaskConfig[]

export const mailTasks = [...enquiryMailTasks, sendCampaignsTask] as unknown as TaskConfig[]
