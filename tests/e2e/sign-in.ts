import type { Page } from './fixtures'

/** Signs in as the run's admin (global-setup) and waits until the dashboard has hydrated. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  // The login screen asks for the navigation's preferences (on wide screens); a request still open when the form
  // navigates away is never reported finished, and the Dashboard would then never look idle.
  await page.waitForLoadState('networkidle')
  await page.fill('input[name="email"]', process.env.E2E_ADMIN_EMAIL!)
  await page.fill('input[name="password"]', process.env.E2E_ADMIN_PASSWORD!)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle') // hydrated: file inputs and buttons react
}
