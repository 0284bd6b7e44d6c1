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

/** Signs in as the run's admin (global-setup), or `account`, and waits until the dashboard has hydrated. */
export async function signIn(
  page: Page,
  account = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! },
): Promise<void> {
  await page.goto('/admin/login')
  // Hydration, not an idle network: on wide screens the login screen asks for the navigation's preferences, a
  // request that may stay open and would keep the page from ever looking idle.
  await hydrated(page, 'button[type="submit"]')
  await page.fill('input[name="email"]', account.email)
  await page.fill('input[name="password"]', account.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  // The Dashboard's own panels (file inputs, buttons) react once hydrated.
  await hydrated(page, 'li.staff-ui__stat')
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}
