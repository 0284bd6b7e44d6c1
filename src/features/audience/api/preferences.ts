import { isLocale, type Locale } from '@i18n/locales'
import { loadPayload, readLimited, route } from '@/platform/http/http'
import { enforceRateLimit } from '@/platform/http/rate-limit'
import { serverUrl } from '@/platform/env'
import { erasePerson } from '@/features/privacy/person'
import { verifyEraseLink } from '../erase-link'
import { queueEraseConfirmation, setNewsletterLanguage, subscriberOfLink } from '../preferences'

/** The form fields of a page's post, read with a small limit. */
async function formOf(req: Request): Promise<URLSearchParams> {
  const isForm = (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  return isForm ? new URLSearchParams(new TextDecoder().decode(await readLimited(req, 4096))) : new URLSearchParams()
}

const siteRedirect = (path: string) => Response.redirect(new URL(path, serverUrl()), 303)
const langOf = (form: URLSearchParams): Locale => {
  const lang = form.get('lang')
  return isLocale(lang) ? lang : 'en'
}

/**
 * POST /api/newsletter/preferences: the preference page's forms (token, lang, action = language | erase). The
 * signed token from the mail is the only credential. Answers a 303 back to the page with the outcome; a link that
 * is not ours, or whose address is no longer subscribed, goes to the page, which answers 404.
 */
export const savePreferences = route(async function savePreferences(req) {
  const form = await formOf(req)
  await enforceRateLimit(req, 'signup')
  const lang = langOf(form)
  const token = form.get('token') ?? ''
  const page = `/${lang}/newsletter/preferences?token=${encodeURIComponent(token)}`
  const pool = (await loadPayload()).db.pool
  const subscriber = await subscriberOfLink(pool, token)
  if (!subscriber) return siteRedirect(page)
  const action = form.get('action')
  const language = form.get('language')
  if (action === 'language' && isLocale(language)) {
    await setNewsletterLanguage(pool, subscriber.id, language)
    return siteRedirect(`${page}&done=language`)
  }
  if (action === 'erase') {
    // Nothing is erased yet: a mail to the address asks to confirm it, so a forwarded newsletter cannot erase anyone.
    await queueEraseConfirmation(pool, subscriber.id)
    return siteRedirect(`${page}&done=erase-mail`)
  }
  return siteRedirect(page)
})

/**
 * POST /api/newsletter/erase: the button of the page the erasure mail links to (token, lang). Erases everything
 * about the address (the staff's own erasure: every record, the suppression entry, the audit entry by hash).
 */
export const confirmErasure = route(async function confirmErasure(req) {
  const form = await formOf(req)
  await enforceRateLimit(req, 'signup')
  const lang = langOf(form)
  const token = form.get('token') ?? ''
  const link = verifyEraseLink(token)
  if (!link || link.expired) return siteRedirect(`/${lang}/newsletter/erase?token=${encodeURIComponent(token)}`)
  await erasePerson(await loadPayload(), link.email, null)
  return siteRedirect(`/${lang}/newsletter/erase?status=done`)
})
