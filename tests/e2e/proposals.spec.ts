import { expect, test } from './fixtures'

import { addMonths, currentMonth } from '@/features/trips/months'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

/**
 * From a trip request to a won enquiry through the screens: staff create the proposal on the trip request, adjust
 * it in Payload's edit view and send it; the coordinator opens the link from the mail and accepts in Spanish; the
 * Dashboard then shows the enquiry won, with the proposal on its timeline.
 */
let sink: SmtpSink

test.beforeAll(async () => {
  sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
})

test.afterAll(async () => {
  await sink?.close()
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
})

test('staff send a proposal and the coordinator accepts it; the enquiry is won', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Elena Propuesta ${stamp}`
  const email = `elena${stamp}@ies-velazquez.test`
  // The request itself, as the builder sends it (its screens have their own tests).
  const sent = await page.request.post('/api/trip-requests', {
    data: {
      destination: 'madrid',
      month: addMonths(currentMonth(), 2),
      days: 8,
      students: 25,
      teachers: 2,
      addOns: ['transfer'],
      name,
      email,
      organization: 'IES Velázquez',
      privacyConsent: true,
      locale: 'es',
      page: '/es/plan-a-trip',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  // Staff: the enquiry in the Dashboard shows the trip asked for, in the staff member's language (the school wrote
  // in Spanish), and leads to the request → Create proposal → the draft opens in the edit view, items filled.
  await signIn(page)
  await viewDetails(page, name)
  const trip = page.getByRole('region', { name: 'Trip request' })
  await expect(trip.getByRole('definition').first()).toHaveText(/Madrid/)
  await expect(trip).toContainText('Students25')
  await expect(trip).toContainText('Add-ons')
  await trip.getByRole('link', { name: 'Open the request to make a proposal' }).click()
  await page.waitForURL(/\/admin\/collections\/trip-requests\/\d+$/)
  await page.getByRole('button', { name: 'Create proposal' }).click()
  await page.waitForURL(/\/admin\/collections\/proposals\/\d+$/)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#field-items__0__label')).toHaveValue(/^Estancia en Madrid.*: 7 noches/)
  await expect(page.locator('#field-items__1__label')).toHaveValue('Plazas gratuitas de profesores')
  await expect(page.locator('#field-items__2__label')).toHaveValue('Traslado al aeropuerto')

  // They change the transfer's price and add a note, and save (a new version).
  await page.locator('#field-items__2__unitCents').fill('30000')
  await page.locator('#field-notes').fill('Precio del traslado confirmado con la compañía de autocares.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Send proposal' }).click()
  await expect(page.getByText('Proposal sent', { exact: true })).toBeVisible()

  // The coordinator's mail: the PDF, and the private link.
  await expect.poll(() => sink.to(email).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const mail = sink.to(email).find((m) => m.subject?.startsWith('Su propuesta de viaje escolar'))!
  expect(mail.attachments.map((a) => a.mimeType)).toContain('application/pdf')
  const link = /https?:\/\/[^/\s]+(\/es\/proposal\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')
  expect(link, mail.text).not.toBeNull()

  const coordinator = await browser.newContext()
  const school = await coordinator.newPage()
  await school.goto(link![1]!)
  await expect(school.getByRole('heading', { level: 1 })).toContainText('Madrid')
  await expect(school.getByText('Precio del traslado confirmado con la compañía de autocares.')).toBeVisible()
  await expect(school.getByRole('cell', { name: /300\s?€/ }).first()).toBeVisible()
  await school.getByRole('button', { name: 'Aceptar la propuesta' }).click()
  await expect(school.getByRole('heading', { level: 1 })).toHaveText('Propuesta aceptada. ¡Muchas gracias!')
  // The link is used: opening it again is refused, in Spanish.
  const again = await school.goto(link![1]!)
  expect(again?.status()).toBe(404)
  await expect(school.getByText('Este enlace de propuesta no se puede usar')).toBeVisible()
  await coordinator.close()

  // Staff: the Dashboard shows it won, with the proposal on the timeline.
  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  const won = page.locator('li').filter({ hasText: 'Accepted This Month' })
  await expect(won).toContainText(/Proposals accepted: [1-9]/)
  await expect(won).toContainText(/€[1-9]/)
  const drawer = await viewDetails(page, name)
  await expect(drawer.getByLabel('Stage')).toHaveValue('won')
  await expect(drawer.getByText(`Proposal sent to ${email}`)).toBeVisible()
  await expect(drawer.getByText('Proposal accepted by the school')).toBeVisible()
})
