import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadSecret, serverUrl } from '@/platform/env'
import type { CampaignContent } from './message'
import type { CampaignVersions } from './versions'

/**
 * Counted links of campaign mails (docs/product.md › Campaign analytics). Each link of a campaign's HTML becomes
 * `/api/links/{campaign}?u={target}&s={signature}` on the site's own address: the redirect counts the click and
 * sends the reader on. The signature covers the campaign and the target, so the address cannot be turned into an
 * open redirect to somewhere the campaign never linked. Nothing in it names the recipient.
 */

const MAX_TARGET = 2048

// A key of its own, derived from the app secret, so a link signature can never stand in for another token.
const key = () => createHmac('sha256', payloadSecret()).update('campaign-link-v1').digest()
const signatureOf = (campaignId: number, target: string) =>
  createHmac('sha256', key()).update(`${campaignId}\n${target}`).digest('base64url').slice(0, 22)

/** Only web links are counted: mailto:, tel:, anchors and placeholders stay as written. */
const countable = (target: string) =>
  /^https?:\/\/[^\s"'<>]+$/i.test(target) && target.length <= MAX_TARGET && !target.includes('{{')

export function countedLink(campaignId: number, target: string): string {
  return `${serverUrl()}/api/links/${campaignId}?u=${encodeURIComponent(target)}&s=${signatureOf(campaignId, target)}`
}

/** The link's campaign and target when its signature holds; null for anything forged, damaged or unknown. */
export function verifyCountedLink(
  campaign: string,
  target: string | null,
  signature: string | null,
): { campaignId: number; target: string } | null {
  const campaignId = Number(campaign)
  if (!Number.isSafeInteger(campaignId) || campaignId <= 0 || String(campaignId) !== campaign) return null
  if (!target || !signature || !countable(target)) return null
  const expected = Buffer.from(signatureOf(campaignId, target))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { campaignId, target }
}

const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === '#39' ? "'" : entity === 'lt' ? '<' : '>',
  )
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * The campaign's HTML with every countable `href` made a counted link. Our own unsubscribe and preference links
 * are added after this (they are not in the campaign's HTML), so they are never redirected.
 */
export function countLinksIn(html: string, campaignId: number): string {
  return html.replace(
    /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gi,
    (whole, start: string, quote: string, raw: string) => {
      const target = decodeEntities(raw.trim())
      if (!countable(target)) return whole
      return `${start}"${encodeAttribute(countedLink(campaignId, target))}"`
    },
  )
}

/** Both versions of a campaign with their links counted. */
export function withCountedLinks(versions: CampaignVersions, campaignId: number): CampaignVersions {
  const counted = <T extends CampaignContent>(content: T): T => ({
    ...content,
    htmlContent: countLinksIn(content.htmlContent, campaignId),
  })
  return { ...counted(versions), es: versions.es ? counted(versions.es) : null }
}

/** Company details › Campaign mails › "Count clicks on campaign links" (on unless staff turned it off). */
export async function linkCountingOn(payload: Payload): Promise<boolean> {
  const company = await payload.findGlobal({ slug: 'company', depth: 0, select: { countLinkClicks: true } })
  return company.countLinkClicks !== false
}
