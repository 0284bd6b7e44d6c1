import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import pg from 'pg'

import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

test('a stranger opening the privacy screen gets the login, not data', async ({ page }) => {
  await page.goto('/admin/privacy')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('an enquiry from the site keeps its consent record; staff find, export and erase the person', async ({ page }) => {
  // A whole task across four screens (the public form, sign-in, the Dashboard, Person lookup): on a loaded 2-core
  // machine it took 19–31 s, over Playwright's default 30 s for one test.
  test.setTimeout(90_000)
  const email = `privacy.e2e.${Date.now()}@colegio.es`
  const name = `Inés Privacidad ${Date.now()}`

  // The public form sends where consent was given.
  await page.goto('/contact')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'School groups and educational trips' }) })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('School name').fill('Colegio Privado')
  await form.getByLabel('Destination').selectOption('madrid')
  await form.getByLabel('Message').fill('Please send us a proposal for May.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()

  // The Dashboard's Contact Details show the consent record.
  await signIn(page)
  await viewDetails(page, name)
  await expect(page.getByText('Consent record')).toBeVisible()
  await expect(page.getByText('School trip enquiry form', { exact: true })).toBeVisible()
  await expect(page.getByText('/contact', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('Consent record')).toHaveCount(0)

  // One person, one place: the screen is linked from Payload's side navigation (closed at this width).
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Person lookup' }).click()
  await expect(page).toHaveURL(/\/admin\/privacy/)
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/Email address/).fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('heading', { name: `Records of ${email}` })).toBeVisible()
  await expect(page.getByText('1 record', { exact: true })).toBeVisible()
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  await expect(page.getByText('Not on the suppression list.')).toBeVisible()
  const axe = await new AxeBuilder({ page }).include('.staff-privacy').analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary}`)
          .slice(0, 4)
          .join(' | ')}`,
    ),
  ).toEqual([])

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'))
  expect(exported.records.enquiries[0]).toMatchObject({
    name,
    email,
    consent: { form: 'school-enquiry', page: '/contact' },
  })

  await page.getByRole('button', { name: 'Erase all' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Erase', exact: true }).click()
  await expect(page.getByText('Person Erased')).toBeVisible()
  await expect(page.getByText(/On the suppression list \(erased\)/)).toBeVisible()
  await expect(page.getByText('No records with this address.')).toBeVisible()

  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await db.connect()
  const { rows } = await db.query('SELECT count(*)::int AS n FROM contacts WHERE email = $1', [email])
  await db.end()
  expect(rows[0].n).toBe(0)
})
