import { type NextRequest, NextResponse } from 'next/server'

import { isLocale } from '../i18n/locales'
import { LANGUAGE_KEY as LANGUAGE_COOKIE, resolveLocale } from './lib/locale-cookie'

/**
 * Public routes are the unprefixed paths of SPEC §2, shown in the visitor's language (the `language`
 * cookie the EN/ES toggle writes). Internally every page lives under /[lang], so each language is a
 * separately cached static page; /en/... and /es/... are also public URLs for sharing and search engines,
 * and visiting one makes that language the visitor's choice.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl
  const admin = adminRedirect(pathname, req.headers.get('host'))
  if (admin) return NextResponse.redirect(new URL(admin, req.url))
  const first = pathname.split('/')[1]
  if (isLocale(first)) {
    const res = NextResponse.next()
    if (req.cookies.get(LANGUAGE_COOKIE)?.value !== first) res.cookies.set(LANGUAGE_COOKIE, first, cookieOptions)
    return res
  }
  const lang = resolveLocale(req.cookies.get(LANGUAGE_COOKIE)?.value)
  return NextResponse.rewrite(new URL(`/${lang}${pathname === '/' ? '' : pathname}${search}`, req.url))
}

/**
 * Admin mode (SPEC §2): /email-marketing and /campaign-creator are the admin's screens, and on a host whose
 * first label is `admin` (admin.example.com) every site path leads to the admin.
 */
const adminScreens = new Set(['/email-marketing', '/campaign-creator'])
export function adminRedirect(pathname: string, host: string | null): string | null {
  if (adminScreens.has(pathname)) return `/admin${pathname}`
  if (host?.toLowerCase().startsWith('admin.')) return '/admin'
  return null
}

const cookieOptions = { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' as const }

/**
 * The proxy runs only where it has work: the admin screens, the admin host, and a prefixed page whose
 * language is not yet the visitor's cookie. Unprefixed pages are rewritten to /en or /es by the rewrites
 * in next.config.mjs instead (same rule as resolveLocale): running the proxy costs about 1 ms of CPU per
 * request, which on cached pages is a third of all the work.
 */
export const config = {
  matcher: [
    '/email-marketing',
    '/campaign-creator',
    { source: '/((?!api/|api$|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'host', value: '[aA][dD][mM][iI][nN]\\..*' }] },
    { source: '/en/:path*', missing: [{ type: 'cookie', key: 'language', value: 'en' }] },
    { source: '/es/:path*', missing: [{ type: 'cookie', key: 'language', value: 'es' }] },
  ],
}
