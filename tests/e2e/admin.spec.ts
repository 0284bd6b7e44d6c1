import { expect, test } from './fixtures'

import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

test('a stranger opening any admin screen gets the login, not data', async ({ page }) => {
  for (const path of ['/admin', '/admin/email-marketing', '/admin/campaign-creator', '/email-marketing']) {
    const res = await page.goto(path)
    // Sent there by the server itself, before any of the admin's script has to load.
    const first = res!.request().redirectedFrom()
    expect(first && (await first.response())?.status(), `the answer to ${path}`).toBe(307)
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('input[name="password"]')).toBeVisible()
  }
})

test('staff process, trash and restore an enquiry sent from the public form', async ({ page, request }) => {
  const name = `Lucía E2E ${Date.now()}`
  const sent = await request.post('/api/contacts', {
    data: {
      name,
      email: 'lucia.e2e@colegio.es',
      organization: 'IES Goya',
      contactType: 'school',
      destination: 'lyon',
      message: 'A week in Lyon for 25 pupils, please.',
      privacyConsent: true,
    },
  })
  expect(sent.status()).toBe(201)
  await signIn(page)

  await viewDetails(page, name)
  await expect(page.getByText('A week in Lyon for 25 pupils, please.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
    'href',
    /^mailto:lucia\.e2e@colegio\.es/,
  )
  await page.getByRole('button', { name: 'Mark as Processed' }).click()
  await expect(page.getByText('Contact Updated')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).first().click()

  await page.getByRole('button', { name: `Trash – ${name}` }).click()
  await expect(page.getByText('Contact Moved to Trash')).toBeVisible()
  await expect(page.getByRole('button', { name: `View Details – ${name}` })).toHaveCount(0)
  await page.getByRole('tab', { name: /Trash/ }).click()
  await page.getByRole('button', { name: `Restore – ${name}` }).click()
  await expect(page.getByText('Contact Restored')).toBeVisible()
  await page.getByRole('tab', { name: /All/ }).click()
  await expect(page.getByRole('button', { name: `View Details – ${name}` })).toBeVisible()
})

test('staff upload a subscribers CSV, see the report, refuse a non-CSV and delete a subscriber', async ({ page }) => {
  await signIn(page)
  const input = page.getByLabel('Choose a CSV file of newsletter subscribers')
  // A file chosen before the Dashboard has hydrated (slow under load) is not seen by React; a person would choose
  // it again, and so does the test.
  await expect(async () => {
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('Invalid File')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const csv = 'email,name,school\nsofia.e2e@colegio.es,Sofía,"Colegio Sol, Madrid"\nnot-an-email,X,Y\n'
  await input.setInputFiles({ name: 'subscribers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByText('CSV Upload Successful')).toBeVisible()
  await expect(page.getByText('Added 1 new newsletter subscriptions.')).toBeVisible()
  await expect(page.getByText('Imported addresses are subscribed at once, without a confirmation mail')).toBeVisible()
  await expect(page.getByText(/Row 3/i)).toBeVisible()
  // Seen once in CI under load: the first click landed while the list was re-rendering after the upload
  // and the confirmation did not open. A staff member would click again; so does the test, a few times.
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete' })
  await expect(async () => {
    await page.getByRole('button', { name: 'Delete – sofia.e2e@colegio.es' }).click()
    await expect(confirm).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await confirm.click()
  await expect(page.getByText('Subscription Deleted')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete – sofia.e2e@colegio.es' })).toHaveCount(0)
})

test('staff import schools, filter recipients, preview and create a campaign', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/email-marketing')
  await page.waitForLoadState('networkidle')
  const csv = [
    'name,email,country,city,contact_person,phone,website,labels',
    'Liceo Verdi,verdi.e2e@liceo.it,Italy,Bari,Marco Rossi,,,ka1;partner',
    'Liceo Dante,dante.e2e@liceo.it,Italy,Catania,Giulia Bianchi,,,partner',
    'IES Sorolla,sorolla.e2e@ies.es,Spain,Valencia,Ana Gil,,,ka1',
  ].join('\n')
  await page
    .getByLabel(/Choose a CSV file/)
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByText('Added 3 schools to your database.')).toBeVisible()

  await page.getByRole('link', { name: 'Create New Campaign' }).click()
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/\/admin\/campaign-creator/)
  await page.getByRole('button', { name: 'Italy', exact: true }).click()
  await page.getByRole('button', { name: 'ka1', exact: true }).click()
  await expect(page.getByText('Showing 1 school', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Select All' }).click()
  await expect(page.getByText('1 selected')).toBeVisible()

  await page.getByLabel(/Campaign Name/).fill('E2E spring campaign')
  await page.getByLabel(/Subject Line/).fill('A trip for -schoolName-')
  await page.getByRole('button', { name: 'Show Preview' }).click()
  await expect(page.getByText('A trip for Sample School')).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Preview of the email content"]').getByText('Dear Educator,'),
  ).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Hide Preview' }).click()

  await page.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(page.getByText('Campaign Created!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/email-marketing/)
  await page.getByRole('tab', { name: /Campaigns/ }).click()
  await expect(page.getByRole('cell', { name: 'E2E spring campaign', exact: true })).toBeVisible()
})

test('staff open a campaign, send it now and cancel it while it is sending', async ({ page }) => {
  await signIn(page)
  // A campaign with one school, made through the API as the signed-in admin (same-origin headers, as the browser sends).
  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  const school = await page.request.post('/api/cms/schools', {
    headers,
    data: { name: 'Liceo Volta', email: 'volta.e2e@liceo.it', country: 'Italy', city: 'Como' },
  })
  expect(school.ok()).toBe(true)
  const schoolId = (await school.json()).doc.id
  const created = await page.request.post('/api/email-campaigns', {
    headers,
    data: {
      name: 'E2E send test',
      subject: 'Hello -schoolName-',
      htmlContent: '<p>Dear -contactPerson-, hello.</p>',
      recipients: [schoolId],
    },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/email-marketing')
  await page.getByRole('tab', { name: /Campaigns/ }).click()
  await page.getByRole('link', { name: /View.*E2E send test/ }).click()
  await expect(page.getByRole('heading', { name: 'E2E send test', level: 1 })).toBeVisible()
  await expect(page.getByText('Nothing has been sent yet.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'volta.e2e@liceo.it' })).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Email preview with sample values"]').getByText('Dear Educator, hello.'),
  ).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Send now' }).click()
  await expect(page.getByText('Sending Started')).toBeVisible()
  // No worker runs in this test: the mail stays queued, so the campaign is still sending.
  await expect(page.getByText('0 of 1 done')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Queued' })).toBeVisible()

  // Pause and resume while sending; Cancel still works on a paused campaign.
  await page.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(page.getByText('Campaign Paused')).toBeVisible()
  await expect(page.getByText('Paused: nobody more is mailed until you resume.')).toBeVisible()
  await page.getByRole('button', { name: 'Resume', exact: true }).click()
  await expect(page.getByText('Sending Resumed')).toBeVisible()
  await page.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Cancel campaign' }).click()
  await expect(page.getByText('Campaign Cancelled')).toBeVisible()
  await expect(page.getByText('This campaign is finished')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Cancelled' })).toBeVisible()
})

test('the admin header links the site and the staff screens, and Logout ends the session', async ({ page }) => {
  await signIn(page)
  const header = page.getByRole('navigation', { name: 'Admin Dashboard' })
  await expect(header.getByRole('link', { name: 'Visit Site' })).toHaveAttribute('href', '/')
  await header.getByRole('link', { name: 'Email Marketing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Email Marketing' })).toBeVisible()
  await header.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await header.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[name="password"]')).toBeVisible()
  // The server ended the session: the browser's cookie no longer signs anyone in.
  expect((await page.request.get('/api/admin/check')).status()).toBe(401)
})
