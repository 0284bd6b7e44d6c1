import { isLocale } from '@i18n/locales'
import { serverUrl } from '@/platform/env'
import { applyUnsubscribe } from '@/features/audience/unsubscribe'
import { verifyUnsubscribe } from '@/platform/mail/unsubscribe-token'
import { badRequest, json, loadPayload, readLimited, route } from '@/platform/http/http'

/**
 * POST /api/unsubscribe?token=…  Three callers: a mail client's one-click button (RFC 8058, body
 * `List-Unsubscribe=One-Click`), the confirmation page's form (redirected back to the page), and scripts
 * (JSON). The signed token is the only credential: it names one delivery or one newsletter address.
 */
export const unsubscribe = route(async function unsubscribe(req) {
  const url = new URL(req.url)
  const isForm = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  const form = isForm ? new URLSearchParams(new TextDecoder().decode(await readLimited(req, 4096))) : null
  const token = url.searchParams.get('token') ?? form?.get('token')
  const lang = form?.get('lang')
  const page = isLocale(lang) ? `/${lang}/unsubscribe` : null
  const subject = verifyUnsubscribe(token)
  if (!subject) {
    if (page) return siteRedirect(`${page}?status=invalid`)
    throw badRequest('token', 'This unsubscribe link is not valid.')
  }
  await applyUnsubscribe((await loadPayload()).db.pool, subject)
  if (page) return siteRedirect(`${page}?status=done`)
  return json({ success: true })
})

/** GET /api/unsubscribe?token=… never acts (link scanners open it): it leads to the confirmation page. */
export const unsubscribeLink = route(async function unsubscribeLink(req) {
  const token = new URL(req.url).searchParams.get('token') ?? ''
  return siteRedirect(`/unsubscribe?token=${encodeURIComponent(token)}`)
})

/**
 * A 303 to a page of the site at its public address (NEXT_PUBLIC_SERVER_URL). Behind a proxy the request's
 * own URL is the internal host the app listens on (http://127.0.0.1:3000), which the visitor cannot reach.
 */
const siteRedirect = (path: string) => Response.redirect(new URL(path, serverUrl()), 303)
