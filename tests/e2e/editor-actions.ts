import type { Locator, Response } from '@playwright/test'

import { expect, type Page } from './fixtures'

/** The admin's save of a document or page as published (Payload's form sends its fields as JSON in `_payload`). */
function isPublication(res: Response): boolean {
  const req = res.request()
  return (
    req.method() !== 'GET' &&
    new URL(req.url()).pathname.startsWith('/api/') &&
    /"_status":"published"/.test(req.postData() ?? '') &&
    res.status() < 400
  )
}

/**
 * Clicks the document's main button until the server has stored the publication. A click while an autosave runs is
 * ignored, and the button is disabled for a moment then too, so neither the button nor the notice (which can come
 * and go between two looks on a busy machine) tells that the publication was made: its answer does.
 */
export async function publish(page: Page): Promise<void> {
  const button = page.locator('#action-save')
  await expect(button).toBeEnabled({ timeout: 30_000 })
  let published = false
  const onResponse = (res: Response) => {
    if (isPublication(res)) published = true
  }
  page.on('response', onResponse)
  try {
    await expect(async () => {
      if (!published && (await button.isEnabled())) await button.click()
      await expect.poll(() => published, { timeout: 10_000 }).toBe(true)
    }).toPass({ timeout: 60_000 })
  } finally {
    page.off('response', onResponse)
  }
}

/**
 * The page as a visitor gets it (a browser context without the editor's session), retried until it shows `text`:
 * the app re-renders a page a moment after a publication. `heading`: the page's h1 must be exactly `text`.
 */
export async function visitorSees(
  page: Page,
  path: string,
  text: string,
  { heading = false }: { heading?: boolean } = {},
): Promise<void> {
  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  try {
    await expect(async () => {
      await site.goto(path)
      if (heading) await expect(site.locator('main h1')).toHaveText(text, { timeout: 2000 })
      else await expect(site.locator('main')).toContainText(text, { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
  } finally {
    await visitor.close()
  }
}

/**
 * Opens a document from an admin list (its link, or Create New): clicks `link` until the admin's address is `to`.
 * On a busy machine a click made while the list is still settling can be dropped: once mounted, Payload's list
 * writes its query into the address bar (history.replaceState), and the router keeps that address instead of the
 * one being opened. An editor clicks again; so does this.
 */
export async function openFromList(page: Page, link: Locator, to: RegExp): Promise<void> {
  const arrived = (url: URL) => to.test(url.pathname)
  await expect(async () => {
    if (!arrived(new URL(page.url()))) await link.click({ timeout: 10_000 })
    await page.waitForURL(arrived, { timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
}

/**
 * Opens an enquiry's Contact Details from the Dashboard's table with its View Details button (English or Spanish
 * label, `label`), and waits until the panel shows that enquiry. On a busy machine the click can come before the
 * table's script has taken over the button the server rendered, and then does nothing: it is made again until
 * the panel is there (opening the same enquiry twice is harmless).
 */
export async function viewDetails(page: Page, name: string, label = 'View Details'): Promise<Locator> {
  const button = page.getByRole('button', { name: `${label} – ${name}` })
  const panel = page.locator('.staff-ui__drawer-body').filter({ hasText: name })
  await expect(async () => {
    if (!(await panel.isVisible())) await button.click({ timeout: 5_000 })
    await expect(panel).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  return panel
}
