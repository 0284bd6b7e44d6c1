/**
 * The public site's forms and notices (docs/product.md › Forms and validation, › Notices and states): notices load on
 * first use and show one at a time, the school enquiry form validates and stores a sent enquiry, and the newsletter
 * popup (› Newsletter sign-up) appears after 5 seconds, never over a form being filled in, shows its notices above its
 * backdrop, and a page ending with the newsletter band has no second sign-up form in its footer.
 */
import { expect, test } from './fixtures'
import pg from 'pg'

import { catalog, newsletterPopupOnlyInItsOwnTests } from './public-pages'

newsletterPopupOnlyInItsOwnTests()

test('notices load on first use, one at a time, and still show after switching language', async ({ page }) => {
  await page.goto('/en/about')
  const footer = page.locator('footer')
  const notices = page.getByRole('region', { name: /^Notifications/ })
  await page.waitForLoadState('networkidle')
  await expect(notices).toHaveCount(0) // sonner's toaster is loaded with the first notice
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(notices.getByText('Please enter your email address')).toBeVisible()
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(notices.locator('[data-sonner-toast]')).toHaveCount(2)
  await expect(notices.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1)

  await page.getByRole('button', { name: 'es', exact: true }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(notices.getByText('Introduzca su dirección de correo electrónico')).toBeVisible()
})

test('the school enquiry form validates and a sent enquiry is stored', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'School groups and educational trips' }) })
  await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
  await expect(form.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
  await expect(form.getByText('School name must be at least 2 characters', { exact: true })).toBeVisible()
  await expect(form.getByText('Please select a destination', { exact: true })).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters', { exact: true })).toBeVisible()

  const email = `e2e.${Date.now()}@colegio.es`
  await form.getByLabel('Your name').fill('Marta Ruiz')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('School name').fill('Colegio Las Rozas')
  await form.getByLabel('Destination').selectOption('porto')
  await form.getByLabel('Message').fill('Five days in Porto for 30 students in May.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(form.getByLabel('Your name')).toHaveValue('')
  await expect(form.getByRole('checkbox')).not.toBeChecked()

  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await db.connect()
  const { rows } = await db.query(
    'SELECT name, organization, destination, contact_type FROM contacts WHERE email = $1',
    [email],
  )
  await db.end()
  expect(rows).toEqual([
    { name: 'Marta Ruiz', organization: 'Colegio Las Rozas', destination: 'porto', contact_type: 'school' },
  ])
})

test('the newsletter popup appears after 5 seconds and is not shown again once closed', async ({ page }) => {
  await page.clock.install()
  await page.goto('/about')
  const dialog = page.getByRole('dialog')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  await expect(dialog).toBeHidden()
  await page.clock.fastForward(4000)
  await expect(dialog).toBeHidden()
  await page.clock.fastForward(1500)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The dialog's close event (which records the choice) is dispatched as a task after it hides.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('newsletter-popup-seen'))).toBe('true')
  await page.reload()
  // Hydrated: the popup is mounted (and would arm itself if it were still to be shown).
  await page.locator('dialog').waitFor({ state: 'attached' })
  await page.clock.fastForward(10_000)
  await expect(dialog).toBeHidden()
})

test('the newsletter popup never opens over a form being filled in, nor takes its focus', async ({ page }) => {
  await page.clock.install()
  await page.goto('/en/contact')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  const name = page.locator('form input:not([type="checkbox"]):not([type="hidden"])').first()
  await name.click()
  await name.pressSequentially('Ana')
  await page.clock.fastForward(6000)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('Ana')
})

test('a page ending with the newsletter band has no second sign-up form in its footer', async ({ page }) => {
  for (const path of ['/en', '/en/blog', '/es']) {
    await page.goto(path)
    await expect(page.locator('[data-newsletter-section]'), path).toBeVisible()
    await expect(page.locator('[data-footer-newsletter]'), path).toBeHidden()
  }
  await page.goto('/en/about')
  await expect(page.locator('[data-footer-newsletter]')).toBeVisible()
})

test('a notice from the newsletter popup shows inside it, above its backdrop', async ({ page }) => {
  await page.clock.install()
  await page.goto('/en/about')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  await page.clock.fastForward(5500)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: catalog['newsletter.submit'] }).click()
  const notice = dialog.locator('[data-sonner-toast]')
  await expect(notice).toContainText(catalog['newsletter.emailRequired.title'])
  // What the pointer reaches there is the notice, not the backdrop (everything outside a modal dialog is under it).
  const box = (await notice.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).toBe(true)
  await expect(dialog).toBeVisible() // nothing was sent: the popup stays open
})
