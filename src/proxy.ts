import { type NextRequest, NextResponse } from 'next/server'

import { adminScreenPaths } from '@/platform/admin/ui/paths'
import { carriesStaffCredentials } from '@/platform/session-credentials'

/**
 * The proxy sends admin traffic into the admin (opening it from this site when a link on another site leads
 * there). Public routes need no proxy: the unprefixed paths (docs/product.md › Routes) are rewritten to /en or /es
 * by the `language` cookie in next.config.mjs, a prefixed URL becomes the visitor's language in the browser
 * (components/layout/remember-language.tsx), and an article's old address gets its 301 from the request gate
 * (src/platform/request-gate/moved-pages.ts). Running the proxy on a cached page costs about 40% of its CPU, so
 * the matcher keeps it to the admin paths.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl
  if (logoutPaths.has(pathname) && !fromThisSite(req.headers)) return openFromThisSite('/admin')
  if (isAdminPath(pathname)) {
    const login = req.method === 'GET' ? strangerLogin(pathname, search, req.headers) : null
    if (login) return NextResponse.redirect(new URL(login, req.url), 307)
    return linkFromAnotherSite(req) ? openFromThisSite(`${pathname}${search}`) : NextResponse.next()
  }
  const admin = adminRedirect(pathname, req.headers.get('host'))
  return admin ? NextResponse.redirect(new URL(admin, req.url)) : NextResponse.next()
}

/**
 * Payload's admin signs out whoever opens its logout pages (the page's script posts the logout). A top-level
 * navigation from another site carries the SameSite=Lax session cookie, so any site could sign staff out by sending
 * them there: only a navigation from the admin itself (or one the staff member typed) may end the session; any
 * other lands on the admin, still signed in.
 */
const logoutPaths = new Set(['/admin/logout', '/admin/logout-inactivity'])

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/**
 * Where a visitor with no session goes when opening an admin page: its login, with the page to come back to, as
 * Payload itself sends them (null: a signed-in browser, or a page strangers may open). Payload redirects only
 * once its layout has begun to stream, from the browser's script after the whole admin bundle has loaded: seconds
 * of an empty page on a phone, forever without JavaScript. Without Payload's session cookie (or an API key) no
 * admin page is theirs to see, so this answer costs nothing and comes first. A cookie that has expired still
 * gets Payload's own redirect.
 */
const publicAdminPages = /^\/admin\/(login|logout|forgot|reset|create-first-user|unauthorized|[\w-]+\/verify\/)/
export function strangerLogin(pathname: string, search: string, headers: Headers): string | null {
  if (publicAdminPages.test(pathname)) return null
  if (carriesStaffCredentials(headers.get('cookie'), headers.get('authorization'))) return null
  const query = new URLSearchParams(search)
  query.delete('redirect')
  const back = pathname === '/admin' && !query.size ? '' : `${pathname}${query.size ? `?${query}` : ''}`
  return back ? `/admin/login?${new URLSearchParams({ redirect: back })}` : '/admin/login'
}

/**
 * A link to the admin followed from another site: a staff member's webmail (the notification and assignment
 * mails link to the enquiry), a bookmark page, a chat. Payload reads no session cookie on a navigation another
 * site started (its CSRF rule), so the admin would answer with its login screen, and only the browser's own script
 * would find the session and come back, a second later on a busy server.
 */
function linkFromAnotherSite(req: NextRequest): boolean {
  return (
    req.method === 'GET' &&
    req.headers.get('sec-fetch-site') === 'cross-site' &&
    req.headers.get('sec-fetch-mode') === 'navigate'
  )
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A page that opens `path` (a path of the admin) from this site itself, instead of a redirect, which would keep
 * the navigation another site's: opened from here, the admin reads the session and shows what was asked for.
 */
function openFromThisSite(path: string) {
  const href = escapeHtml(path)
  const html =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
    `<title>Admin</title></head><body><a href="${href}">Admin</a></body></html>`
  return new NextResponse(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Sec-Fetch-Site (every current browser sends it); without it, a Referer of this site's own origin. */
export function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const referer = headers.get('referer')
  if (!referer) return false
  try {
    return new URL(referer).host === headers.get('host')
  } catch {
    return false
  }
}

/**
 * Admin mode (docs/product.md › Routes): /email-marketing and /campaign-creator are the admin's screens, and on a host whose
 * first label is `admin` (admin.example.com) every site path leads to the admin.
 */
const adminScreens = new Set(adminScreenPaths)
export function adminRedirect(pathname: string, host: string | null): string | null {
  if (adminScreens.has(pathname)) return `/admin${pathname}`
  if (host?.toLowerCase().startsWith('admin.')) return '/admin'
  return null
}

/**
 * Next reads the matcher at build time and accepts only literals here, so the admin screens' paths are written
 * out again; tests/unit/admin-paths.spec.ts checks them against src/platform/admin/ui/paths.ts.
 */
export const config = {
  matcher: [
    '/email-marketing',
    '/campaign-creator',
    {
      source: '/((?!api/|api$|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)',
      has: [{ type: 'host', value: '[aA][dD][mM][iI][nN]\\..*' }],
    },
    // The admin: its logout pages, which only a navigation from the admin itself may open, and any page of it
    // opened by a link on another site.
    { source: '/admin' },
    { source: '/admin/:path*' },
  ],
}
