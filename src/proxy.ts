import { type NextRequest, NextResponse } from 'next/server'

import { adminScreenPaths } from '@admin-views/shared/paths'
import { movedTo } from '@/lib/content/moved-paths'

/**
 * The proxy sends admin traffic into the admin, and old addresses of posts on to where they live now. Other
 * public routes need no proxy: the unprefixed paths (docs/product.md › Routes) are rewritten to /en or /es by the `language`
 * cookie in next.config.mjs, and a prefixed URL becomes the visitor's language in the browser
 * (components/layout/remember-language.tsx). Running the proxy on a cached page costs about 40% of its CPU,
 * so the matcher keeps it to the admin paths and the articles' addresses.
 */
export async function proxy(req: NextRequest) {
  if (logoutPaths.has(req.nextUrl.pathname) && !fromThisSite(req.headers)) return continueToAdmin()
  const admin = adminRedirect(req.nextUrl.pathname, req.headers.get('host'))
  if (admin) return NextResponse.redirect(new URL(admin, req.url))
  // A 301, as search engines and the issue ask for: a page can only answer Next's 307 or 308, and a page
  // that looked redirects up would do so only once its own lookup found nothing. Known in memory: no query.
  const moved = await movedTo(req.nextUrl.pathname)
  return moved ? NextResponse.redirect(new URL(moved, req.url), 301) : NextResponse.next()
}

/**
 * Payload's admin signs out whoever opens its logout pages (the page's script posts the logout). A top-level
 * navigation from another site carries the SameSite=Lax session cookie, so any site could sign staff out by sending
 * them there: only a navigation from the admin itself (or one the staff member typed) may end the session; any
 * other lands on the admin, still signed in.
 */
const logoutPaths = new Set(['/admin/logout', '/admin/logout-inactivity'])

/**
 * A page that opens the admin from this site, not a redirect to it. A redirect keeps the request another site's,
 * and Payload reads no session cookie on another site's navigation (its CSRF rule): the admin answered with its
 * login screen until the browser's own script found the session and came back, a second later on a busy server.
 */
function continueToAdmin() {
  const html =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/admin">' +
    '<title>Admin</title></head><body><a href="/admin">Admin</a></body></html>'
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
 * out again; tests/unit/admin-paths.spec.ts checks them against admin-views/shared/paths.ts.
 */
export const config = {
  matcher: [
    '/email-marketing',
    '/campaign-creator',
    {
      source: '/((?!api/|api$|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)',
      has: [{ type: 'host', value: '[aA][dD][mM][iI][nN]\\..*' }],
    },
    // Payload's logout pages, which only a navigation from the admin itself may open.
    { source: '/admin/logout' },
    { source: '/admin/logout-inactivity' },
    // The articles' addresses, where a post's old slug or an editor's redirect may lead elsewhere.
    { source: '/blog/:slug' },
    { source: '/:lang(en|es)/blog/:slug' },
  ],
}
