import { expect, type Page, test } from './fixtures'

import { publish } from './editor-actions'
import { sendingAppURL, startsSendingApp } from './sending-app'
import { adminLanguage, signIn } from './sign-in'

/**
 * Campaign figures that respect consent, as staff meet them (docs/product.md › Campaign analytics): a send where the
 * relay refuses one school's address for good (550) shows a hard bounce on the campaign's page and in Analytics, and
 * an open is counted only after staff turned open counting on in Company details and ticked the school's consent,
 * in English and in Spanish. This file runs its own app on the run's database, mailing into an in-process SMTP sink
 * and running the mail queue itself (JOBS_IN_APP).
 */
const SHOTS = process.env.SHOTS_DIR
const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined

test.use({ baseURL: sendingAppURL })
test.describe.configure({ timeout: 180_000 })

/** Clicks a tab of Email Marketing until it is selected: a click made before the page has hydrated is lost. */
const openTab = (page: Page, name: string) =>
  expect(async () => {
    await page.getByRole('tab', { name }).click()
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', { timeout: 2000 })
  }).toPass({ timeout: 30_000 })

const mail = startsSendingApp()

test('a send the relay refuses for one school shows its hard bounce, and opens are counted only with consent', async ({
  browser,
  page,
}) => {
  const stamp = Date.now()
  const agreed = { name: `Figures E2E Agreed ${stamp}`, email: `agreed.${stamp}@colegio.es`, country: 'Spain' }
  const gone = { name: `Figures E2E Gone ${stamp}`, email: `gone.${stamp}@colegio.es`, country: 'Spain' }
  await signIn(page)
  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  const ids: number[] = []
  for (const school of [agreed, gone]) {
    const res = await page.request.post('/api/cms/schools', { headers, data: school })
    expect(res.ok(), await res.text()).toBe(true)
    ids.push(((await res.json()) as { doc: { id: number } }).doc.id)
  }
  // The school that does not exist any more: the relay refuses its address for good.
  mail().setRecipientVerdict((address) =>
    address === gone.email ? Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }) : null,
  )

  try {
    // Company details (in English): open counting on.
    await page.goto('/admin/globals/company')
    await page.getByRole('checkbox', { name: 'Count opens of campaign mails (only schools that agreed)' }).check()
    await publish(page)

    // The school's page, with the admin in Spanish: the school agreed to open tracking.
    await adminLanguage(page, 'es')
    await page.goto(`/admin/collections/schools/${ids[0]}`)
    await page.getByRole('checkbox', { name: 'Aceptó el seguimiento de aperturas' }).check()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Seguimiento de aperturas aceptado el')).toBeVisible()
    await adminLanguage(page, 'en')

    // A campaign to both, written and sent through the screens.
    await page.goto('/admin/campaign-creator')
    const editor = page.locator('#campaign-creator-lang-panel-en [contenteditable="true"]').first()
    await expect(editor).toContainText('The Madrid Edu Travel team', { timeout: 30_000 })
    await page.getByLabel(/Campaign Name/).fill(`E2E figures ${stamp}`)
    await page.getByLabel(/Subject Line/).fill('Figures')
    for (const school of [agreed, gone]) await page.getByRole('checkbox', { name: new RegExp(school.name) }).check()
    await page.getByRole('button', { name: 'Create Campaign' }).click()
    await expect(page.getByText('Campaign Created!')).toBeVisible()
    await page.getByRole('tab', { name: /Campaigns/ }).click()
    await page.getByRole('link', { name: new RegExp(`View.*E2E figures ${stamp}`) }).click()
    await expect(page.getByRole('heading', { name: `E2E figures ${stamp}`, level: 1 })).toBeVisible()
    page.once('dialog', (d) => void d.accept())
    await page.getByRole('button', { name: 'Send now' }).click()
    await expect(page.getByText('2 of 2 done')).toBeVisible({ timeout: 90_000 })
    const progress = page.getByRole('region', { name: 'Delivery' })
    await expect(
      progress.getByRole('listitem').filter({ hasText: 'Hard bounces' }).locator('.staff-ui__stat-value'),
    ).toHaveText('1')
    await expect(page.getByRole('cell', { name: 'Hard bounce', exact: true })).toHaveCount(1)

    // The school that agreed reads the mail: its images load, the open pixel among them.
    const [mailToAgreed] = mail().to(agreed.email)
    expect(mailToAgreed?.html).toContain('/api/opens/')
    const reader = await browser.newContext()
    try {
      const mail = await reader.newPage()
      const opened = mail.waitForResponse((res) => res.url().includes('/api/opens/'))
      await mail.setContent(mailToAgreed!.html!)
      expect((await opened).status()).toBe(200)
    } finally {
      await reader.close()
    }

    // Analytics, in English: the campaign's row has the hard bounce and the open; the cards are measured.
    await page.goto('/admin/email-marketing')
    await openTab(page, 'Analytics')
    const row = page
      .getByRole('table', { name: 'Per campaign' })
      .getByRole('row', { name: new RegExp(`E2E figures ${stamp}`) })
    // Campaign, Status, Sent, Hard bounces, Soft bounces, Unsubscribed, Clicks, Opens.
    await expect(row.getByRole('cell').nth(2)).toHaveText('1')
    await expect(row.getByRole('cell').nth(3)).toHaveText('1')
    await expect(row.getByRole('cell').nth(4)).toHaveText('0')
    await expect(row.getByRole('cell').nth(7)).toHaveText('1')
    const analytics = page.getByRole('tabpanel')
    await expect(analytics.getByText(/^\d+ hard and 0 soft bounces in \d+ mails$/)).toBeVisible()
    await expect(analytics.getByText('1 opens in 1 mails with the open pixel')).toBeVisible()
    await expect(analytics.getByText('Not measured', { exact: true })).toHaveCount(0)
    await expect(analytics.getByText('Not reported', { exact: true })).toBeVisible()
    const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' })
    await expect(
      page.getByRole('table', { name: 'Per month' }).getByRole('row', { name: thisMonth.format(new Date()) }),
    ).toBeVisible()
    await shot(page, 'analytics-bounces-opens')

    // The same in Spanish.
    await adminLanguage(page, 'es')
    await page.goto('/admin/email-marketing')
    await openTab(page, 'Analítica')
    const fila = page
      .getByRole('table', { name: 'Por campaña' })
      .getByRole('row', { name: new RegExp(`E2E figures ${stamp}`) })
    await expect(fila.getByRole('cell').nth(3)).toHaveText('1')
    await expect(fila.getByRole('cell').nth(7)).toHaveText('1')
    await expect(
      page.getByRole('table', { name: 'Por campaña' }).getByRole('columnheader', { name: 'Rebotes definitivos' }),
    ).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText('No notificadas', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('tabpanel').getByText('1 aperturas en 1 correos con la imagen de aperturas'),
    ).toBeVisible()
  } finally {
    mail().setRecipientVerdict(() => null)
    await adminLanguage(page, 'en')
  }
})
