import { isLocale } from '@i18n/locales'
import { HttpError, json, loadPayload, readLimited, route } from '@/platform/http/http'
import { enforceRateLimit } from '@/platform/http/rate-limit'
import { serverUrl } from '@/platform/env'
import { confirmSignup } from '../signup-requests'

/**
 * POST /api/newsletter/confirm: the confirmation page's button (form fields `token`, `lang`), or a script
 * (`?token=`, JSON answer). The token from the mail is the only credential. The page shows the outcome: a 303 to
 * it, or for a link that cannot be used to the 404 page saying why.
 */
export const confirmNewsletter = route(async function confirmNewsletter(req) {
  const url = new URL(req.url)
  const isForm = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  const form = isForm ? new URLSearchParams(new TextDecoder().decode(await readLimited(req, 4096))) : null
  await enforceRateLimit(req, 'signup')
  const token = url.searchParams.get('token') ?? form?.get('token') ?? null
  const lang = form?.get('lang')
  const result = await confirmSignup((await loadPayload()).db.pool, token)
  if (isLocale(lang)) {
    const page = `/${lang}/newsletter/confirm`
    return siteRedirect(result.state === 'confirmed' ? `${page}?status=confirmed` : `${page}/${result.state}`)
  }
  if (result.state === 'confirmed') return json({ success: true })
  throw new HttpError(result.state === 'unknown' ? 404 : 410, [{ field: 'token', message: linkProblems[result.state] }])
})

const linkProblems = {
  unknown: 'This confirmation link is not valid.',
  expired: 'This confirmation link has expired.',
  used: 'This confirmation link has already been used.',
} as const

/** A 303 to a page at the site's public address (behind a proxy the request's own URL is internal). */
const siteRedirect = (path: string) => Response.redirect(new URL(path, serverUrl()), 303)
