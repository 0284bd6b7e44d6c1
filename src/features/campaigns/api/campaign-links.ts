import { countClick } from '@/features/campaigns/link-clicks'
import { verifyCountedLink } from '@/features/campaigns/link-tracking'
import { escapeHtml } from '@/platform/mail/placeholders'
import { serverUrl } from '@/platform/env'
import { loadPayload, route } from '@/platform/http/http'

type LinkContext = { params: Promise<{ id: string }> }

/**
 * GET /api/links/{campaign}?u={target}&s={signature}: a link of a campaign mail. Counts one click for the
 * campaign, link and month, then sends the reader on with a 302. A link whose signature does not hold is
 * answered 404 with a short page, never redirected, so the address cannot send anyone elsewhere.
 */
export const followCampaignLink = route<LinkContext>(async function followCampaignLink(req, { params }) {
  const url = new URL(req.url)
  const link = verifyCountedLink((await params).id, url.searchParams.get('u'), url.searchParams.get('s'))
  if (!link) return linkNotValid(req)
  try {
    await countClick((await loadPayload()).db.pool, link.campaignId, link.target)
  } catch (error) {
    // The reader still gets where the mail promised; only the count is lost.
    console.error(`[links] click not counted: ${(error as Error).message}`)
  }
  return new Response(null, { status: 302, headers: { Location: link.target, 'Cache-Control': 'no-store' } })
})

const notValid = {
  en: {
    title: 'This link is not valid',
    text: 'The link may have been cut short or changed.',
    home: 'Go to the home page',
  },
  es: {
    title: 'Este enlace no es válido',
    text: 'Puede que el enlace se haya cortado o modificado.',
    home: 'Ir a la página de inicio',
  },
}

function linkNotValid(req: Request): Response {
  const language = /^\s*es\b/i.test(req.headers.get('accept-language') ?? '') ? 'es' : 'en'
  const text = notValid[language]
  const home = `${serverUrl()}/${language}`
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.text)}</p><p><a href="${escapeHtml(home)}">${escapeHtml(text.home)}</a></p></body></html>`
  return new Response(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
