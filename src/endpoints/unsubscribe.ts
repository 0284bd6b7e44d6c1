import { isLocale } from '@i18n/locales'
import { applyUnsubscribe } from '@/lib/mail/unsubscribe'
import { verifyUnsubscribe } from '@/lib/mail/unsubscribe-token'
import { badRequest, json, loadPayload, readLimited, route } from './http'

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
    if (page) return Response.redirect(new URL(`${page}?status=invalid`, url), 303)
    throw badRequest('token', 'This unsubscribe link is not valid.')
  }
  await applyUnsubscribe((await loadPayload()).db.pool, subject)
  if (page) return Response.redirect(new URL(`${page}?status=done`, url), 303)
  return json({ success: true })
})

/** GET /api/unsubscribe?token=… never acts (link scanners open it): it leads to the confirmation page. */
export const unsubscribeLink = route(async function unsubscribeLink(req) {
  const url = new URL(req.url)
  return Response.redirect(
    new URL(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`, url),
    303,
  )
})
