import type { Payload } from 'payload'

import { companyLine, mailCompany } from '@/platform/mail/company-footer'
import { unsubscribePageUrl, signUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { campaignContents } from './campaign-contents'
import type { ClaimedDelivery } from './deliveries'
import { linkCountingOn } from './link-tracking'
import { renderCampaignMessage } from './message'
import { openCountingOn, withOpenPixel } from './open-tracking'
import { recipientLanguage, versionFor } from './versions'

/**
 * What one run of the sender mails to each recipient. The settings every message shares are read once per run:
 * links counted unless Company details turn it off (link-tracking.ts); the open pixel only when they turn it on,
 * and then only to schools that agreed (open-tracking.ts); the sender's identity at the end of every message, in
 * the language of the version it ends.
 */
export async function deliveryMessages(payload: Payload) {
  const content = campaignContents(payload.db.pool, await linkCountingOn(payload))
  const countOpens = await openCountingOn(payload)
  const senders = {
    en: companyLine(await mailCompany(payload, 'en')),
    es: companyLine(await mailCompany(payload, 'es')),
  }

  /**
   * One recipient's mail. The recipient's language picks the version (English when the campaign has no Spanish
   * one); the unsubscribe page opens in the recipient's language whatever version it got.
   */
  return async function messageFor(delivery: ClaimedDelivery) {
    const token = signUnsubscribe({ kind: 'delivery', id: delivery.id })
    const language = recipientLanguage(delivery.language)
    const version = versionFor(await content(delivery.campaignId), language)
    const message = renderCampaignMessage(version.content, delivery, unsubscribePageUrl(token, language), {
      language: version.language,
      sender: senders[version.language],
    })
    const pixel = countOpens && delivery.openConsent
    if (pixel) message.html = withOpenPixel(message.html, delivery.campaignId)
    return { message, token, pixel }
  }
}
