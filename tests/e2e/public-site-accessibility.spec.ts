/**
 * The public site for visitors who use a keyboard, a screen reader or a phone: the side menu on a phone is a modal
 * with comfortable touch targets, and axe finds no serious or critical violation on the main pages.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

import { newsletterPopupOnlyInItsOwnTests } from './public-pages'

newsletterPopupOnlyInItsOwnTests()

test('the side menu works on a phone @phone', async ({ page }) => {
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const menu = page.locator('#side-menu')
  await expect(menu).toBeVisible()
  // A modal: focus moves in, Tab reaches nothing else on the page (past the last link it may go to the browser,
  // as from a modal <dialog>), Escape closes it and focus goes back to the menu button.
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() =>
      document.getElementById('side-menu')?.contains(document.activeElement)
        ? 'menu'
        : document.activeElement === document.body
          ? 'none'
          : document.activeElement?.outerHTML.slice(0, 80),
    )
    expect(['menu', 'none']).toContain(focus)
  }
  const height = (await menu.getByRole('link', { name: 'Blog' }).boundingBox())!.height
  expect(height).toBeGreaterThanOrEqual(44) // a comfortable touch target
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await menuButton.click()
  await menu.getByRole('link', { name: 'Erasmus+' }).click()
  await expect(page).toHaveURL(/\/erasmus$/)
  await expect(page.locator('h1')).toBeVisible()
})

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const route of [
    '/',
    '/blog',
    '/blog/erasmus-ka1-mobility-programs',
    '/contact',
    '/es/school-trips',
    '/es/privacy',
    '/es/plan-a-trip?destination=madrid',
  ]) {
    test(route, async ({ page }) => {
      await page.goto(route)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})
