import type { Cookie } from '@playwright/test'

import type { Page } from './fixtures'

/** Waits until React has hydrated the element `selector` names: its buttons and inputs then react. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    },
    selector,
    { timeout: 60_000 },
  )
}

/**
 * The sessions this worker has opened through the login screen, by account: a later test signing in the same
 * account starts its browser with that session (the login screen cost about 1.5 s of a quiet machine's time for
 * each of some forty tests). A session that no longer opens the admin (signed out, another app) is forgotten and
 * the login screen used again.
 */
const sessions = new Map<string, Cookie[]>()

/**
 * Signs in as the run's admin (global-setup), or `account`, and waits until the dashboard has hydrated. `fresh`:
 * through the login screen whatever this worker has kept.
 */
export async function signIn(
  page: Page,
  account = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! },
  { fresh = false } = {},
): Promise<void> {
  const kept = fresh ? undefined : sessions.get(account.email)
  if (kept) {
    await page.context().addCookies(kept)
    await page.goto('/admin')
    // Payload sends a browser whose session has ended to the login from the page's script, after it has loaded.
    const password = page.locator('input[name="password"]')
    await page.locator('li.staff-ui__stat').or(password).first().waitFor({ timeout: 60_000 })
    if (!(await password.isVisible())) return dashboardReady(page)
    sessions.delete(account.email)
    await page.context().clearCookies({ name: 'payload-token' })
  }
  await page.goto('/admin/login')
  // Hydration, not an idle network: on wide screens the login screen asks for the navigation's preferences, a
  // request that may stay open and would keep the page from ever looking idle.
  await hydrated(page, 'button[type="submit"]')
  await page.fill('input[name="email"]', account.email)
  await page.fill('input[name="password"]', account.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  const session = (await page.context().cookies(page.url())).filter((cookie) => cookie.name === 'payload-token')
  if (session.length) sessions.set(account.email, session)
  await dashboardReady(page)
}

/** The Dashboard's own panels (file inputs, buttons) react once hydrated. */
async function dashboardReady(page: Page): Promise<void> {
  await hydrated(page, 'li.staff-ui__stat')
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}

/**
 * The staff member's admin language: Payload keeps it in the payload-lng cookie of the admin's host (the Account
 * screen sets the same). It applies from the next page loaded.
 */
export async function adminLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  const { hostname } = new URL(page.url())
  await page.context().addCookies([{ name: 'payload-lng', value: language, domain: hostname, path: '/' }])
}
