import { expect, type Page, test } from './fixtures'

import { sendingAppURL, startsSendingApp } from './sending-app'
import { signIn } from './sign-in'

/**
 * Bilingual campaigns as a member of staff meets them: a bilingual campaign written in the visual editor, previewed in both
 * languages, tested in their own inbox and sent to three schools (two languages). This file runs its own app on the
 * run's database, mailing into an in-process SMTP sink and running the mail queue itself (JOBS_IN_APP).
 */
/** Screenshots for a person to look at, when SHOTS_DIR is set (e.g. /tmp/shots-compose): nothing compares them. */
const SHOTS = process.env.SHOTS_DIR
const shot = (page: Page, name: string, fullPage = true) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage }) : undefined

test.use({ baseURL: sendingAppURL })
test.describe.configure({ timeout: 180_000 })

const mail = startsSendingApp()

const schools = [
  {
    name: 'Compose E2E Colegio Uno',
    email: 'uno.compose@colegio.es',
    country: 'Spain',
    city: 'Sevilla',
    contactPerson: 'Lucía',
  },
  { name: 'Compose E2E Colegio Dos', email: 'dos.compose@colegio.es', country: 'Spain', city: 'Bilbao' },
  {
    name: 'Compose E2E Liceo',
    email: 'liceo.compose@liceo.it',
    country: 'Italy',
    city: 'Como',
    contactPerson: 'Marco',
  },
]

