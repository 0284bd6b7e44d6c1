import { expect, test } from './fixtures'

import { signIn } from './sign-in'

/**
 * The staff screens read pages of their tables from the database: the Schools tab shows an import at once, one
 * country however it was typed, and Select All on a country is a selection the server resolves and counts.
 */
test('a CSV import shows in the Schools tab at once; España and Spain are one country in Campaign Creator', async ({
  page,
}) => {
  const run = Date.now().toString(36)
  await signIn(page)
  await page.goto('/admin/email-marketing')
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: /Schools Database/ }).click()
  const csv = [
    'name,email,country,city,contact_person,phone,website,labels',
    `Colegio Uno ${run},uno.${run}@colegio.es,España,Madrid,Ana,,,${run}`,
    `Colegio Dos ${run},dos.${run}@colegio.es,Spain,Sevilla,Luis,,,${run}`,
    `Colegio Tres ${run},tres.${run}@colegio.es,spain ,Bilbao,Eva,,,${run}`,
    `Liceo Quattro ${run},quattro.${run}@liceo.it,Italia,Bari,Marco,,,${run}`,
  ].join('\n')
  await page.getByRole('tab', { name: /Overview/ }).click()
  await page
    .getByLabel(/Choose a CSV file/)
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByText('Added 4 schools to your database.')).toBeVisible()

  // The Schools tab shows them without a reload, filtered by the database.
  await page.getByRole('tab', { name: /Schools Database/ }).click()
  await page.getByRole('button', { name: /^Filter/ }).click()
  await page.getByRole('searchbox', { name: /Search/ }).fill(run)
  for (const name of ['Uno', 'Dos', 'Tres']) {
    await expect(page.getByRole('cell', { name: `Colegio ${name} ${run}` })).toBeVisible()
  }
  await expect(page.getByRole('cell', { name: `Liceo Quattro ${run}` })).toBeVisible()
  // One "Spain" in the country filter, however the file spelled it; choosing it finds all three.
  const country = page.getByRole('combobox', { name: 'Country' })
  await expect(country.locator('option', { hasText: /^Spain$/ })).toHaveCount(1)
  await expect(country.locator('option', { hasText: /España/ })).toHaveCount(0)
  await country.selectOption({ label: 'Spain' })
  await expect(page.getByRole('cell', { name: `Liceo Quattro ${run}` })).toBeHidden()
  await expect(page.getByRole('cell', { name: `Colegio Tres ${run}` })).toBeVisible()

  await page.goto('/admin/campaign-creator')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Spain', exact: true })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'España', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Spain', exact: true }).click()
  await page.getByRole('button', { name: run, exact: true }).click()
  await expect(page.getByText('Showing 3 schools', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Select All' }).click()
  await expect(page.getByText('3 selected')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deselect All' })).toBeVisible()
  // One school unticked by hand.
  await page.getByRole('checkbox', { name: new RegExp(`Colegio Dos ${run}`) }).uncheck()
  await expect(page.getByText('2 selected')).toBeVisible()

  // What goes to the server is the selection, not the ids, and the server resolves it.
  const name = `Spain by filter ${run}`
  await page.getByLabel(/Campaign Name/).fill(name)
  await page.getByLabel(/Subject Line/).fill('A trip for -schoolName-')
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/email-campaigns') && r.method() === 'POST')
  await page.getByRole('button', { name: 'Create Campaign' }).click()
  const body = (await posted).postDataJSON()
  expect(body.recipientSelection.length).toBeGreaterThan(0)
  expect(body.recipients).toBeUndefined()
  await expect(page.getByText('Campaign Created!')).toBeVisible()

  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  const campaigns = await (await page.request.get('/api/email-campaigns?limit=100', { headers })).json()
  const created = campaigns.find((c: { name: string }) => c.name === name)
  const recipients = await (await page.request.get(`/api/email-campaigns/${created.id}/recipients`, { headers })).json()
  expect(recipients.map((r: { name: string }) => r.name).sort()).toEqual([`Colegio Tres ${run}`, `Colegio Uno ${run}`])
})
