import { expect, test } from './fixtures'

import { openFromList } from './editor-actions'
import { adminLanguage, signIn } from './sign-in'

/**
 * A draft saved before its title is written (Create New saves at once) is named "Untitled" ("Sin título") in the
 * admin language, in the list and in its edit view's heading and breadcrumb, rather than by its id
 * (src/platform/collections/plugins/untitled-documents.ts).
 */
const shots = process.env.SHOTS_DIR

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

test('an untitled draft’s heading says “Untitled” and follows the title as it is typed and emptied', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/admin/collections/blog-posts?locale=en')
  await openFromList(page, page.getByRole('link', { name: /Create new/i }).first(), /\/blog-posts\/\d+$/)
  const doc = page.url().split('?')[0]!
  const title = page.locator('#field-title')
  const heading = page.locator('h1.render-title')
  const crumbs = page.locator('.step-nav')
  await expect(title).toBeVisible({ timeout: 30_000 })
  await expect(heading).toHaveText('Untitled')
  await expect(crumbs).toContainText('Untitled')
  await title.fill('A trip to Lyon')
  await expect(heading).toHaveText('A trip to Lyon')
  await title.fill('')
  await expect(heading).toHaveText('Untitled')

  // In Spanish, opened again (the draft is read from the server, as after an autosave).
  await adminLanguage(page, 'es')
  try {
    await page.goto(`${doc}?locale=en`)
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    await expect(heading).toHaveText('Sin título')
    await expect(crumbs).toContainText('Sin título')
    if (shots) await page.screenshot({ path: `${shots}/untitled-post-heading-es.png`, fullPage: true })
  } finally {
    await adminLanguage(page, 'en')
  }
})
