import { expect, type Page, test } from './fixtures'

import { openFromList } from './editor-actions'
import { signIn } from './sign-in'

/**
 * A draft saved before its title is written (Create New saves at once) is named "Untitled" ("Sin título") in the
 * admin language in the list rather than by its id (its heading still reads the id: collections/plugins/untitled-documents.ts).
 */
const shots = process.env.SHOTS_DIR

async function adminLanguage(page: Page, language: 'en' | 'es') {
  const { hostname } = new URL(page.url())
  await page.context().addCookies([{ name: 'payload-lng', value: language, domain: hostname, path: '/' }])
}

test('a post saved before its title is written is “Untitled” in the list, in both languages', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/admin/collections/blog-posts?locale=en')
  // The draft is saved at once (autosave), before any title is typed.
  await openFromList(page, page.getByRole('link', { name: /Create new/i }).first(), /\/blog-posts\/\d+$/)
  const id = page.url().split('?')[0]!.split('/').pop()!
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  for (const [language, untitled] of [
    ['en', 'Untitled'],
    ['es', 'Sin título'],
  ] as const) {
    await adminLanguage(page, language)
    await page.goto('/admin/collections/blog-posts?locale=en')
    const link = page.locator(`table a[href$="/blog-posts/${id}"]`).first()
    await expect(link, `the list's title cell in ${language}`).toHaveText(untitled)
    if (shots) await page.screenshot({ path: `${shots}/untitled-post-${language}.png`, fullPage: true })
  }
  await adminLanguage(page, 'en')
})
