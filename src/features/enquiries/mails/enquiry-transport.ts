import type { Transporter } from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

import { enquiryMailSettings, mailSettings } from '@/platform/mail/settings'
import { createTransport } from '@/platform/mail/transport'

let transport: Transporter | undefined

/**
 * Sends a mail about one enquiry (staff notification, auto-reply, follow-up mails) from the agency's address,
 * through a pool of SMTP connections of its own. payload.sendEmail shares one pool with the campaigns and its
 * MAIL_PER_SECOND throttle (10 mails/s by default): an enquiry's notification would queue behind a campaign
 * being sent, and a backlog of enquiries could never drain faster than 5 per second.
 * Development without SMTP_HOST writes .eml files, as payload.sendEmail does.
 */
export async function sendEnquiryMail(message: Omit<Mail.Options, 'from'>): Promise<void> {
  const settings = mailSettings()
  transport ??= createTransport({ ...settings, perSecond: 0, connections: enquiryMailSettings().connections })
  await transport.sendMail({ from: settings.from, ...message })
}
