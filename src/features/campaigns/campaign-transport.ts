import type { Transporter } from 'nodemailer'

import type { MailSettings } from '@/platform/mail/settings'
import { createTransport } from '@/platform/mail/transport'

/**
 * The campaign SMTP pool of this process, one per settings (tests change them between runs). Campaigns use
 * their own pool rather than Payload's sendEmail so that the sender sees nodemailer's error (its SMTP reply
 * code and command) and can close a pool that hangs.
 */
const transports = new Map<string, Transporter>()

export function campaignTransport(settings: MailSettings): Transporter {
  const key = JSON.stringify([
    settings.smtp,
    settings.mailDir,
    settings.connections,
    settings.perSecond,
    settings.timeouts,
  ])
  let transport = transports.get(key)
  if (!transport) {
    transport = createTransport(settings)
    transports.set(key, transport)
  }
  return transport
}

/** Closes every campaign connection of this process: a mail in transmission is cut off, so not accepted. */
export function closeCampaignTransports(): void {
  for (const transport of transports.values()) transport.close()
}