test('staff write a bilingual campaign in the visual editor, preview both languages, test it and send it', async ({
  browser,
  page,
}) => {
  await signIn(page)
  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  for (const school of schools) {
    const res = await page.request.post('/api/cms/schools', { headers, data: school })
    expect(res.ok(), await res.text()).toBe(true)
  }

  await page.goto('/admin/campaign-creator')
  // The form starts from the branded default template, in the visual editor, with a Spanish version. The editor
  // exists only once the page runs in the browser: typed before that, on a slow machine, the fields were reset.
  const editor = page.locator('#campaign-creator-lang-panel-en [contenteditable="true"]').first()
  await expect(editor).toContainText('The Madrid Edu Travel team', { timeout: 30_000 })
  await expect(page.getByRole('radio', { name: 'Visual editor' })).toBeChecked()
  await page.getByLabel(/Campaign Name/).fill('E2E bilingual campaign')
  await page.getByLabel(/Subject Line/).fill('Spring trips for ')
  await page.getByLabel('Insert a placeholder into the subject').selectOption('-schoolName-')
  await expect(page.getByLabel(/Subject Line/)).toHaveValue('Spring trips for -schoolName-')

  // Write in the editor: a heading-free line at the end, and a placeholder from the toolbar menu.
  await expect(editor).toContainText('Dear -contactPerson-,')
  // The caret at the end of that last line. On a busy machine Lexical may apply the click's selection after the
  // End key, so the caret is checked (after a moment to settle) and placed again if it moved.
  await expect(async () => {
    await editor.getByText('The Madrid Edu Travel team').click()
    await page.keyboard.press('End')
    await page.waitForTimeout(150)
    const atEnd = await page.evaluate(() => {
      const selection = window.getSelection()
      const node = selection?.anchorNode
      return node?.textContent === 'The Madrid Edu Travel team' && selection?.anchorOffset === node.textContent.length
    })
    expect(atEnd).toBe(true)
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('Enter')
  await page.keyboard.type('We look forward to hosting students from ')
  await page.locator('#campaign-creator-lang-panel-en').getByRole('button', { name: 'placeholders dropdown' }).click()
  await page.getByRole('button', { name: /City -city-/ }).click()
  await expect(editor).toContainText('The Madrid Edu Travel teamWe look forward to hosting students from -city-')

  for (const school of schools) await page.getByRole('checkbox', { name: new RegExp(school.name) }).check()
  await expect(page.getByText('3 selected')).toBeVisible()
  await shot(page, 'creator-desktop')

  await page.getByRole('tab', { name: 'Spanish' }).click()
  await expect(page.locator('#campaign-creator-es-subject')).toHaveValue('Un viaje educativo para -schoolName-')

  await page.getByRole('button', { name: 'Show Preview' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Spring trips for Sample School')).toBeVisible()
  await expect(dialog.getByText('Un viaje educativo para Centro de ejemplo')).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Preview of the email content"]').getByText('Dear Educator,'),
  ).toBeVisible()
  await expect(
    page
      .frameLocator('iframe[title="Preview of the email content"]')
      .getByText('We look forward to hosting students from Madrid'),
  ).toBeVisible()
  await expect(
    page.frameLocator('iframe[title="Preview of the Spanish email content"]').getByText('Estimado/a docente:'),
  ).toBeVisible()
  await shot(page, 'creator-preview', false)
  await dialog.getByRole('button', { name: 'Hide Preview' }).click()

  await page.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(page.getByText('Campaign Created!')).toBeVisible()
  await page.getByRole('tab', { name: /Campaigns/ }).click()
  await page.getByRole('link', { name: /View.*E2E bilingual campaign/ }).click()
  await expect(page.getByRole('heading', { name: 'E2E bilingual campaign', level: 1 })).toBeVisible()
  const detailUrl = page.url()

  // Send test: to the signed-in staff member by default, every version with the sample values.
  await expect(page.getByLabel('Send to')).toHaveValue(process.env.E2E_ADMIN_EMAIL!)
  await page.getByRole('button', { name: 'Send test' }).click()
  await expect(page.getByText('Test Sent')).toBeVisible({ timeout: 10_000 })
  const tests = mail().to(process.env.E2E_ADMIN_EMAIL!)
  expect(tests.map((m) => m.subject).sort()).toEqual([
    '[TEST] Spring trips for Sample School',
    '[TEST] Un viaje educativo para Centro de ejemplo',
  ])
  await expect(page.getByText('Nothing has been sent yet.')).toBeVisible()
  // A test rendered for one school, found by typing part of its name (the picker searches every recipient).
  await page.getByLabel('Find a school').fill('liceo')
  await page.getByLabel('Render for').selectOption({ label: 'Compose E2E Liceo' })
  await page.getByRole('button', { name: 'Send test' }).click()
  await expect
    .poll(() =>
      mail()
        .to(process.env.E2E_ADMIN_EMAIL!)
        .map((m) => m.subject),
    )
    .toContain('[TEST] Spring trips for Compose E2E Liceo')

  page.once('dialog', (d) => void d.accept())
  await page.getByRole('button', { name: 'Send now' }).click()
  await expect(page.getByText('Sending Started')).toBeVisible()
  // The app runs the mail queue every 10 s; the detail view polls.
  await expect(page.getByText('3 of 3 done')).toBeVisible({ timeout: 90_000 })
  await expect(page.getByRole('cell', { name: 'Sent', exact: true })).toHaveCount(3)
  // Per language, by the version each school got: two Spanish schools, one English.
  const byLanguage = page.getByRole('table', { name: 'Delivery by language' })
  await expect(byLanguage.getByRole('columnheader')).toHaveText([
    'Language',
    'Recipients',
    'Sent',
    'Hard bounces',
    'Soft bounces',
    'Unsubscribed',
  ])
  await expect(byLanguage.getByRole('row', { name: /English/ }).getByRole('cell')).toHaveText(['1', '1', '0', '0', '0'])
  await expect(byLanguage.getByRole('row', { name: /Spanish/ }).getByRole('cell')).toHaveText(['2', '2', '0', '0', '0'])
  await shot(page, 'detail-by-language')

  // A reader follows the mail's button, in a browser of their own: the link passes through the site, which counts
  // it and sends them on.
  const [liceoMail] = mail().to(schools[2]!.email)
  const reader = await browser.newContext()
  try {
    const mail = await reader.newPage()
    await mail.setContent(liceoMail!.html!)
    const counted = mail.waitForResponse((res) => res.url().includes('/api/links/'))
    await mail.getByRole('link', { name: 'Plan your school trip' }).click()
    expect((await counted).status()).toBe(302)
    await expect(mail).toHaveURL(/\/contact$/)
  } finally {
    await reader.close()
  }

  // The campaign's page counts the click on that link, and nothing names the reader.
  await page.goto(detailUrl)
  const links = page.getByRole('table', { name: 'Link clicks' })
  await expect(links.getByRole('row', { name: /\/contact/ }).getByRole('cell')).toHaveText([/\/contact$/, '1'])
  await shot(page, 'detail-link-clicks')

  // Analytics adds it up over every campaign that mailed anyone (other test files may have sent some too).
  await page.goto('/admin/email-marketing')
  await page.getByRole('tab', { name: 'Analytics' }).click()
  const perLanguage = page.getByRole('table', { name: 'Per language' })
  const sentIn = async (language: string) =>
    Number(
      (
        await perLanguage
          .getByRole('row', { name: new RegExp(language) })
          .getByRole('cell')
          .first()
          .textContent()
      )?.replace(/,/g, ''),
    )
  await expect(perLanguage).toBeVisible()
  expect(await sentIn('Spanish')).toBeGreaterThanOrEqual(2)
  expect(await sentIn('English')).toBeGreaterThanOrEqual(1)
  // The three rate cards: opens are not tracked, so that card says so; clicks and bounces are measured.
  const analytics = page.getByRole('tabpanel')
  await expect(analytics.getByText('Not measured', { exact: true })).toHaveCount(1)
  await expect(analytics.getByText(/^\d+\.\d%$/)).toHaveCount(2)
  await expect(analytics.getByText('24.5%')).toHaveCount(0)
  // The campaign's row counts the click; this month's row has it too.
  const perCampaign = page.getByRole('table', { name: 'Per campaign' })
  await expect(
    perCampaign
      .getByRole('row', { name: /E2E bilingual campaign/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText('1')
  const perMonth = page.getByRole('table', { name: 'Per month' })
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' })
  await expect(perMonth.getByRole('row', { name: thisMonth.format(new Date()) })).toBeVisible()
  await shot(page, 'analytics')

  const [uno] = mail().to(schools[0]!.email)
  const [dos] = mail().to(schools[1]!.email)
  const [liceo] = mail().to(schools[2]!.email)
  expect(uno?.subject).toBe('Un viaje educativo para Compose E2E Colegio Uno')
  expect(dos?.subject).toBe('Un viaje educativo para Compose E2E Colegio Dos')
  expect(liceo?.subject).toBe('Spring trips for Compose E2E Liceo')
  expect(liceo?.html).toContain('We look forward to hosting students from Como')

  // The mails as a reader sees them, desktop and phone width.
  for (const [name, mail] of [
    ['mail-en', liceo!],
    ['mail-es', uno!],
  ] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.setContent(mail.html!)
      await shot(page, `${name}-${width}`)
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0)
    }
  }
})

test('the creator fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await page.goto('/admin/campaign-creator')
  await expect(page.locator('#campaign-creator-lang-panel-en [contenteditable="true"]').first()).toBeVisible()
  await shot(page, 'creator-390')
})

test('Add School sets the language, following the country until staff choose, and the consent to open tracking; the table shows the language', async ({
  page,
}) => {
  await signIn(page)

  const field = (name: string) => page.locator(`#email-marketing-add-school-${name}`)
  const add = async (name: string, email: string, country: string, language?: 'en' | 'es', openTracking = false) => {
    // A fresh form each time.
    await page.goto('/admin/email-marketing')
    await page.getByRole('tab', { name: /Schools Database/ }).click()
    await page.getByRole('button', { name: 'Add School', exact: true }).first().click()
    await field('name').fill(name)
    await field('email').fill(email)
    await expect(field('language')).toHaveValue('en')
    await field('country').fill(country)
    // As the CSV import does: Spanish for schools in Spain, English for the rest.
    await expect(field('language')).toHaveValue(country === 'Spain' ? 'es' : 'en')
    if (language) await field('language').selectOption(language)
    if (openTracking) await page.getByRole('checkbox', { name: 'Agreed to open tracking' }).check()
    await page.locator('form').getByRole('button', { name: 'Add School' }).click()
    await expect(page.getByText(`${name} was added to your database.`)).toBeVisible()
  }
  await add('AAA Colegio Idioma E2E', 'idioma.e2e@colegio.es', 'Spain')
  await add('AAB Colegio English E2E', 'english.e2e@colegio.es', 'Spain', 'en', true)

  // Payload takes the session cookie only from the site itself.
  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  const res = await page.request.get('/api/schools', { headers })
  expect(res.ok(), await res.text()).toBe(true)
  const schools = (await res.json()) as Array<{ email: string; language: string }>
  expect(schools.find((s) => s.email === 'idioma.e2e@colegio.es')?.language).toBe('es')
  expect(schools.find((s) => s.email === 'english.e2e@colegio.es')?.language).toBe('en')
  // The school's consent to open tracking, ticked in the form, with the time it was recorded.
  const consent = async (email: string) => {
    const found = await page.request.get(`/api/cms/schools?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers,
    })
    const { docs } = (await found.json()) as {
      docs: Array<{ openTrackingConsent: boolean; openTrackingConsentAt: string | null }>
    }
    return docs.map((d) => [d.openTrackingConsent, Boolean(d.openTrackingConsentAt)])
  }
  expect(await consent('english.e2e@colegio.es')).toEqual([[true, true]])
  expect(await consent('idioma.e2e@colegio.es')).toEqual([[false, false]])

  await page.goto('/admin/email-marketing')
  await page.getByRole('tab', { name: /Schools Database/ }).click()
  const table = page.getByRole('table', { name: 'Schools Database' })
  await expect(table.getByRole('columnheader', { name: 'Language' })).toBeVisible()
  await expect(table.getByRole('row', { name: /AAA Colegio Idioma E2E/ })).toContainText('Spanish')
  await expect(table.getByRole('row', { name: /AAB Colegio English E2E/ })).toContainText('English')
})
