import { expect, type Page, test } from './fixtures'

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

test('an editor retitles the courses list in Spanish and only the Spanish page changes', async ({ page }) => {
  test.setTimeout(90_000)
  const spanish = `Tres cursos para su claustro ${Date.now() % 100_000}`
  await signIn(page)
  await page.goto('/admin/globals/page-courses?locale=es')
  const input = page.locator('input[name="list.title"]')
  await expect(input).toHaveValue('Tres cursos, un objetivo: enseñar mejor')
  await input.fill(spanish)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/(updated|published) successfully/i).first()).toBeVisible()

  const heading = (path: string) => page.goto(path).then(() => page.locator('main h2').allInnerTexts())
  await expect.poll(() => heading('/es/courses'), { timeout: 10_000 }).toContain(spanish)
  expect(await heading('/en/courses')).toContain('Three courses, one goal: better teaching')

  // Put today's title back for the other tests.
  await page.goto('/admin/globals/page-courses?locale=es')
  await page.locator('input[name="list.title"]').fill('Tres cursos, un objetivo: enseñar mejor')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/(updated|published) successfully/i).first()).toBeVisible()
})
