import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadSecret, serverUrl } from '@/platform/env'

/**
 * The open pixel of campaign mails (docs/product.md › Campaign analytics). Off unless Company details › Campaign
 * mails › "Count opens" is ticked, and even then added only to the mails of schools whose record says they agreed
 * to open tracking (Schools › "Agreed to open tracking"): France's CNIL asks for prior consent to such pixels, and
 * Spain's AEPD reads the cookie rules the same way. The image's address names the campaign only, never the
 * recipient, so an open is counted per campaign and month and nobody's reading is recorded.
 */

// A key of its own, derived from the app secret, so this signature never stands in for a link's or a token's.
const key = () => createHmac('sha256', payloadSecret()).update('campaign-open-v1').digest()
const signatureOf = (campaignId: number) =>
  createHmac('sha256', key()).update(String(campaignId)).digest('base64url').slice(0, 22)

export function openPixelUrl(campaignId: number): string {
  return `${serverUrl()}/api/opens/${campaignId}?s=${signatureOf(campaignId)}`
}

/** The campaign whose pixel this is when its signature holds; null for anything forged, damaged or unknown. */
export function verifyOpenPixel(campaign: string, signature: string | null): number | null {
  const campaignId = Number(campaign)
  if (!Number.isSafeInteger(campaignId) || campaignId <= 0 || String(campaignId) !== campaign) return null
  if (!signature) return null
  const expected = Buffer.from(signatureOf(campaignId))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return campaignId
}

/** One recipient's HTML with the pixel at the end of its body (the text version has none). */
export function withOpenPixel(html: string, campaignId: number): string {
  const img = `<img src="${openPixelUrl(campaignId)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">`
  return /<\/body>/i.test(html) ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${img}</body>`) : `${html}${img}`
}

/** A transparent 1 × 1 GIF, what the pixel's address answers. */
export const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** Company details › Campaign mails › "Count opens" (off unless staff turned it on). */
export async function openCountingOn(payload: Payload): Promise<boolean> {
  const company = await payload.findGlobal({ slug: 'company', depth: 0, select: { countOpens: true } })
  return company.countOpens === true
}
