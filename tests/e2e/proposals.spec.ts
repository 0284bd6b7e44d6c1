import { expect, type Page, test } from './fixtures'

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

/** A school's trip request to Madrid, written in Spanish, as the plan-a-trip builder sends it. */
async function requestTrip(page: Page, school: { name: string; email: string; organization: string }) {
  const sent = await page.request.post('/api/trip-requests', {
    data: {
      destination: 'madrid',
      month: addMonths(currentMonth(), 2),
      days: 8,
      students: 25,
      teachers: 2,
      addOns: ['transfer'],
      ...school,
      privacyConsent: true,
      locale: 'es',
      page: '/es/plan-a-trip',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
}

test('staff send a proposal and the coordinator accepts it; the enquiry is won', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Elena Propuesta ${stamp}`
  const email = `elena${stamp}@ies-velazquez.test`
  // The request itself, as the builder sends it (its screens have their own tests).
  await requestTrip(page, { name, email, organization: 'IES Velázquez' })

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

/** English a Spanish screen of this task must not show (its buttons, labels, options and notices). */
const ENGLISH = [
  'Trip request',
  'Create proposal',
  'Send proposal',
  'Proposal sent',
  'Line items',
  'Unit price',
  'Quantity',
  'Valid until',
  'Itinerary outline',
  'Not included',
  'Notes',
  'English',
  'Spanish',
  'Draft',
  'Save',
  'Accepted This Month',
  'Open Proposals',
  'Timeline',
  ' AM',
  ' PM',
]

async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.locator('body').innerText()
  const found = ENGLISH.filter((english) => new RegExp(`\\b${english.trim()}\\b`).test(shown))
  expect(found, `English on the Spanish ${where}`).toEqual([])
}

test('with the admin in Spanish, staff create and send the proposal and read it on the timeline, with no English', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const name = `Jordi Propuesta ${stamp}`
  const email = `jordi${stamp}@ies-goya.test`
  await requestTrip(page, { name, email, organization: 'IES Goya' })

  await signIn(page)
  const { hostname } = new URL(page.url())
  await page.context().addCookies([{ name: 'payload-lng', value: 'es', domain: hostname, path: '/' }])
  try {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible()
    const drawer = await viewDetails(page, name, 'Ver detalles')
    const trip = drawer.getByRole('region', { name: 'Solicitud de viaje' })
    await expect(trip).toContainText('Alumnos25')
    await trip.getByRole('link', { name: 'Abrir la solicitud para preparar una propuesta' }).click()
    await page.waitForURL(/\/admin\/collections\/trip-requests\/\d+$/)
    await expect(page.getByRole('button', { name: 'Crear propuesta' })).toBeVisible()
    await expectNoEnglish(page, 'trip request')
    await page.getByRole('button', { name: 'Crear propuesta' }).click()
    await page.waitForURL(/\/admin\/collections\/proposals\/\d+$/)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#field-items__0__label')).toHaveValue(/^Estancia en Madrid.*: 7 noches/)
    await expectNoEnglish(page, 'proposal')

    await page.locator('#field-notes').fill('Incluye la visita guiada al Museo del Prado.')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Se actualizó con éxito.').first()).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Enviar propuesta' }).click()
    await expect(page.getByText('Propuesta enviada', { exact: true })).toBeVisible()
    await expectNoEnglish(page, 'proposal after sending')

    // The Dashboard: the enquiry has moved on, and its timeline names the proposal, in Spanish.
    await page.goto('/admin')
    const after = await viewDetails(page, name, 'Ver detalles')
    await expect(after.getByLabel('Etapa')).toHaveValue('proposal_sent')
    await expect(after.getByText(`Propuesta enviada a ${email}`)).toBeVisible()
    await expectNoEnglish(page, 'Dashboard after the proposal')
  } finally {
    await page.context().addCookies([{ name: 'payload-lng', value: 'en', domain: hostname, path: '/' }])
  }
})
