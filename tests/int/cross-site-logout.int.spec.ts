/**
 * Another site cannot sign staff out: a top-level navigation from it to the admin's /admin/logout (the one request
 * a SameSite=Lax session cookie still rides along) leads to the admin instead, and the session stays. A link on
 * another site to any admin page (a notification mail read in webmail) opens that page signed in, never the login
 * screen first. Tried in Chromium, as the probe did; signing out from the admin itself still works.
 */
import http from 'node:http'

import type { Payload } from 'payload'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chromiumFlags, chromiumPath } from '../helpers/chromium'
import { testPayload } from '../helpers/payload'
import { newStaff } from '../helpers/staff'
import { appUrl, workerPorts } from '../helpers/worker'

let payload: Payload
let browser: Browser
let evil: http.Server
/** Another site: 127.0.0.2 is a different site from the app's 127.0.0.1. */
const evilPort = workerPorts().otherSite
const evilUrl = `http://127.0.0.2:${evilPort}`
/** An admin page a link on the other site leads to, as a notification mail read in webmail does. */
const linkedPage = '/admin/collections/contacts?limit=10&sort=-createdAt'

beforeAll(async () => {
  payload = await testPayload()
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  evil = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html')
    const path = { '/inactive': '/admin/logout-inactivity', '/link': linkedPage }[req.url ?? ''] ?? '/admin/logout'
    const target = `${appUrl()}${path}`
    res.end(`<!DOCTYPE html><p>Win a prize</p><script>location.href = ${JSON.stringify(target)}</script>`)
  })
  await new Promise<void>((resolve) => evil.listen(evilPort, '127.0.0.2', resolve))
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => evil?.close(resolve))
})

describe('the admin opened from another site', { timeout: 90_000 }, () => {
  it('a link to its logout pages leaves the session; a link to any admin page opens it, signed in', async () => {
    const staff = await newStaff(payload, 'Logout Target')
    const context = await browser.newContext()
    const page = await context.newPage()
    // What the page asked the app for and got, quoted when it ends anywhere unexpected.
    const trail: string[] = []
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.origin === appUrl() && !url.pathname.startsWith('/_next/')) {
        trail.push(`${res.status()} ${res.request().method()} ${url.pathname}${url.search}`)
      }
    })
    await page.goto(`${appUrl()}/admin/login`)
    await page.fill('input[name="email"]', staff.email)
    await page.fill('input[name="password"]', staff.password)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin\/?$/)
    // Asked by the browser itself (its cookie is Secure, which Playwright's own requests leave out over http).
    const probe = await context.newPage()
    const signedIn = async () => (await probe.goto(`${appUrl()}/api/admin/check`))!.status()
    expect(await signedIn()).toBe(200)

    for (const path of ['/', '/inactive']) {
      trail.length = 0
      await page.goto(`${evilUrl}${path}`)
      // Past the logout page, wherever the browser is taken next.
      await page.waitForURL((url) => url.origin === appUrl() && !url.pathname.startsWith('/admin/logout'))
      await page.waitForLoadState('networkidle')
      expect(await signedIn(), `after another site sent the browser to the logout page (${path})`).toBe(200)
      // Straight to the admin: never by way of its login screen (which a signed-in browser would leave again).
      const seen = `where another site's link to ${path} led: ${page.url()}, after:\n${trail.join('\n')}`
      expect(new URL(page.url()).pathname, seen).toBe('/admin')
      expect(
        trail.filter((line) => line.includes('/admin/login')),
        seen,
      ).toEqual([])
    }

    // A link on another site to any admin page opens that page, signed in, without the login screen first.
    trail.length = 0
    await page.goto(`${evilUrl}/link`)
    await page.waitForURL((url) => url.origin === appUrl() && url.pathname === '/admin/collections/contacts')
    await page.waitForLoadState('networkidle')
    const seen = `where another site's link to ${linkedPage} led: ${page.url()}, after:\n${trail.join('\n')}`
    const params = new URL(page.url()).searchParams
    expect([params.get('limit'), params.get('sort')], seen).toEqual(['10', '-createdAt'])
    expect(
      trail.filter((line) => line.includes('/admin/login')),
      seen,
    ).toEqual([])
    await page.getByRole('heading', { level: 1, name: /^(Contacts|Contactos)$/ }).waitFor({ timeout: 15_000 })

    // The admin's own way out still signs out.
    await page.goto(`${appUrl()}/admin/logout`)
    await page.waitForURL(/\/admin\/login/)
    expect(await signedIn()).toBe(401)
    await context.close()
  })
})
