import { countOpen } from '@/features/campaigns/open-counts'
import { transparentGif, verifyOpenPixel } from '@/features/campaigns/open-tracking'
import { loadPayload, notFound, route } from '@/platform/http/http'

type OpenContext = { params: Promise<{ id: string }> }

/**
 * GET /api/opens/{campaign}?s={signature}: the open pixel of a campaign mail sent to a school that agreed to open
 * tracking (src/features/campaigns/open-tracking.ts). Counts one open for the campaign and month and answers a
 * transparent GIF that no cache keeps; a pixel whose signature does not hold is a 404 and counts nothing.
 */
export const countCampaignOpen = route<OpenContext>(async function countCampaignOpen(req, { params }) {
  const campaignId = verifyOpenPixel((await params).id, new URL(req.url).searchParams.get('s'))
  if (!campaignId) throw notFound('s', 'This image is not part of a campaign mail.')
  try {
    await countOpen((await loadPayload()).db.pool, campaignId)
  } catch (error) {
    // The mail still shows; only the count is lost.
    console.error(`[opens] open not counted: ${(error as Error).message}`)
  }
  return new Response(new Uint8Array(transparentGif), {
    status: 200,
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private' },
  })
})
