import { expect, type Page, test } from '@playwright/test'

import { signIn } from './sign-in'

/** Sets a trust figure of the home page in one language of the admin and publishes it. */
async function publishTrustFigure(page: Page, locale: 'en' | 'es', index: number, value: string) {
  await page.goto(`/admin/globals/page-home?locale=${locale}`)
  // The figures are the page's first list: open its rows.
  await page.getByRole('button', { name: 'Show All' }).first().click()
  const input = page.locator(`input[name="trust.figures.${index}.value"]`)
  await expect(input).toBeVisible()
  await input.fill(value)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/(updated|published) successfully/i).first()).toBeVisible()
}

test('an editor changes the home trust figures in English and Spanish and both pages show them', async ({ page }) => {
  test.setTimeout(90_000)
  const english = `${600 + (Date.now() % 300)}+`
  const spanish = `+${700 + (Date.now() % 200)}`
  await signIn(page)
  await publishTrustFigure(page, 'en', 2, english)
  await publishTrustFigure(page, 'es', 2, spanish)

  const figures = (path: string) => page.goto(path).then(() => page.locator('dl dd').allInnerTexts())
  await expect.poll(() => figures('/en'), { timeout: 10_000 }).toContain(english)
  expect(await figures('/en')).not.toContain(spanish)
  await expect.poll(() => figures('/es'), { timeout: 10_000 }).toContain(spanish)
  expect(await figures('/es')).not.toContain(english)
})
